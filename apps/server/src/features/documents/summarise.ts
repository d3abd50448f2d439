import { isInstructionLike, isTableRow, splitSentences } from './sentences';

export const SUMMARY_LIMITS = { maxSentences: 10, maxChars: 1_500 } as const;

// What a buyer reacts to in a proposal: money (in any currency), durations and rates, commercial
// terms, products, and the rows of its price table.
const MONEY =
  /(?:US\$|CA\$|C\$|MX\$|\$|€|£)\s?\d|\b(?:USD|CAD|MXN|EUR|GBP)\s?\d|\b\d[\d,.]*\s?(?:usd|cad|mxn|eur|gbp|dollars?|pesos|euros?|k|million)\b|\b(price[ds]?|pricing|quoted?|cost|investment|fee|total)\b/i;
const FIGURE =
  /\b\d[\d,.]*\s?(?:%|percent|weeks?|days?|months?|years?|hours?|minutes?|units?|bottles?|cases?|trays?|pieces?|kg|lbs?|tons?|ppm|bpm|cpm)\b|\bper (?:minute|hour|day|shift)\b|\b(?:one|two|three|four|five|six|twelve|eighteen)[- ](?:weeks?|months?|years?)\b/i;
const TERMS =
  /\b(lead[- ]time|deliver(?:y|ed)?|ship(?:ping|s)?|warrant(?:y|ies)|guarantee[ds]?|payment|terms|deposit|net \d+|invoice|installation|installed|commissioning|training|support|service level|sla|uptime|roi|payback|discount|throughput|capacity|spare parts|valid until|expires?)\b/i;
const PRODUCT = /\b[A-Z][A-Za-z]+(?:[- ][A-Z]?[A-Za-z]*)?[- ]?\d{2,}[A-Za-z]?\b|\b[A-Z]{2,}[- ]?\d{2,}\b/;

function score(sentence: string): number {
  // A price table's row ("Tray sealer TS-400 ........ 1 ........ 142,000") is what the proposal sells.
  let s = isTableRow(sentence) ? 2 : 0;
  if (MONEY.test(sentence)) s += 3;
  if (FIGURE.test(sentence)) s += 2;
  if (TERMS.test(sentence)) s += 2;
  if (PRODUCT.test(sentence)) s += 1;
  if (/\d/.test(sentence)) s += 1;
  return s;
}

/**
 * The offline summary: the document's own sentences that carry facts a buyer reacts to (product
 * names, figures, prices, lead times, guarantees, payment terms), highest-scoring first when there
 * are too many, then put back in document order. Sentences that address a model are dropped.
 */
export function extractiveSummary(text: string): string {
  const seen = new Set<string>();
  const sentences = splitSentences(text).filter((s) => {
    const key = s.toLowerCase();
    if (seen.has(key) || isInstructionLike(s)) return false;
    seen.add(key);
    return true;
  });
  const scored = sentences.map((sentence, index) => ({ sentence, index, score: score(sentence) }));
  let chosen = scored.filter((s) => s.score >= 3);
  // A document with no figures at all still gets a short summary: its opening sentences.
  if (chosen.length === 0) chosen = scored.slice(0, 3);
  const picked: typeof chosen = [];
  let chars = 0;
  for (const s of [...chosen].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (picked.length >= SUMMARY_LIMITS.maxSentences) break;
    if (chars + s.sentence.length > SUMMARY_LIMITS.maxChars) continue;
    picked.push(s);
    chars += s.sentence.length + 1;
  }
  return picked
    .sort((a, b) => a.index - b.index)
    .map((s) => (/[.!?…]$/.test(s.sentence) ? s.sentence : `${s.sentence}.`))
    .join(' ');
}
