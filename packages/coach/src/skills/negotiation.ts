import type { Moment, SkillScorer } from './finding.js';
import { clampScore, plural, saturate } from './finding.js';

const PRICE_TALK =
  /\b(?:price|pricing|discount|quote[ds]?|budget|cost(?:s|ly)?|expensive|cheaper|payment terms?|escalation|surcharges?|capital)\b|\$\s?\d/i;

export const scoreNegotiation: SkillScorer = (ctx) => {
  const strengths: Moment[] = [];
  const weaknesses: Moment[] = [];
  let trades = 0;
  let anchors = 0;
  let probes = 0;
  for (const s of ctx.repSentences) {
    if (s.trade) {
      trades++;
      strengths.push({ sentence: s, note: 'trading a concession for a commitment' });
    } else if (s.concession)
      weaknesses.push({ sentence: s, note: 'giving a concession without getting anything back' });
    if (s.valueAnchor) {
      anchors++;
      if (!s.trade) strengths.push({ sentence: s, note: 'anchoring the price on payback and cost per case' });
    }
    if (s.priceProbe) {
      probes++;
      strengths.push({ sentence: s, note: 'finding out what is behind the price pushback' });
    }
    if (s.pressure) weaknesses.push({ sentence: s, note: 'using deadline pressure instead of value' });
  }
  const concessions = weaknesses.filter((w) => w.note.startsWith('giving')).length;
  const pressure = weaknesses.length - concessions;
  // Tested when money came up: a price concern, the buyer talking price, or the rep trading,
  // anchoring or conceding.
  const buyerTalkedPrice = ctx.input.messages.some((m) => m.role === 'buyer' && PRICE_TALK.test(m.text));
  const priceTalked =
    buyerTalkedPrice ||
    ctx.objections.some((o) => o.kind === 'price' || o.kind === 'competitor') ||
    trades + anchors + probes + concessions > 0;
  const score = priceTalked
    ? clampScore(
        35 +
          25 * saturate(trades, 0.8) +
          20 * saturate(anchors, 1) +
          15 * saturate(probes, 0.8) -
          14 * Math.min(concessions, 3) -
          8 * pressure,
      )
    : 50;

  const worst = weaknesses[0];
  const better = worst
    ? {
        messageId: worst.sentence.messageId,
        phrasing:
          'Before we talk numbers, help me understand — is it the total, or the cash flow this year? If you can commit to the order this month, I can look at splitting the payment across delivery and acceptance.',
      }
    : null;

  return {
    score,
    observed: priceTalked,
    strengths,
    weaknesses,
    better,
    startAction: 'anchoring on payback and asking for something in return for every concession',
    summary: priceTalked
      ? `You anchored on value ${plural(anchors, 'time')}, made ${plural(trades, 'conditional trade')} and ${plural(concessions, 'unconditional concession')}.`
      : 'Price and terms never came up, so negotiation was not tested.',
  };
};
