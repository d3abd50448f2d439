import { CATALOG } from './catalog/index';
import type { ModeKey } from './catalog/keys';
import { openingLine } from './opening-line';
import { deriveProfile } from './profile/derive-profile';
import { respond } from './respond';
import { initialState } from './state/initial-state';

/** A short call as reps open, ask, propose and price: enough to take every path of a turn once. */
const LINES = [
  'Hi, this is Alex from Northline Equipment, did I catch you at a bad time?',
  'What is slowing the line down most right now?',
  'um so who else would be part of a decision like this and what kind of budget are you working with',
  'Could we set up twenty minutes next Tuesday at 10 to walk through it?',
  'The quote is USD 186,500 installed, with a two-year warranty and 30% deposit.',
];

/**
 * Plays that call once in each mode and throws the result away. A process's first turns pay for
 * what happens only once: the sentence encoder's WebAssembly kernels set up on their first run,
 * and the JIT's first passes over the reading and the policy. The first calls took 75–150 ms, the
 * later ones 1–3 ms; run at start, no rep's turn pays for them.
 */
export function warmUp(): void {
  for (const mode of ['prospecting', 'discovering', 'closing'] as ModeKey[]) {
    const profile = deriveProfile({
      seed: 'warm-up',
      firstName: 'Alex',
      industry: 'food_beverage_equipment',
      role: CATALOG.roles[0]!.key,
      experience: 'mid',
      geography: CATALOG.geographies[0]!.key,
      manufacturingModel: CATALOG.manufacturingModels[0]!.key,
      plantSize: CATALOG.plantSizes[0]!.key,
      mode,
    });
    let state = openingLine(profile, mode, initialState(profile, mode, `warm-up-${mode}`)).state;
    for (const line of LINES) state = respond(profile, mode, state, line).state;
  }
}
