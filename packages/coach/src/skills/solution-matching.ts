import type { RepSentence, RepTurn, SessionContext } from '../context.js';
import { findContradictions } from '../contradictions.js';
import { isPitch } from '../signals/classify.js';
import { topicsIn } from '../text/topics.js';
import { snippet } from '../text/words.js';
import type { Moment, SkillScorer } from './finding.js';
import { clampScore, plural, saturate } from './finding.js';

/**
 * A pitch sentence that speaks to something the buyer raised, in terms of their plant; or one
 * that answers an objection on its own topic ("support worries me" — "one of our technicians
 * stays on site for two weeks"), which is linked even without a "you". Answering a problem the
 * buyer merely described with the product is not: that is a pitch before understanding it.
 */
const isLinked = (ctx: SessionContext, turn: RepTurn, s: RepSentence): boolean => {
  if (!isPitch(s) || s.selfCentric || s.pressure || s.dismissive) return false;
  // The answer the buyer accepted to a concern they raised is matched to a need by definition.
  if (s.featureTerms < 2 && ctx.objections.some((o) => o.accepted && o.response === turn)) return true;
  if ((s.aboutBuyer || s.valueAnchor) && (s.reflection || [...s.topics].some((t) => turn.buyerTopics.has(t))))
    return true;
  return (
    s.featureTerms < 2 &&
    ctx.objections.some((o) => o.response === turn && [...s.topics].some((t) => topicsIn(o.buyer.text).has(t)))
  );
};

export const scoreSolutionMatching: SkillScorer = (ctx) => {
  const strengths: Moment[] = [];
  const weaknesses: Moment[] = [];
  for (const turn of ctx.repTurns) {
    for (const s of turn.sentences) {
      if (isLinked(ctx, turn, s))
        strengths.push({
          sentence: s,
          note: s.proof
            ? 'backing the fit with evidence the buyer can check'
            : 'tying the offer to a problem the buyer named',
        });
      else if (isPitch(s) && s.proof && s.aboutBuyer && s.featureTerms < 2 && !s.selfCentric)
        strengths.push({ sentence: s, note: 'backing the offer with evidence: a reference, a test or a guarantee' });
      else if (isPitch(s) && (s.featureTerms >= 2 || s.selfCentric || !s.aboutBuyer))
        weaknesses.push({
          sentence: s,
          note:
            s.featureTerms >= 2
              ? 'listing features the buyer did not ask about'
              : 'pitching without connecting it to their line',
        });
    }
  }
  // Misstating the proposal's own figures is the worst mismatch: the buyer stops trusting the fit.
  const contradictions = findContradictions(ctx);
  for (const c of contradictions) {
    const sentence = ctx.repSentences.find((s) => s.messageId === c.message_id && s.text === c.quote);
    if (sentence) weaknesses.unshift({ sentence, note: 'stating figures that contradict your own proposal' });
  }
  const proof = ctx.repSentences.some((s) => s.proof);
  const pitches = weaknesses.length - contradictions.length;
  // In discovery one well-placed link is all a rep should offer; elsewhere the pitch carries more.
  const pace = ctx.input.mode === 'discovering' ? 0.6 : 1;
  const score = clampScore(
    30 +
      55 * saturate(strengths.length, pace) +
      (proof ? 8 : 0) -
      9 * Math.min(pitches, 4) -
      15 * Math.min(contradictions.length, 2),
  );

  const worst = weaknesses[0];
  const turn = worst ? ctx.repTurns.find((t) => t.message.id === worst.sentence.messageId) : undefined;
  const better =
    worst && turn
      ? {
          messageId: worst.sentence.messageId,
          phrasing: worst.note.startsWith('stating')
            ? `Let me give you the figure straight from the proposal: ${contradictions[0]?.fact ?? 'as quoted'}. What else would you want confirmed in writing?`
            : (turn.topicInPlay?.link ??
              (turn.previousBuyer
                ? `You said “${snippet(turn.previousBuyer.text, 10)}” — which part of that would you most want a new machine to fix, so I only show you what matters?`
                : 'Which problem on that line would you most want a new machine to fix, so I only show you what matters?')),
        }
      : null;

  return {
    score,
    // A rep who never presented the offer has not shown how they match it to a need.
    observed: strengths.length + weaknesses.length > 0 || ctx.repSentences.some((s) => isPitch(s)),
    strengths,
    weaknesses,
    better,
    startAction: 'connecting each capability to a problem the buyer described, in their words',
    summary: `${
      strengths.length + pitches === 0
        ? 'You did not present the offer against anything the buyer described'
        : `You linked the offer to the buyer's own problems ${plural(strengths.length, 'time')} and pitched without that link ${plural(pitches, 'time')}`
    }${contradictions.length > 0 ? `; ${plural(contradictions.length, 'statement')} contradicted the proposal` : ''}.`,
  };
};
