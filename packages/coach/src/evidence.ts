import type { SkillFinding, Moment } from './skills/finding.js';
import { clipQuote } from './text/sentences.js';
import { words } from './text/words.js';
import type { Evidence, SkillEvidence, TranscriptMessage } from './types.js';

const MAX_STRENGTHS = 3;
const MAX_WEAKNESSES = 2;
const MIN_QUOTE_CHARS = 3;

type Normalise = (text: string) => string;
const asWritten: Normalise = (text) => text;
/** The words alone, in order: case, punctuation, apostrophe style and spacing set aside. */
const wordsOnly: Normalise = (text) => ` ${words(text.replace(/[’‘]/g, "'")).join(' ')} `;

/** The one verbatim check: the rep said `quote` in `message`, compared after `normalise`. */
function repSaid(message: TranscriptMessage | undefined, quote: string, normalise: Normalise): boolean {
  const needle = normalise(quote);
  if (message?.role !== 'rep' || needle.trim().length < MIN_QUOTE_CHARS) return false;
  return normalise(message.text).includes(needle);
}

/**
 * True when `e.quote` appears verbatim in the rep message `e.message_id`. This is the gate for
 * LLM-written quotes: buyer lines, paraphrases, re-punctuated or re-cased text, and trivially
 * short fragments are all rejected, so nothing the rep did not say can be shown as their words.
 */
export function verifyQuote(messages: readonly TranscriptMessage[], e: Evidence): boolean {
  if (typeof e.quote !== 'string' || typeof e.message_id !== 'string') return false;
  return repSaid(
    messages.find((m) => m.id === e.message_id),
    e.quote,
    asWritten,
  );
}

/**
 * True when `quote` is, word for word, part of one of the rep's messages; case, punctuation and
 * spacing may differ. For words quoted inside prose (the LLM's narrative), which is read, not
 * highlighted in the transcript: evidence that is highlighted must pass `verifyQuote`.
 */
export function isRepWording(messages: readonly TranscriptMessage[], quote: string): boolean {
  return messages.some((m) => repSaid(m, quote, wordsOnly));
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
    // A pleasantry is no evidence of a skill, and nothing said rudely is shown as done well.
    ...finding.strengths
      .filter((m) => !m.sentence.phatic && !m.sentence.rude)
      .slice(0, MAX_STRENGTHS)
      .map((m) => toEvidence(m, 'strength')),
    ...finding.weaknesses
      .filter((m) => !m.sentence.phatic)
      .slice(0, MAX_WEAKNESSES)
      .map((m) => toEvidence(m, 'weakness')),
  ];
  const seen = new Set<string>();
  return picked.filter((e) => {
    const key = `${e.message_id}\u0000${e.quote}`;
    if (seen.has(key) || !verifyQuote(messages, e)) return false;
    seen.add(key);
    return true;
  });
}
