import * as endings from '../replies/bank-endings';
import * as guard from '../replies/bank-guard';
import { openers } from '../replies/context';
import { memoryOf } from '../state/memory';
import { datedTime, sayTime } from './requests';
import { ended, has, plan, type TurnInput, type TurnResult } from './turn';

// Turns every mode treats the same way: leaving the role, insults, goodbyes, and a buyer
// whose patience has run out. Returns null when the turn is ordinary.
export function guardTurn(t: TurnInput): TurnResult | null {
  const { cls, c, state } = t;
  // A second remark with an edge is answered as rudeness (state/effects.ts counted it as one).
  const edgeAgain = cls.understanding.tone === 'edgy' && (state.strikes.curt ?? 0) >= 2;
  if (has(cls, 'rudeness') || edgeAgain) {
    if (state.strikes.rude >= 2 || state.trust < 0.1)
      return { plan: plan([guard.rudenessEndings(c)]), state: ended(state, 'lost') };
    return { plan: plan([guard.rudenessWarnings(c)], openers(c)), state };
  }
  if (has(cls, 'role_break_attempt')) {
    if (state.strikes.roleBreak >= 4)
      return {
        plan: plan([
          [
            `I don't know what game this is, but I'm done with it.`,
            `This is going nowhere. I'm hanging up.`,
            `I have no idea what you're on about. Goodbye.`,
          ],
        ]),
        state: ended(state, state.trust < 0.3 ? 'lost' : 'no_decision'),
      };
    return { plan: plan([guard.roleBreakLines(c), guard.roleBreakFollowUps(c)], openers(c)), state };
  }
  if (has(cls, 'goodbye') && !has(cls, 'close_attempt') && !cls.isQuestion) {
    return { plan: plan([endings.goodbyeLines()]), state: ended(state, 'no_decision') };
  }
  if (state.patience <= 0.02) {
    // Out of time is also the answer to a meeting request: no, and why.
    const out = outOfPatience(t);
    return has(cls, 'close_attempt')
      ? { ...out, meta: { request: out.state.outcome === 'next_step_agreed' ? 'accepted' : 'refused' } }
      : out;
  }
  return null;
}

/** How a conversation ends when the buyer has had enough: warmth decides how. */
export function outOfPatience(t: TurnInput): TurnResult {
  const { c, state, mode } = t;
  if (state.trust < 0.3 || (mode === 'prospecting' && state.interest < 0.35)) {
    return { plan: plan([endings.hangUpLines(c)]), state: ended(state, 'lost') };
  }
  // A time the rep proposed as the buyer runs out of time is answered, not talked past.
  const asked = has(t.cls, 'close_attempt') ? datedTime(t.cls.understanding.entities.times) : undefined;
  const when = asked ? sayTime(asked) : null;
  if (mode === 'prospecting' && state.interest >= 0.55 && state.trust >= 0.45) {
    if (!when) return { plan: plan([endings.softLaterLines(c)]), state: ended(state, 'next_step_agreed') };
    const memory = { ...memoryOf(state), agreedTime: when };
    return { plan: plan([endings.outOfTimeYesLines(when)]), state: ended({ ...state, memory }, 'next_step_agreed') };
  }
  return {
    plan: plan([...(when ? [endings.outOfTimeNoLines(when)] : []), endings.outOfTimeLines(c)]),
    state: ended(state, 'no_decision'),
  };
}
