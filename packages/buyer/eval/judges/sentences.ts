// Sentence reuse: the buyer's replies split into sentences, normalised (lower case, no
// punctuation); a sentence of five or more words said earlier in the same call counts as reused.
// The judge keeps its own plain split on purpose: it checks the buyer's repeat avoidance, which
// uses the product's splitter (`src/text/sentences.ts`), so it must not share that splitter's
// blind spots.

const MIN_WORDS = 5;

export function normaliseSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The normalised sentences of five words or more in one reply. */
export function longSentences(reply: string): string[] {
  return reply
    .split(/(?<=[.!?…])\s+|\n+/)
    .map(normaliseSentence)
    .filter((s) => s.split(' ').length >= MIN_WORDS);
}

export type ReuseResult = {
  /** Per reply: the earlier sentences it says again (empty when none). */
  reused: string[][];
  /** The most times any one long sentence is said in the call, opening line included. */
  maxCount: number;
  maxSentence: string | null;
};

/** `opening` is the buyer's first line: reusing it counts, but it is not a reply itself. */
export function sentenceReuse(opening: string, replies: readonly string[]): ReuseResult {
  const counts = new Map<string, number>();
  const said = (s: string): void => void counts.set(s, (counts.get(s) ?? 0) + 1);
  longSentences(opening).forEach(said);
  const reused = replies.map((reply) => {
    const sentences = longSentences(reply);
    const again = sentences.filter((s) => counts.has(s));
    sentences.forEach(said);
    return again;
  });
  let maxCount = 0;
  let maxSentence: string | null = null;
  for (const [sentence, n] of counts)
    if (n > maxCount) {
      maxCount = n;
      maxSentence = sentence;
    }
  return { reused, maxCount, maxSentence };
}
