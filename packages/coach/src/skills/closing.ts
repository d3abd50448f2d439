import type { Outcome } from '../types.js';
import type { Moment, SkillScorer } from './finding.js';
import { clampScore, plural, saturate } from './finding.js';

// The outcome is what the buyer actually agreed to, so it moves the score, but asking well still
// counts when a tough buyer says no.
const OUTCOME_POINTS: Record<Outcome, number> = {
  meeting_agreed: 15,
  next_step_agreed: 12,
  in_progress: 0,
  no_decision: -5,
  lost: -10,
};

export const scoreClosing: SkillScorer = (ctx, metrics) => {
  const { mode } = ctx.input;
  const strengths: Moment[] = [];
  const weaknesses: Moment[] = [];
  let asks = 0;
  let specific = 0;
  const lateStart = Math.floor(ctx.repTurns.length * 0.6);
  let recap = false;
  let tied = false;
  ctx.repTurns.forEach((turn, i) => {
    // An ask tied to what the buyer said ("to see if that fits your line", a recap, a reference
    // plant) earns more than a bare "can we meet Tuesday?".
    const reasons = turn.sentences.some(
      (s) => s.reflection || s.proof || s.valueClaim || [...s.topics].some((t) => turn.buyerTopics.has(t)),
    );
    for (const s of turn.sentences) {
      // An ask can sit inside a longer sentence: "…so can we get the PO signed by Friday?".
      const ask =
        !s.phatic &&
        !s.timeRespect &&
        !s.permission &&
        // "Who signs the PO?" qualifies the deal; it does not ask for it.
        !s.qualification.includes('authority') &&
        (s.nextStep || s.closeAsk) &&
        (s.question || /\b(?:let's|i'd like to|i would like to|shall we)\b/i.test(s.text));
      if (ask && turn.barrage) asks++;
      else if (ask) {
        asks++;
        if (reasons) tied = true;
        if (s.specificTime) specific++;
        strengths.push({
          sentence: s,
          note: s.specificTime ? 'asking for a specific next step with a date' : 'asking for a next step',
        });
      }
      // "I'll call you Wednesday" fixes the next step as firmly as asking for it.
      const committed = !ask && !s.vague && s.nextStep && s.specificTime && /\bi(?:'ll|’ll| will)\b/i.test(s.text);
      if (committed) {
        specific++;
        strengths.push({ sentence: s, note: 'committing to a dated next step' });
      }
      if (s.vague) weaknesses.push({ sentence: s, note: 'ending on a vague promise to follow up' });
      if (i >= lateStart && s.reflection) {
        recap = true;
        strengths.push({ sentence: s, note: 'summarising what you heard before asking' });
      }
    }
  });
  const score = clampScore(
    15 +
      (tied ? 25 : 12) * Math.min(1, specific) +
      (tied ? 25 : 15) * saturate(asks, 1) +
      (tied ? 10 : 0) +
      (recap ? 10 : 0) -
      8 * Math.min(weaknesses.length, 2) +
      OUTCOME_POINTS[metrics.outcome],
  );

  const last = ctx.repTurns.at(-1);
  // Once the buyer committed, the rep's closing words are a sign-off, not a missed close.
  const won = metrics.outcome === 'meeting_agreed' || metrics.outcome === 'next_step_agreed';
  const lastAsk = [...ctx.repTurns]
    .reverse()
    .find((t) => t.sentences.some((s) => !s.phatic && (s.nextStep || s.closeAsk)));
  const anchor = weaknesses[0]?.sentence ?? (specific === 0 && !won ? (lastAsk ?? last)?.sentences.at(-1) : undefined);
  if (anchor && !weaknesses.some((w) => w.sentence === anchor))
    weaknesses.push({
      sentence: anchor,
      note:
        (anchor.closeAsk || anchor.nextStep) && ctx.repTurns.some((t) => t.barrage && t.sentences.includes(anchor))
          ? 'burying the ask for a next step in a string of sales phrases'
          : anchor.closeAsk || anchor.nextStep
            ? 'asking for a decision without a date or a recap of what was agreed'
            : 'ending the call without asking for a concrete next step',
    });
  const topic = last?.topicInPlay?.word.toLowerCase() ?? null;
  const phrasing =
    mode === 'closing'
      ? `If we have ${topic ? `the ${topic} concern` : 'your open points'} covered the way we discussed, is there anything stopping you from raising the PO this week so we can hold the build slot?`
      : mode === 'prospecting'
        ? `Based on what you said${topic ? ` about ${topic}` : ''}, would 30 minutes with you and your maintenance lead be worth it next week — does Tuesday or Thursday morning work better?`
        : `To make sure we come back with the right proposal${topic ? ` for ${topic}` : ''}, could we walk the line together next week — is Wednesday morning possible?`;

  return {
    score,
    strengths,
    weaknesses,
    better: anchor ? { messageId: anchor.messageId, phrasing } : null,
    startAction:
      specific > 0 && !tied
        ? 'giving the buyer a reason to say yes: tie the next step to the problem they named'
        : specific > 0 && !recap && mode !== 'prospecting'
          ? 'recapping what the buyer agreed before you ask for the commitment'
          : mode === 'closing'
            ? 'asking for a dated commitment once the concerns are resolved'
            : specific > 0
              ? 'confirming who else should join the meeting you asked for, so it holds'
              : 'asking for a specific meeting with a day and a time',
    summary: `You asked for a next step ${plural(asks, 'time')}${specific > 0 ? ', with a specific time' : ', never with a specific time'}; outcome: ${metrics.outcome.replace(/_/g, ' ')}.`,
  };
};
