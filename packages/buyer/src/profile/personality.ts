import type { ExperienceLevel, GeographyKey, ModeKey, PlantSizeKey, RoleKey } from '../catalog/keys';
import type { Rng } from '../rng/prng';
import { genderOf } from './names';
import { clamp01, round } from './render';
import type { Mood, PersonaProfile } from './types';

export function buildPersonality(
  rng: Rng,
  experience: ExperienceLevel,
  role: RoleKey,
  geography: GeographyKey,
  size: PlantSizeKey,
): PersonaProfile['personality'] {
  // Seniority and procurement breed skepticism; Mexican business culture and big companies
  // lean formal. The random base keeps two personas with the same inputs-but-one distinct.
  const senior = experience === 'senior' ? 0.15 : experience === 'junior' ? -0.1 : 0;
  const talkativeness = clamp01(rng.range(0.2, 0.85) + (experience === 'junior' ? 0.08 : 0));
  const skepticism = clamp01(rng.range(0.25, 0.65) + senior + (role === 'procurement_manager' ? 0.1 : 0));
  const formality = clamp01(
    rng.range(0.15, 0.6) +
      (geography === 'mx' ? 0.2 : 0) +
      (size === 'large' ? 0.1 : 0) +
      (experience === 'senior' ? 0.05 : 0),
  );
  return { talkativeness: round(talkativeness, 2), skepticism: round(skepticism, 2), formality: round(formality, 2) };
}

export function startingMoodFor(mode: ModeKey, skepticism: number): Mood {
  if (mode === 'prospecting') return skepticism > 0.5 ? 'skeptical' : 'neutral';
  if (mode === 'closing') return skepticism > 0.6 ? 'skeptical' : 'neutral';
  return skepticism < 0.35 ? 'pleased' : 'neutral';
}

export function buildVoice(
  rng: Rng,
  firstName: string,
  experience: ExperienceLevel,
  talkativeness: number,
): PersonaProfile['voice'] {
  const gender = genderOf(firstName);
  const base = gender === 'female' ? rng.range(1.0, 1.15) : rng.range(0.85, 1.0);
  const pitch = round(base - (experience === 'senior' ? 0.03 : 0), 2);
  const rate = round(0.9 + talkativeness * 0.2, 2);
  return { gender, pitch, rate };
}
