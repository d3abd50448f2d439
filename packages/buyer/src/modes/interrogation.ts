import type { TurnClassification } from '../classify/types';
import { clamp01, countOf } from '../profile/render';
import type { ReplyCtx } from '../replies/context';
import { ended, plan, type TurnInput, type TurnResult } from './turn';

// A rep who fires bare checklist questions ("Budget?" "Decision maker?" "Timeline?") is running a
// form, not a conversation. A real buyer answers the first few, then says so, and in the end
// stops playing along: interrogation is what the call teaches the rep not to do.

/** Questions in a row after which the buyer says it feels like a survey. */
const PUSHBACK_AFTER = 3;
/** Questions in a row after which the buyer ends the call. */
const END_AFTER = 6;
const MAX_WORDS = 4;

export function isBareQuestion(cls: TurnClassification): boolean {
  const u = cls.understanding;
  return (
    u.isQuestion &&
    u.clauses.length === 1 &&
    u.wordCount <= MAX_WORDS &&
    u.questionTopics.length > 0 &&
    !u.acts.some((a) => a === 'meeting_request' || a === 'close_request' || a === 'clarify')
  );
}

function pushbackLines(c: ReplyCtx): string[] {
  return [
    'Is this a survey? You could ask me about the plant like a person.',
    `You're reading me a checklist. What do you actually want to know about ${c.company}?`,
    'Question, question, question. Do you listen to the answers?',
    c.formal
      ? 'I feel like I am filling in a form. Perhaps tell me why you are asking.'
      : "Feels like I'm filling in a form here. Why do you want to know?",
  ];
}

function endLines(c: ReplyCtx): string[] {
  return [
    `Send me your questionnaire by email. I've got ${countOf(c.p.plant.lines, 'line')} to run.`,
    "I'm going to stop here. This is a form, not a conversation. Goodbye.",
    "Put your list in an email. I'm not doing twenty questions on the phone.",
  ];
}

/** Counts bare questions in a row; says so after a few and ends the call after a few more. */
export function withInterrogation(t: TurnInput, result: TurnResult): TurnResult {
  const bare = isBareQuestion(t.cls);
  const run = bare ? (t.state.strikes.checklist ?? 0) + 1 : 0;
  const state = { ...result.state, strikes: { ...result.state.strikes, checklist: run } };
  if (run < PUSHBACK_AFTER || state.outcome !== 'in_progress') return { ...result, state };
  if (run >= END_AFTER)
    return {
      plan: plan([endLines(t.c)]),
      state: ended({ ...state, patience: clamp01(state.patience - 0.2) }, state.trust < 0.3 ? 'lost' : 'no_decision'),
    };
  const cooled = { ...state, patience: clamp01(state.patience - 0.08), trust: clamp01(state.trust - 0.03) };
  // The answer still comes (short); the remark about the questioning comes first.
  if (run === PUSHBACK_AFTER)
    return { ...result, plan: { ...result.plan, parts: [pushbackLines(t.c), ...result.plan.parts] }, state: cooled };
  return { ...result, state: cooled };
}
