// Cuts a streaming reply into sentences so each can be synthesised as soon as it is complete.
// A sentence ends at . ! or ? followed by whitespace; decimals ("2.5") and short abbreviations
// ("approx.", "e.g.") do not end one.
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|approx|vs|mr|mrs|ms|dr|no|inc|ltd|co|st)\.)$/i;

export class SentenceSplitter {
  private buffer = '';

  /** Feeds a chunk; returns the sentences it completed. */
  push(chunk: string): string[] {
    this.buffer += chunk;
    const out: string[] = [];
    for (;;) {
      const match = /[.!?…]+["')\]]*\s+/.exec(this.buffer);
      if (!match) break;
      const end = match.index + match[0].length;
      const candidate = this.buffer.slice(0, end).trim();
      if (ABBREVIATIONS.test(candidate) && end < this.buffer.length) {
        // Not a boundary: look for the next one after this point.
        const rest = this.buffer.slice(end);
        const next = /[.!?…]+["')\]]*\s+/.exec(rest);
        if (!next) break;
        const cut = end + next.index + next[0].length;
        out.push(this.buffer.slice(0, cut).trim());
        this.buffer = this.buffer.slice(cut);
        continue;
      }
      out.push(candidate);
      this.buffer = this.buffer.slice(end);
    }
    return out.filter((s) => s.length > 0);
  }

  /** Whatever is left when the reply ends. */
  flush(): string[] {
    const rest = this.buffer.trim();
    this.buffer = '';
    return rest ? [rest] : [];
  }
}

export function splitSentences(text: string): string[] {
  const splitter = new SentenceSplitter();
  return [...splitter.push(`${text} `), ...splitter.flush()];
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
