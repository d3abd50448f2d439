import { contentWords } from '../text/words.js';

// A playback ("you said the plant runs three shifts") is only a playback if the buyer said it.
// The words after the cue are checked against everything the buyer had said so far.

const CUE =
  /\b(?:you (?:mentioned|said|told me|described|brought up)(?: that)?|it sounds like|what i'?m hearing is|if i (?:heard|understood) (?:you|that) (?:right|correctly),?|so to (?:recap|summari[sz]e),?|to (?:recap|summari[sz]e),?|let me make sure i have it right,?)/i;

const stem = (w: string): string => w.replace(/(?:ing|ed|es|s)$/u, '');

export type Playback = 'supported' | 'unclear' | 'invented';

export function checkPlayback(sentence: string, buyerSaid: readonly string[]): Playback {
  const cue = CUE.exec(sentence);
  if (!cue) return 'supported';
  const claimed = contentWords(sentence.slice(cue.index + cue[0].length)).map(stem);
  // "It sounds like that hurts" plays back a feeling, not a fact: nothing to check.
  if (claimed.length < 2) return buyerSaid.length > 0 ? 'supported' : 'invented';
  const heard = new Set(buyerSaid.flatMap((t) => contentWords(t)).map(stem));
  const share = claimed.filter((w) => heard.has(w)).length / claimed.length;
  if (share >= 0.34) return 'supported';
  return share === 0 && claimed.length >= 3 ? 'invented' : 'unclear';
}
