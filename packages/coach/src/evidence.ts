import type { SkillFinding, Moment } from './skills/finding.js';
import { clipQuote } from './text/sentences.js';
import type { Evidence, SkillEvidence, TranscriptMessage } from './types.js';

const MAX_STRENGTHS = 3;
const MAX_WEAKNESSES = 2;

/**
 * True when `e.quote` appears verbatim in the rep message `e.message_id`. This is the gate for
 * LLM-written quotes: buyer lines, paraphrases, re-punctuated or re-cased text, and trivially
 * short fragments are all rejected, so nothing the rep did not say can be shown as their words.
 */
export function verifyQuote(messages: readonly TranscriptMessage[], e: Evidence): boolean {
  if (typeof e.quote !== 'string' || typeof e.message_id !== 'string') return false;
  if (e.quote.trim().length < 3) return false;
  const message = messages.find((m) => m.id === e.message_id);
  return message !== undefined && message.role === 'rep' && message.text.includes(e.quote);
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function toEvidence(moment: Moment, kind: SkillEvidence['kind']): SkillEvidence {
  return {
    message_id: moment.sentence.messageId,
    quote: clipQuote(moment.sentence.text),
    kind,
    note: capitalise(moment.note),
  };
}

/**
 * The quotes shown under a skill: its best moments first, then the ones to fix. One quote per
 * sentence, and each re-checked against the transcript so a slicing bug can never surface.
 */
export function evidenceFor(finding: SkillFinding, messages: readonly TranscriptMessage[]): SkillEvidence[] {
  const picked = [
    ...finding.strengths.slice(0, MAX_STRENGTHS).map((m) => toEvidence(m, 'strength')),
    ...finding.weaknesses.slice(0, MAX_WEAKNESSES).map((m) => toEvidence(m, 'weakness')),
  ];
  const seen = new Set<string>();
  return picked.filter((e) => {
    const key = `${e.message_id}\u0000${e.quote}`;
    if (seen.has(key) || !verifyQuote(messages, e)) return false;
    seen.add(key);
    return true;
  });
}
