import type { PersonaProfile } from '@buyerlab/buyer';
import type { Briefing } from '@buyerlab/contract';

type ModeInfo = { key: Briefing['mode']; name: string; goal: string };

/** What the session's proposal puts on the table, as the buyer read it; null without one. */
function proposalOf(document: PersonaProfile['document']): Briefing['proposal'] {
  if (!document) return null;
  const price = document.priceMentioned;
  const terms = document.figures.find((f) => f.kind === 'payment_terms')?.value ?? null;
  return price || terms ? { price, terms } : null;
}

/** The short introduction a rep reads before the session: who, where, and what to achieve. */
export function briefingFor(profile: PersonaProfile, mode: ModeInfo): Briefing {
  const { company, plant, equipment, document } = profile;
  return {
    name: profile.name,
    title: profile.title,
    company: company.name,
    location: [company.city, company.region, company.country].filter(Boolean).join(', '),
    plant: `${company.employees} employees · ${plant.lines} ${plant.lines === 1 ? 'line' : 'lines'} · ${company.segment}`,
    // The product the proposal names replaces the catalog's machine (profiles stored before the
    // product was read have none).
    equipment: document?.product?.name ?? equipment.name,
    proposal: proposalOf(document),
    mode: mode.key,
    mode_name: mode.name,
    mode_goal: mode.goal,
    look: {
      gender: profile.voice.gender,
      experience: profile.input.experience,
      role: profile.input.role,
      seed: profile.input.seed ?? profile.name,
    },
  };
}
