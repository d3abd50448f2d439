/**
 * What the rep's words say about turn-taking, read from the recogniser's text: whether a pause
 * comes mid-sentence, and whether what they said over the buyer was only a backchannel.
 */

/** Last words after which a sentence is not over: conjunctions, prepositions, articles, fillers. */
const UNFINISHED_ENDINGS = new Set([
  ...['and', 'but', 'or', 'nor', 'so', 'because', 'cause', 'if', 'when', 'while', 'although', 'though'],
  ...['unless', 'until', 'whether', 'than', 'plus', 'also', 'then'],
  ...['of', 'to', 'for', 'with', 'in', 'on', 'at', 'from', 'by', 'about', 'into', 'onto', 'over', 'under'],
  ...['between', 'through', 'without', 'across', 'after', 'before', 'during', 'against', 'towards', 'per'],
  ...['the', 'a', 'an', 'our', 'your', 'my', 'their', 'its', 'every', 'each'],
  ...['um', 'uh', 'er', 'erm', 'ah', 'like'],
]);

/** Whole utterances that only say "go on, I'm listening". */
const BACKCHANNELS = [
  ...['okay', 'ok', 'right', 'yeah', 'yes', 'yep', 'yup', 'sure', 'true', 'exactly', 'fine', 'good', 'great'],
  ...['cool', 'wow', 'oh', 'ah', 'uh', 'um', 'hm', 'hmm', 'mm', 'mhm', 'mm-hm', 'mm hm', 'uh-huh', 'uh huh'],
  ...['i see', 'got it', 'all right', 'alright', 'of course', 'makes sense', 'that makes sense', 'fair enough'],
  ...['interesting', 'sure sure', 'i hear you', 'understood'],
]
  .map((phrase) => phrase.split(' '))
  .sort((a, b) => b.length - a.length);

/** The longest backchannel: anything longer is the rep taking the floor. */
const MAX_BACKCHANNEL_WORDS = 4;

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z'-]+/)
    .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
    .filter(Boolean);
}

/** The text so far stops where a sentence cannot end ("we run three shifts and"). */
export function looksUnfinished(text: string): boolean {
  const last = words(text).at(-1);
  return last !== undefined && UNFINISHED_ENDINGS.has(last);
}

/** Nothing but backchannels ("mm-hm", "right, I see", "okay yeah"): listening, not taking the turn. */
export function isBackchannel(text: string): boolean {
  const heard = words(text);
  if (heard.length === 0 || heard.length > MAX_BACKCHANNEL_WORDS) return false;
  let at = 0;
  while (at < heard.length) {
    const phrase = BACKCHANNELS.find((p) => p.every((w, i) => heard[at + i] === w));
    if (!phrase) return false;
    at += phrase.length;
  }
  return true;
}
