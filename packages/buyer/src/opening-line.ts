import type { ModeKey } from './catalog/keys';
import { raiseNext } from './modes/closing';
import { closingConcerns, queueDocumentConcerns } from './modes/closing-concerns';
import type { PersonaProfile } from './profile/types';
import * as close from './replies/bank-closing';
import * as disc from './replies/bank-discovering';
import * as pros from './replies/bank-prospecting';
import { compose, fingerprint, sentenceFingerprints, type Plan } from './replies/compose';
import { replyContext } from './replies/context';
import { createRng } from './rng/prng';
import { memoryOf } from './state/memory';
import type { BuyerState } from './state/types';

/** The buyer speaks first: picks up the cold call, opens the meeting, or opens on the proposal. */
export function openingLine(
  profile: PersonaProfile,
  mode: ModeKey,
  state: BuyerState,
): { text: string; state: BuyerState } {
  const c = replyContext(profile, state);
  const rng = createRng(`${state.seed}|opening`);
  let next = state;
  let plan: Plan;
  if (mode === 'prospecting') {
    plan = { parts: [pros.pickUpLines(c), pros.busyCues(c)], openers: [''], tails: [''] };
  } else if (mode === 'discovering') {
    plan = { parts: [disc.discoveryOpeningLines(c)], openers: [''], tails: [''] };
  } else {
    const concerns = closingConcerns(profile, c);
    next = raiseNext(queueDocumentConcerns(state, concerns));
    const first = next.objectionsOpen[0] === undefined ? undefined : concerns.get(next.objectionsOpen[0]);
    plan = {
      parts: [close.closingOpeningLines(c), close.raiseIntros(true), first ? first.raise : []],
      openers: [''],
      tails: [''],
    };
  }
  const text = compose(plan, rng, new Set(state.usedReplies));
  // The opening is part of what the buyer has said: its sentences are not said again.
  const memory = memoryOf(next);
  return {
    text,
    state: {
      ...next,
      usedReplies: [...next.usedReplies, fingerprint(text)],
      memory: { ...memory, said: [...memory.said, ...sentenceFingerprints(text)] },
    },
  };
}
