import { isInstructionLike, splitSentences } from './sentences';

const MAX_FACTS = 12;
const HAS_FIGURE = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty)\b/i;

/**
 * The facts of a session's document summary the coach checks rep claims against
 * (`analyseSession({ documentFacts })`): its sentences that state a figure, at most 12, never a
 * sentence that addresses a model. Null or blank summary: no facts.
 */
export function documentFactsFromSummary(summary: string | null | undefined): string[] {
  if (!summary) return [];
  const facts: string[] = [];
  for (const sentence of splitSentences(summary)) {
    if (!HAS_FIGURE.test(sentence) || isInstructionLike(sentence) || facts.includes(sentence)) continue;
    facts.push(sentence.replace(/[.!?…]+$/, ''));
    if (facts.length >= MAX_FACTS) break;
  }
  return facts;
}
