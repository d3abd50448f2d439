// The declarations travel with this file, so every program that compiles the buyer (the server's
// too) sees them; an import cannot bring in an ambient module declaration.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./nlpjs.d.ts" />
import { StemmerEn, TokenizerEn } from '@nlpjs/lang-en-min';
import * as cues from '../classify/lexicon-acts';
import { TOPIC_PATTERNS } from '../classify/lexicon-topics';

// What the classifiers see of a clause: word stems, stem pairs, how the clause starts, a few
// shapes a word list cannot carry (a question mark, a figure, an amount, a day or time), and
// which of our domain word lists it touches. A word list is only a feature: the model learns how
// far to trust it ("how much does downtime cost you" hits the price list and is still roi).

const ACT_CUES: ReadonlyArray<readonly [string, { test: (s: string) => boolean }]> = [
  ['greeting', cues.GREETING],
  ['introduction', cues.INTRODUCTION],
  ['permission', cues.PERMISSION],
  ['clarify', cues.CLARIFYING],
  ['value', cues.VALUE],
  ['value_number', cues.VALUE_NUMBER],
  ['social_proof', cues.SOCIAL_PROOF],
  ['discount', cues.DISCOUNT],
  ['empathy', cues.EMPATHY],
  ['summary', cues.SUMMARY],
  ['offer', cues.HANDLING],
  ['goodbye', cues.GOODBYE],
  ['rudeness', cues.RUDENESS],
  ['role_break', cues.ROLE_BREAK],
  ['off_topic', cues.OFF_TOPIC],
  ['price', cues.PRICE],
  ['open', cues.OPEN_START],
  ['asks', cues.QUESTION_START],
];

const tokenizer = new TokenizerEn();
const stemmer = new StemmerEn();

/** Hesitations a speech recogniser writes out; they carry no meaning for the classifiers. */
const HESITATIONS = new Set(['um', 'umm', 'uh', 'uhh', 'uhm', 'er', 'erm', 'hmm', 'mm', 'ah']);

export const DAY_OR_TIME =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|this week|morning|afternoon|\d{1,2}(:\d\d)? ?(am|pm|a\.m\.|p\.m\.)|at \d{1,2}(:\d\d)?\b|o'?clock|noon)/;
const AMOUNT = /(\$|usd|cad|mxn|eur|€|£)\s?\d|\b\d{1,3}(,\d{3})+\b|\b\d+(\.\d+)? ?(k|grand|thousand|million|m)\b/;

export function words(text: string): string[] {
  return tokenizer.tokenize(text.toLowerCase(), true).filter((w) => w !== '' && !HESITATIONS.has(w));
}

const stemCache = new Map<string, string>();
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /^\d/.test(word) ? '<n>' : stemmer.stem(word);
    if (stemCache.size < 50_000) stemCache.set(word, s);
  }
  return s;
}

export function featureList(text: string): string[] {
  return Object.keys(featuresOf(text));
}

export function featuresOf(text: string): Record<string, number> {
  const lower = text.toLowerCase();
  const stems = words(lower).map(stem);
  const f: Record<string, number> = {};
  for (const s of stems) f[`w:${s}`] = 1;
  for (let i = 0; i + 1 < stems.length; i++) f[`b:${stems[i]}_${stems[i + 1]}`] = 1;
  if (stems[0]) f[`^${stems[0]}`] = 1;
  if (stems[1]) f[`^${stems[0]}_${stems[1]}`] = 1;
  if (/\?\s*$/.test(lower)) f['#ask'] = 1;
  if (AMOUNT.test(lower)) f['#amount'] = 1;
  else if (/\d/.test(lower)) f['#figure'] = 1;
  if (DAY_OR_TIME.test(lower)) f['#when'] = 1;
  if (stems.length <= 3) f['#short'] = 1;
  const plain = lower
    .replace(/[^\p{L}\p{N}$%' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [name, cue] of ACT_CUES) if (cue.test(plain)) f[`cue:${name}`] = 1;
  if (cues.CLOSE.some((p) => p.test(plain))) f['cue:close'] = 1;
  if ((plain.match(cues.FEATURE_TERMS) ?? []).length > 0) f['cue:feature'] = 1;
  for (const [topic, pattern] of TOPIC_PATTERNS) if (pattern.test(plain)) f[`lex:${topic}`] = 1;
  return f;
}
