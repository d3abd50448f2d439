import { splitSentences as sentencesWithOffsets, type Sentence } from '@buyerlab/buyer/text';

export type { Sentence };

/**
 * A message's sentences, cut by offset from its text by the one splitter, so any sentence (or a
 * prefix of one) is a verbatim substring of its message: evidence depends on that. A piece with
 * no letter or digit ("…", "?!") is no sentence.
 */
export const splitSentences = (source: string): Sentence[] =>
  sentencesWithOffsets(source).filter((s) => /[\p{L}\p{N}]/u.test(s.text));

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
