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
  // A request made with an insult or outside the role still gets its answer ("just sign it, it's a
  // no brainer"): no, said in so many words, besides the reply to how it was said.
  const refusal = has(cls, 'close_attempt') ? [refusalOf(t)] : [];
  const refused = refusal.length > 0 ? { meta: { request: 'refused' as const } } : {};
  // A second remark with an edge is answered as rudeness (state/effects.ts counted it as one).
  const edgeAgain = cls.understanding.tone === 'edgy' && (state.strikes.curt ?? 0) >= 2;
  if (has(cls, 'rudeness') || edgeAgain) {
    if (state.strikes.rude >= 2 || state.trust < 0.1) {
      // The refusal already says no: "No. I'm not doing business…" would say it twice.
      const endings = guard.rudenessEndings(c).map((line) => (refusal.length > 0 ? line.replace(/^No\. /, '') : line));
      return { plan: plan([...refusal, endings]), state: ended(state, 'lost'), ...refused };
    }
    return { plan: plan([guard.rudenessWarnings(c), ...refusal], openers(c)), state, ...refused };
  }
  if (has(cls, 'role_break_attempt')) {
    if (state.strikes.roleBreak >= 4)
      return {
        plan: plan([
          ...refusal,
          [
            `I don't know what game this is, but I'm done with it.`,
            `This is going nowhere. I'm hanging up.`,
            `I have no idea what you're on about. Goodbye.`,
          ],
        ]),
        state: ended(state, state.trust < 0.3 ? 'lost' : 'no_decision'),
        ...refused,
      };
    const followUp = refusal.length > 0 ? refusal : [guard.roleBreakFollowUps(c)];
    return { plan: plan([guard.roleBreakLines(c), ...followUp], openers(c)), state, ...refused };
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

/** No to a meeting or close request, naming the rep's time when they gave one. */
function refusalOf(t: TurnInput): string[] {
  const asked = datedTime(t.cls.understanding.entities.times);
  return guard.requestRefusals(asked ? sayTime(asked) : null);
}

/** How a conversation ends when the buyer has had enough: warmth decides how. */
export function outOfPatience(t: TurnInput): TurnResult {
  const { c, state, mode } = t;
  // A time the rep proposed as the buyer runs out of time is answered, not talked past.
  const asked = has(t.cls, 'close_attempt') ? datedTime(t.cls.understanding.entities.times) : undefined;
  const when = asked ? sayTime(asked) : null;
  if (state.trust < 0.3 || (mode === 'prospecting' && state.interest < 0.35)) {
    const no = has(t.cls, 'close_attempt') ? [endings.hangUpRefusals(when)] : [];
    return { plan: plan([...no, endings.hangUpLines(c)]), state: ended(state, 'lost') };
  }
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
