import { isRepWording } from './evidence.js';
import { splitSentences } from './text/sentences.js';
import { words } from './text/words.js';
import type { TranscriptMessage } from './types.js';

type QuotedSpan = { start: number; end: number; quote: string };

/** Double quotes, straight or curly, around anything on one line. */
const DOUBLE_QUOTED = /["“]([^"“”\n]+)["”]/g;
/**
 * Single quotes around a phrase: the opening quote starts a word and the closing one ends a word,
 * so the apostrophes of "don't" and "the buyer's" are never taken for quotation marks.
 */
const SINGLE_QUOTED = /(?<![\p{L}\p{N}])['‘](?=\S)([^\n]+?)(?<=\S)['’](?![\p{L}\p{N}])/gu;
/** Fewer single-quoted words are more often a term ('value selling') than a quotation. */
const MIN_SINGLE_QUOTED_WORDS = 3;

/** Every quoted span in the text that holds at least one word, nested ones included. */
function quotedSpans(text: string): QuotedSpan[] {
  const found: QuotedSpan[] = [];
  for (const m of text.matchAll(DOUBLE_QUOTED))
    found.push({ start: m.index, end: m.index + m[0].length, quote: m[1] ?? '' });
  for (const m of text.matchAll(SINGLE_QUOTED)) {
    const quote = m[1] ?? '';
    if (words(quote).length >= MIN_SINGLE_QUOTED_WORDS)
      found.push({ start: m.index, end: m.index + m[0].length, quote });
  }
  return found.filter((span) => words(span.quote).length > 0);
}

/**
 * The text with each quoted span blanked out, offsets kept, so sentence ends inside a quote do
 * not cut the sentence around it; a quote that ends a sentence ("…cost you?" Then…) still does.
 */
function maskQuotes(text: string, spans: readonly QuotedSpan[]): string {
  const units = text.split('');
  for (const span of spans) units.fill('x', span.start, span.end);
  for (const span of spans) {
    const enclosed = spans.some((o) => o !== span && o.start < span.end && span.end < o.end);
    const endsSentence =
      /[.!?…]$/.test(span.quote.trimEnd()) && /^(?:\s+[\p{Lu}\p{N}"“'‘]|\s*$)/u.test(text.slice(span.end));
    if (endsSentence && !enclosed) units[span.end - 1] = '.';
  }
  return units.join('');
}

/** One pass: the sentences whose quoted spans are all the rep's wording, as written. */
function keepVerifiedSentences(text: string, messages: readonly TranscriptMessage[]): string {
  const spans = quotedSpans(text);
  if (spans.length === 0) return text.trim();
  const sentences = splitSentences(maskQuotes(text, spans));
  let kept = '';
  sentences.forEach((sentence, i) => {
    const end = sentence.start + sentence.text.length;
    const quotes = spans.filter((s) => s.start >= sentence.start && s.start < end);
    if (quotes.every((s) => isRepWording(messages, s.quote)))
      kept += text.slice(sentence.start, sentences[i + 1]?.start ?? text.length);
  });
  return kept.trim();
}

/**
 * Coaching prose with every sentence removed that quotes words the rep never said: anything in
 * double quotes, or three or more words in single quotes, must be the rep's own wording (see
 * `isRepWording`). Kept sentences are returned as written; '' when nothing is left.
 */
export function withoutFabricatedQuotes(text: string, messages: readonly TranscriptMessage[]): string {
  // Dropping a sentence can pair up stray quotation marks anew, so check again until stable;
  // each pass only removes text, so this ends.
  let current = text.trim();
  for (let next = keepVerifiedSentences(current, messages); next !== current;) {
    current = next;
    next = keepVerifiedSentences(current, messages);
  }
  return current;
}
