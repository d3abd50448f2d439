import { judgeResponse, type Objection, type ObjectionHandling, type RepSentence } from '../context.js';
import { OBJECTION_RESPONSES } from '../signals/objections.js';
import type { Moment, SkillScorer } from './finding.js';
import { clampScore, plural } from './finding.js';

const CREDIT: Record<ObjectionHandling, number> = {
  handled: 1,
  partial: 0.5,
  conceded: 0.25,
  dismissed: 0,
  ignored: 0,
};

/**
 * The buyer accepting the answer is the main evidence; how the rep got there still counts. Buying
 * agreement with a giveaway or a brush-off is worth less, and an answer the buyer did not accept
 * earns half of what its form would.
 */
function creditFor(o: Objection): number {
  const judged = judgeResponse(o.response);
  if (!o.accepted) return CREDIT[o.handling] * 0.5;
  if (judged === 'conceded') return 0.5;
  if (judged === 'dismissed') return 0.4;
  return o.response?.barrage || o.response?.stacked ? 0.25 : 1;
}

const WEAK_NOTE: Record<Exclude<ObjectionHandling, 'handled'>, string> = {
  partial: 'answering an objection without both acknowledging it and exploring it',
  conceded: 'giving ground on an objection before understanding it',
  dismissed: 'arguing with or dismissing the buyer’s objection',
  ignored: 'moving past an objection without addressing it',
};

/** The sentence of a response that best shows what the rep did with the objection. */
function telling(sentences: readonly RepSentence[], handling: ObjectionHandling): RepSentence | undefined {
  if (handling === 'handled')
    return (
      sentences.find((s) => s.proof || s.trade || s.valueAnchor || s.valueClaim || s.offer) ??
      sentences.find((s) => !s.question && !s.phatic && s.words >= 6) ??
      sentences.find((s) => s.question) ??
      [...sentences].sort((a, b) => b.words - a.words)[0]
    );
  return (
    sentences.find((s) => s.dismissive || s.pressure || s.concession) ??
    sentences.find((s) => !s.empathy && !s.reflection) ??
    sentences[0]
  );
}

export const scoreObjectionHandling: SkillScorer = (ctx) => {
  const strengths: Moment[] = [];
  const weaknesses: Moment[] = [];
  let credit = 0;
  let worstKind: (typeof ctx.objections)[number] | undefined;
  for (const o of ctx.objections) {
    credit += creditFor(o);
    const sentence = o.response ? telling(o.response.sentences, o.handling) : undefined;
    if (o.handling !== 'handled' && (!worstKind || CREDIT[o.handling] < CREDIT[worstKind.handling])) worstKind = o;
    if (!sentence) continue;
    if (o.handling === 'handled')
      strengths.push({
        sentence,
        note: o.accepted
          ? 'answering the concern in a way the buyer accepted'
          : 'acknowledging the concern and then exploring it',
      });
    else weaknesses.push({ sentence, note: WEAK_NOTE[o.handling] });
  }
  // The buyer's state may know of concerns the transcript search could not place (an LLM buyer
  // paraphrases): those count as answered or not by the state alone.
  const raised = Math.max(ctx.concernsRaised, ctx.objections.length);
  const unplacedResolved = Math.max(0, ctx.concernsResolved - ctx.objections.filter((o) => o.accepted).length);
  // Agreement bought with a checklist or a keyword barrage earns little, wherever it landed.
  const crammed = ctx.repTurns.some((t) => t.stacked || t.barrage);
  credit += unplacedResolved * (crammed ? 0.25 : 1);
  const anchors = ctx.repSentences.some((s) => s.valueAnchor && !s.phatic);
  const dismissals = ctx.objections.filter((o) => o.handling === 'dismissed').length;
  const score = clampScore(raised === 0 ? 50 : (100 * credit) / raised - 8 * dismissals + (anchors ? 5 : 0) - 3);

  if (raised === 0) {
    for (const s of ctx.repSentences)
      if (s.valueAnchor) strengths.push({ sentence: s, note: 'framing the offer in value, not price' });
  }
  const better =
    worstKind?.response !== undefined && worstKind.response !== null
      ? { messageId: worstKind.response.message.id, phrasing: OBJECTION_RESPONSES[worstKind.kind] }
      : null;

  const handled = ctx.input.buyer
    ? ctx.concernsResolved
    : ctx.objections.filter((o) => o.handling === 'handled').length;
  return {
    score,
    // With no concern raised there was nothing to handle: the skill was not tested.
    observed: raised > 0,
    strengths,
    weaknesses,
    better,
    startAction: 'acknowledging each objection, asking what is behind it, then answering with evidence',
    summary:
      raised === 0
        ? 'The buyer raised no objections, so this skill was not tested.'
        : ctx.input.buyer
          ? `The buyer raised ${plural(raised, 'concern')} and accepted your answer to ${handled}.`
          : `The buyer raised ${plural(raised, 'objection')}; you handled ${handled} fully (acknowledged and explored with a question or evidence).`,
  };
};
