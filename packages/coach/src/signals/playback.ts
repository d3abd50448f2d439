import { contentWords } from '../text/words.js';

// A playback ("you said the plant runs three shifts") is only a playback if the buyer said it.
// The words after the cue are checked against everything the buyer had said so far.

const CUE =
  /\b(?:you (?:mentioned|said|told me|described|brought up)(?: that)?|it sounds like|what i'?m hearing is|if i (?:heard|understood) (?:you|that) (?:right|correctly),?|so to (?:recap|summari[sz]e),?|to (?:recap|summari[sz]e),?|let me make sure i have it right,?)/i;

const RECAP = /recap|summari[sz]e|make sure i have it right/i;
const stem = (w: string): string => w.replace(/(?:ing|ed|es|s)$/u, '');

export type Playback = 'supported' | 'unclear' | 'invented';

/**
 * `buyerSaid` is what the buyer said before the sentence; `allSaid` adds the rep's own words, since
 * a recap ("to summarise: …") sums up what both sides agreed, not only the buyer's words.
 */
export function checkPlayback(
  sentence: string,
  buyerSaid: readonly string[],
  allSaid: readonly string[] = buyerSaid,
): Playback {
  const cue = CUE.exec(sentence);
  if (!cue) return 'supported';
  const source = RECAP.test(cue[0]) ? allSaid : buyerSaid;
  const claimed = contentWords(sentence.slice(cue.index + cue[0].length)).map(stem);
  // "It sounds like that hurts" plays back a feeling, not a fact: nothing to check.
  if (claimed.length < 2) return source.length > 0 ? 'supported' : 'invented';
  const heard = new Set(source.flatMap((t) => contentWords(t)).map(stem));
  const share = claimed.filter((w) => heard.has(w)).length / claimed.length;
  if (share >= 0.34) return 'supported';
  return share === 0 && claimed.length >= 3 ? 'invented' : 'unclear';
}
