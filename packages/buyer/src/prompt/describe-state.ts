import { closingConcerns } from '../modes/closing-concerns';
import type { PersonaProfile } from '../profile/types';
import { replyContext } from '../replies/context';
import type { BuyerState } from '../state/types';

// The LLM needs the state in words it can act on, not numbers it would parrot.

function level(value: number, words: readonly [string, string, string]): string {
  return value < 0.35 ? words[0] : value < 0.6 ? words[1] : words[2];
}

export function describeState(profile: PersonaProfile, state: BuyerState): string {
  const lines = [
    `Right now your trust in this rep is ${level(state.trust, ['low', 'moderate', 'good'])}, your interest is ${level(state.interest, ['low', 'moderate', 'high'])}, and your patience is ${level(state.patience, ['nearly gone', 'wearing thin', 'fine'])}.`,
  ];
  if (state.patience < 0.35) lines.push('Keep replies to one short sentence; you want to get off this call.');
  const revealed = state.revealedFacts.length > 0 ? state.revealedFacts.join(', ') : 'nothing yet';
  lines.push(`Facts you have already shared: ${revealed}. Stay consistent with them.`);
  // The proposal's figures are among the concerns, named without the figure (see document-block).
  const concerns = [...closingConcerns(profile, replyContext(profile, state)).values()];
  const open = concerns.filter((o) => state.objectionsOpen.includes(o.id));
  if (open.length > 0)
    lines.push(`The concern you are waiting to hear answered: ${open.map((o) => `"${o.brief}"`).join(' ')}`);
  const queued = concerns.filter((o) => state.objectionsQueued.includes(o.id));
  if (queued.length > 0)
    lines.push(`Concerns you will raise afterwards, one at a time: ${queued.map((o) => `"${o.brief}"`).join(' ')}`);
  const resolved = concerns.filter((o) => state.objectionsResolved.includes(o.id));
  if (resolved.length > 0)
    lines.push(`Concerns already resolved, do not raise them again: ${resolved.map((o) => o.id).join(', ')}.`);
  if (state.outcome !== 'in_progress')
    lines.push(
      `The conversation has ended with the outcome "${state.outcome}". Say only a brief in-character goodbye.`,
    );
  return lines.join('\n');
}
