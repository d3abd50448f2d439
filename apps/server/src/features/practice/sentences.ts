import { endsOnAbbreviation, splitSentences } from '@buyerlab/buyer/text';

// Cuts a streaming reply into sentences so each can be synthesised as soon as it is complete, with
// the one splitter (`@buyerlab/buyer/text`): decimals ("2.5") and short abbreviations ("approx.",
// "e.g.") do not end a sentence.

/** The visible end of a sentence when more may follow: its stop, closing quotes or brackets, a space. */
const ENDED = /[.!?…]["')\]]*\s+$/;

export class SentenceSplitter {
  private buffer = '';

  /** Feeds a chunk; returns the sentences it completed. */
  push(chunk: string): string[] {
    this.buffer += chunk;
    const sentences = splitSentences(this.buffer);
    const last = sentences.at(-1);
    // The last sentence is complete only once its stop and a space arrived; otherwise it waits.
    if (!last || (ENDED.test(this.buffer) && !endsOnAbbreviation(this.buffer))) {
      this.buffer = '';
      return sentences.map((s) => s.text);
    }
    this.buffer = this.buffer.slice(last.start);
    return sentences.slice(0, -1).map((s) => s.text);
  }

  /** Whatever is left when the reply ends. */
  flush(): string[] {
    const rest = this.buffer.trim();
    this.buffer = '';
    return rest ? [rest] : [];
  }
}

/** A first sentence this long is worth cutting at its first comma (a sentence is ~60 ms + ~6 ms a word to synthesise). */
const CLAUSE_CUT_FROM_WORDS = 8;

/**
 * The buyer's first words are heard sooner when the first sentence is spoken as two pieces: its
 * opening clause (up to the first comma, semicolon, colon or dash after at least two words,
 * leaving at least three) is synthesised on its own, the rest next. Shorter sentences stay whole.
 */
export function splitLeadingClause(sentence: string): string[] {
  const words = sentence.trim().split(/\s+/);
  if (words.length < CLAUSE_CUT_FROM_WORDS) return [sentence];
  for (let i = 1; i < words.length - 3; i++) {
    if (/[,;:—–]$/.test(words[i]!)) return [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')];
  }
  return [sentence];
}
