// Typed chat has typos ("tarrifs", "maintenence", "chnageover"). A word the model never saw and
// the dictionary does not know is read as the most common dictionary word one edit away (a
// letter dropped, added, changed or two swapped), the symmetric-delete method: every dictionary
// word is indexed under itself and each of its one-letter deletions, so a lookup is a handful of
// map reads, not a scan. Short words are left alone: "cap" is one edit from too many words.

const MIN_LENGTH = 5;
const ALPHA = /^[a-z]+$/;

function deletionsOf(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Within one edit, counting a swap of two neighbouring letters as one (Damerau). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export type Speller = (text: string) => string;

/**
 * `dictionary`: words in order of frequency, most common first. `known`: words the caller reads
 * as they are (the model's own vocabulary, with the trade's words and the corpus's spellings).
 */
export function spellerOf(dictionary: readonly string[], known: (word: string) => boolean): Speller {
  // Each key keeps only its most common word: the dictionary comes in order of frequency. It is
  // built with the model (a few hundred ms), so the first rep turn with a typo does not pay for it.
  const index = new Map<string, number>();
  dictionary.forEach((word, rank) => {
    if (word.length < MIN_LENGTH - 1 || !ALPHA.test(word)) return;
    if (!index.has(word)) index.set(word, rank);
    for (const d of deletionsOf(word)) if (!index.has(d)) index.set(d, rank);
  });
  const inDictionary = new Set(dictionary);
  const cache = new Map<string, string>();
  const correct = (word: string): string => {
    if (word.length < MIN_LENGTH || !ALPHA.test(word) || inDictionary.has(word) || known(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    let best = Infinity;
    for (const key of [word, ...deletionsOf(word)]) {
      const rank = index.get(key);
      if (rank !== undefined && rank < best && oneEditApart(word, dictionary[rank]!)) best = rank;
    }
    const fixed = best === Infinity ? word : dictionary[best]!;
    if (cache.size < 10_000) cache.set(word, fixed);
    return fixed;
  };
  return (text) => text.toLowerCase().replace(/[a-z]+/g, correct);
}
