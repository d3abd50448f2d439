import type { ObjectionHandling, RepSentence } from '../context.js';
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

const WEAK_NOTE: Record<Exclude<ObjectionHandling, 'handled'>, string> = {
  partial: 'answering an objection without both acknowledging it and exploring it',
  conceded: 'giving ground on an objection before understanding it',
  dismissed: 'arguing with or dismissing the buyer’s objection',
  ignored: 'moving past an objection without addressing it',
};

/** The sentence of a response that best shows what the rep did with the objection. */
function telling(sentences: readonly RepSentence[], handling: ObjectionHandling): RepSentence | undefined {
  if (handling === 'handled') return sentences.find((s) => s.question || s.proof) ?? sentences[0];
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
    credit += CREDIT[o.handling];
    const sentence = o.response ? telling(o.response.sentences, o.handling) : undefined;
    if (o.handling !== 'handled' && (!worstKind || CREDIT[o.handling] < CREDIT[worstKind.handling])) worstKind = o;
    if (!sentence) continue;
    if (o.handling === 'handled') strengths.push({ sentence, note: 'acknowledging the concern and then exploring it' });
    else weaknesses.push({ sentence, note: WEAK_NOTE[o.handling] });
  }
  const raised = ctx.objections.length;
  const anchors = ctx.repSentences.some((s) => s.valueAnchor);
  const dismissals = ctx.objections.filter((o) => o.handling === 'dismissed').length;
  // With no objection raised there is nothing to judge; a neutral score keeps the overall honest.
  const score = clampScore(
    raised === 0 ? 60 + (anchors ? 10 : 0) : (100 * credit) / raised - 8 * dismissals + (anchors ? 5 : 0) - 3,
  );

  if (raised === 0) {
    for (const s of ctx.repSentences)
      if (s.valueAnchor) strengths.push({ sentence: s, note: 'framing the offer in value, not price' });
  }
  const better =
    worstKind?.response !== undefined && worstKind.response !== null
      ? { messageId: worstKind.response.message.id, phrasing: OBJECTION_RESPONSES[worstKind.kind] }
      : null;

  const handled = ctx.objections.filter((o) => o.handling === 'handled').length;
  return {
    score,
    strengths,
    weaknesses,
    better,
    startAction: 'acknowledging each objection, asking what is behind it, then answering with evidence',
    summary:
      raised === 0
        ? 'The buyer raised no objections, so this skill was barely tested.'
        : `The buyer raised ${plural(raised, 'objection')}; you handled ${handled} fully (acknowledged and explored with a question or evidence).`,
  };
};
