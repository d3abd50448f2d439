// Sentences are cut from the original text by offset, never rebuilt, so any sentence (or a prefix
// of one) is guaranteed to be a verbatim substring of its message: evidence depends on that.

export type Sentence = { text: string; start: number };

const TERMINATORS = new Set(['.', '!', '?', '\n', '…']);

function pushTrimmed(out: Sentence[], source: string, start: number, end: number): void {
  const raw = source.slice(start, end);
  const leading = raw.length - raw.trimStart().length;
  const text = raw.trim();
  if (/[\p{L}\p{N}]/u.test(text)) out.push({ text, start: start + leading });
}

/** Splits on . ! ? … and newlines, but not inside numbers like "2.5%" or "$1.2M". */
export function splitSentences(source: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source.charAt(i);
    if (!TERMINATORS.has(ch)) continue;
    const next = source.charAt(i + 1);
    if (ch === '.' && /\d/.test(source.charAt(i - 1)) && /\d/.test(next)) continue;
    let end = i + 1;
    while (end < source.length && TERMINATORS.has(source.charAt(end)) && source.charAt(end) !== '\n') end++;
    if (ch !== '\n' && end < source.length && !/\s/.test(source.charAt(end))) continue;
    pushTrimmed(out, source, start, end);
    start = end;
    i = end - 1;
  }
  pushTrimmed(out, source, start, source.length);
  return out;
}

/**
 * Shortens a sentence to at most `maxWords` words at a word boundary. The result is a prefix of
 * the input, so it stays verbatim; quotes should be a moment, not a monologue.
 */
export function clipQuote(sentence: string, maxWords = 28): string {
  const pattern = /\S+/g;
  let count = 0;
  let end = sentence.length;
  for (let m = pattern.exec(sentence); m; m = pattern.exec(sentence)) {
    count++;
    if (count === maxWords) {
      end = m.index + m[0].length;
      break;
    }
  }
  return sentence.slice(0, end).replace(/[\s,;:–—-]+$/u, '');
}
