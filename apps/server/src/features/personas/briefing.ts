import type { PersonaProfile } from '@buyerlab/buyer';
import type { Briefing } from '@buyerlab/contract';

type ModeInfo = { key: Briefing['mode']; name: string; goal: string };

/** The short introduction a rep reads before the session: who, where, and what to achieve. */
export function briefingFor(profile: PersonaProfile, mode: ModeInfo): Briefing {
  const { company, plant, equipment } = profile;
  return {
    name: profile.name,
    title: profile.title,
    company: company.name,
    location: [company.city, company.region, company.country].filter(Boolean).join(', '),
    plant: `${company.employees} employees · ${plant.lines} ${plant.lines === 1 ? 'line' : 'lines'} · ${company.segment}`,
    equipment: equipment.name,
    mode: mode.key,
    mode_name: mode.name,
    mode_goal: mode.goal,
  };
}
