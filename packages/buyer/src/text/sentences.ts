// The one sentence splitter: Unicode's sentence boundaries (Intl.Segmenter, so decimals such as
// "2.5%" and "$1.2M" stay whole, and a full stop before a lower-case word ends nothing), plus the
// abbreviations ICU does not know ("approx. 142,000", "Mr. Ruiz"). Sentences are cut from the text
// by offset, never rebuilt, so each is a verbatim substring of it: the coach's evidence depends on
// that.

export type Sentence = { text: string; start: number };

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** A title's full stop never ends a sentence: a name follows ("Mr. Ruiz", "Dr. Patel"). */
const TITLE = /(?:^|[\s("'])(?:mr|mrs|ms|dr|st)\.$/i;
/** These end none before a number ("approx. 142,000", "No. 5", "2 a.m. 3 days"); before a word they may. */
const BEFORE_NUMBER = /(?:^|[\s("'])(?:[a-z]|a\.m|p\.m|e\.g|i\.e|u\.s|vs|etc|approx|no|nr|ca|incl)\.$/i;

/**
 * Whether a piece of text ends on an abbreviation's full stop rather than a sentence's, given
 * what follows it (unknown while a reply is still streaming in).
 */
export function endsOnAbbreviation(text: string, next?: string): boolean {
  const end = text.trimEnd();
  return TITLE.test(end) || (BEFORE_NUMBER.test(end) && (next === undefined || /^\s*\d/.test(next)));
}

function pushTrimmed(out: Sentence[], source: string, start: number, end: number): void {
  const raw = source.slice(start, end);
  const text = raw.trim();
  if (text !== '') out.push({ text, start: start + raw.length - raw.trimStart().length });
}

/**
 * A stop and spaces before a number. Unicode's rules read "it up. 10 working days" as one sentence
 * (a number, then a lower-case word); a reader reads two.
 */
const STOP_BEFORE_NUMBER = /[.!?]["')\]]*\s+(?=[$€£]?\d)/g;

/** Where sentences may end: Unicode's boundaries and the stops before a number, in order. */
function boundaries(text: string): number[] {
  const ends = new Set<number>();
  for (const { segment, index } of segmenter.segment(text)) ends.add(index + segment.length);
  for (const m of text.matchAll(STOP_BEFORE_NUMBER)) ends.add(m.index + m[0].length);
  return [...ends].sort((a, b) => a - b);
}

/** The sentences of a text, each trimmed, with where it starts. A line break always ends one. */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  for (const end of boundaries(text)) {
    const piece = text.slice(start, end);
    if (end < text.length && !/\n\s*$/.test(piece) && endsOnAbbreviation(piece, text.slice(end))) continue;
    pushTrimmed(out, text, start, end);
    start = end;
  }
  pushTrimmed(out, text, start, text.length);
  return out;
}

/** The sentences of a text as strings. */
export const sentencesOf = (text: string): string[] => splitSentences(text).map((s) => s.text);
