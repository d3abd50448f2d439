import { deriveProfile, initialState, openingLine, respond, type Topic } from '../src/index';
import { topicVocabulary } from './judges/topic-vocabulary';
import type { BuyerMeta, Conversation, PlayedCall, PlayedTurn, RepTurn } from './types';

// Plays one scripted rep against the buyer, the way the live session does: the buyer opens,
// then one reply per rep turn, until the script ends or the buyer ends the call.

const REQUEST_ANSWERS = ['accepted', 'countered', 'refused'] as const;

/**
 * The buyer's report on its reply, read defensively: a buyer that does not report yet (no
 * `meta`) or reports something malformed counts as having reported nothing.
 */
export function readMeta(result: object): BuyerMeta {
  const meta: unknown = 'meta' in result ? result.meta : undefined;
  if (typeof meta !== 'object' || meta === null) return { answeredTopics: [], request: null };
  const topics: unknown = 'answeredTopics' in meta ? meta.answeredTopics : [];
  const request: unknown = 'request' in meta ? meta.request : null;
  return {
    answeredTopics: Array.isArray(topics) ? topics.filter((t): t is Topic => typeof t === 'string') : [],
    request: REQUEST_ANSWERS.find((r) => r === request) ?? null,
  };
}

export function toRepTurn(turn: RepTurn | string): RepTurn {
  return typeof turn === 'string' ? { say: turn } : turn;
}

export function playCall(conversation: Conversation, seed: string): PlayedCall {
  const { mode } = conversation;
  const profile = deriveProfile({ ...conversation.persona, mode });
  const opened = openingLine(profile, mode, initialState(profile, mode, seed));
  let state = opened.state;
  const script = conversation.turns.map(toRepTurn);
  const turns: PlayedTurn[] = [];
  for (const rep of script) {
    if (state.outcome !== 'in_progress') break;
    const result = respond(profile, mode, state, rep.say);
    turns.push({ rep, reply: result.text, meta: readMeta(result) });
    state = result.state;
  }
  return {
    conversation,
    seed,
    vocabulary: topicVocabulary(profile),
    opening: opened.text,
    turns,
    unplayed: script.length - turns.length,
    outcome: state.outcome,
  };
}
