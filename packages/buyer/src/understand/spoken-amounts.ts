// Sums said out loud the way reps say them: "one ninety-seven five", "six forty two thousand",
// "a quarter million", "the total is one thirty five one fifty". compromise reads written figures
// (entities.ts); these are the spoken shapes it misreads or does not read at all.

/** `context`: the words just before the figure ("the total is"), to tell one sum from another. */
export type Amount = { value: number; currency: string | null; text: string; context?: string };

/** The words of the same clause just before position `at`, lower case. */
export function contextBefore(text: string, at: number): string {
  return (/[^.!?;,]*$/.exec(text.slice(Math.max(0, at - 40), at))?.[0] ?? '').toLowerCase().trim();
}

/** A sum said out loud, written back as a figure. */
export const spokenAmount = (value: number, text: string, at: number): Amount => ({
  value,
  currency: null,
  text: value.toLocaleString('en-US'),
  context: contextBefore(text, at),
});

/** A figure followed by one of these counts things; it is no sum of money. */
export const MEASURE_AFTER =
  /^\s?(machines?|installations?|customers?|clients?|plants?|sites?|systems?|lines?|employees?|skus?|kilos?|kgs?|kilograms?|lbs?|pounds?|tons?|tonnes?|units?|cases?|bottles?|cans?|packs?|bags?|trays?|cups?|pallets?|parts?|pieces?|pcs|feet|ft|meters?|metres?|m2|sq|square|liters?|litres?|gallons?|hours?|hrs?|minutes?|mins?|seconds?|days?|weeks?|people|operators?|employees?|an hour|a (minute|shift|day|week)|per|%|percent)\b/i;

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNIT = UNITS.join('|');
/**
 * How reps say a price out loud: "one ninety-seven five" is 197,500, "two twelve four" 212,400:
 * hundreds of thousands, then thousands, then hundreds, each a word. "One twenty five" could be
 * 125 or 120,500, so a round ten of thousands does not count.
 */
export const SPOKEN_PRICE = new RegExp(
  String.raw`\b(${UNIT})[\s-]+(?:(${TENS.join('|')})[\s-]+(${UNIT})|(${TEENS.join('|')}))[\s-]+(${UNIT})\b(?![\s-]+(?:${UNIT}|${TENS.join('|')}|hundred|thousand|million|percent|minutes?|hours?|days?|weeks?|months?|years?))`,
  'gi',
);

/** "the eighty six five" is 86,500: tens of thousands, then hundreds, after a word that leads to a sum. */
export const SPOKEN_TENS_PRICE = new RegExp(
  String.raw`\b(?:the|at|for|of|about|around|is|was|to)\s+(${TENS.join('|')})[\s-]+(${UNIT})[\s-]+(${UNIT})\b(?<!twenty[\s-]+four[\s-]+seven)(?![\s-]+(?:${UNIT}|${TENS.join('|')}|hundred|thousand|million|percent|minutes?|hours?|days?|weeks?|months?|years?))`,
  'gi',
);

export function spokenTensPrices(text: string): Amount[] {
  return [...text.matchAll(SPOKEN_TENS_PRICE)].map((m) => {
    const tens = 20 + 10 * TENS.indexOf(m[1]!.toLowerCase()) + UNITS.indexOf(m[2]!.toLowerCase()) + 1;
    const value = tens * 1000 + (UNITS.indexOf(m[3]!.toLowerCase()) + 1) * 100;
    return spokenAmount(value, text, m.index);
  });
}

export function spokenPrices(text: string): Amount[] {
  return [...text.matchAll(SPOKEN_PRICE)].map((m) => {
    const word = (list: string[], w: string | undefined) => (w ? list.indexOf(w.toLowerCase()) : -1);
    const thousands = m[4] ? 10 + word(TEENS, m[4]) : 20 + 10 * word(TENS, m[2]) + (word(UNITS, m[3]) + 1);
    const value = (word(UNITS, m[1]) + 1) * 100_000 + thousands * 1000 + (word(UNITS, m[5]) + 1) * 100;
    return spokenAmount(value, text, m.index);
  });
}

/** "one point two million", "two point four five million": a decimal said out loud, then its scale. */
const SPOKEN_DECIMAL = new RegExp(
  String.raw`\b(${UNIT}|${TEENS.join('|')})\s+point\s+(zero|${UNIT})(?:\s+(${UNIT}))?\s+(million|thousand)\b`,
  'gi',
);

export function spokenDecimals(text: string): Amount[] {
  const digit = (w: string | undefined) => (w ? ['zero', ...UNITS].indexOf(w.toLowerCase()) : 0);
  return [...text.matchAll(SPOKEN_DECIMAL)].map((m) => {
    const whole = UNITS.includes(m[1]!.toLowerCase()) ? digit(m[1]) : 10 + TEENS.indexOf(m[1]!.toLowerCase());
    const scale = m[4]!.toLowerCase() === 'million' ? 1_000_000 : 1000;
    const value = Math.round((whole + digit(m[2]) / 10 + digit(m[3]) / 100) * scale);
    return spokenAmount(value, text, m.index);
  });
}

/**
 * "six forty-two thousand" is 642,000 and "two forty one thousand five hundred" 241,500: hundreds of
 * thousands said as one word before the rest (compromise reads the first as 42,600).
 */
export const SPOKEN_THOUSANDS = new RegExp(
  String.raw`\b(${UNIT})[\s-]+(?:(${TENS.join('|')})(?:[\s-]+(${UNIT}))?|(${TEENS.join('|')}))[\s-]+thousand(?:[\s-]+(?:and[\s-]+)?(${UNIT})[\s-]+hundred)?\b`,
  'gi',
);
/** "a quarter million", "half a million", "three quarters of a million"; not the half of "two and a half million". */
export const FRACTION_OF_MILLION =
  /\b(?<!\band )(?<!\band a )(?:a |one )?(quarter|half|three[\s-]quarters?)(?: of)?(?: a)? (?:million|mil)\b/gi;

export function spokenThousands(text: string): Amount[] {
  const word = (list: string[], w: string | undefined) => (w ? list.indexOf(w.toLowerCase()) : -1);
  const measured = (m: RegExpMatchArray) => MEASURE_AFTER.test(text.slice(m.index! + m[0].length));
  return [...text.matchAll(SPOKEN_THOUSANDS)]
    .filter((m) => !measured(m))
    .map((m) => {
      const thousands = m[4] ? 10 + word(TEENS, m[4]) : 20 + 10 * word(TENS, m[2]) + (word(UNITS, m[3]) + 1);
      const value = (word(UNITS, m[1]) + 1) * 100_000 + thousands * 1000 + (word(UNITS, m[5]) + 1) * 100;
      return spokenAmount(value, text, m.index);
    });
}

export function fractionsOfMillion(text: string): Amount[] {
  return [...text.matchAll(FRACTION_OF_MILLION)].map((m) => {
    const part = m[1]!.toLowerCase();
    const value = part === 'quarter' ? 250_000 : part === 'half' ? 500_000 : 750_000;
    return spokenAmount(value, text, m.index);
  });
}

/** A group under a thousand, said in full: "three hundred forty six", "twelve", "a hundred and five". */
const GROUP = String.raw`(?:(?:a|${UNIT})[\s-]+hundred(?:[\s-]+and)?(?:[\s-]+(?:(?:${TENS.join('|')})(?:[\s-]+(?:${UNIT}))?|${TEENS.join('|')}|${UNIT}))?|(?:${TENS.join('|')})(?:[\s-]+(?:${UNIT}))?|${TEENS.join('|')}|${UNIT}|a)`;
/**
 * "two million three hundred forty six thousand five hundred": millions said in full, each group
 * under a thousand. compromise reads the hundreds before "thousand" as another scale (2,000,346,500);
 * "a million two" is 1,200,000, as a rep means it.
 */
export const SPOKEN_MILLIONS = new RegExp(
  String.raw`(?<!\b(?:point|half|quarters?|of)[\s-]+)\b(${GROUP})[\s-]+million(?:[\s-]+and)?(?:[\s-]+(${GROUP})[\s-]+thousand)?(?:[\s-]+(?:and[\s-]+)?(${GROUP}))?\b(?![\s-]+(?:hundred|thousand|million|${UNIT}|${TENS.join('|')}|${TEENS.join('|')}))`,
  'gi',
);

/** The value of a group under a thousand said in full (GROUP). */
function groupValue(words: string): number {
  let value = 0;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (w === 'hundred') value = (value || 1) * 100;
    else if (w === 'a') value += 1;
    else if (UNITS.includes(w)) value += UNITS.indexOf(w) + 1;
    else if (TEENS.includes(w)) value += 10 + TEENS.indexOf(w);
    else if (TENS.includes(w)) value += 20 + 10 * TENS.indexOf(w);
  }
  return value;
}

/** `currencyAfter`: the currency the words after a figure name ("… pesos plus IVA"), if any. */
export function spokenMillions(text: string, currencyAfter: (after: string) => string | null): Amount[] {
  // "two million" alone compromise reads right; what follows the millions is what it gets wrong.
  return [...text.matchAll(SPOKEN_MILLIONS)]
    .filter((m) => m[2] || m[3])
    .map((m) => {
      const millions = groupValue(m[1]!);
      const thousands = m[2] ? groupValue(m[2]) : 0;
      const rest = m[3] ? groupValue(m[3]) : 0;
      // "a million two", "one million five": a lone digit after the millions is the next digit of them.
      const tenths = !m[2] && m[3] && UNITS.includes(m[3].toLowerCase()) ? rest * 100_000 : null;
      const value = millions * 1_000_000 + (tenths ?? thousands * 1000 + rest);
      const currency = currencyAfter(text.slice(m.index + m[0].length));
      return { ...spokenAmount(value, text, m.index), currency };
    });
}

/**
 * The digits a rep says a figure by: "one thirty five one fifty" is 1-35-1-50, "ninety-eight four"
 * 98-4. Runs of two number words or more, read as the digits they stand for, to match a sum
 * stated before ("so is the one thirty five one fifty in the budget" asks about 135,150).
 */
export function spokenDigitRuns(text: string): string[] {
  const runs: string[] = [];
  let digits = '';
  let words = 0;
  const flush = () => {
    if (words >= 2) runs.push(digits);
    digits = '';
    words = 0;
  };
  const tokens = text.toLowerCase().split(/[\s-]+/);
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!.replace(/[^a-z]/g, '');
    const tens = TENS.indexOf(w);
    const unitNext = UNITS.indexOf(tokens[i + 1]?.replace(/[^a-z]/g, '') ?? '');
    if (tens >= 0) {
      digits += String(2 + tens) + (unitNext >= 0 ? String(unitNext + 1) : '0');
      if (unitNext >= 0) i++;
      words++;
    } else if (TEENS.includes(w)) {
      digits += String(10 + TEENS.indexOf(w));
      words++;
    } else if (UNITS.includes(w) || ((w === 'oh' || w === 'zero') && words > 0)) {
      digits += w === 'oh' || w === 'zero' ? '0' : String(UNITS.indexOf(w) + 1);
      words++;
    } else flush();
    // A word that ended the sentence ends the run: "…fifty. Two weeks" are two things.
    if (/[.,;:!?]$/.test(tokens[i]!)) flush();
  }
  flush();
  return runs;
}

const NUMBER_WORD = `(?:${[...UNITS, ...TEENS, ...TENS, 'oh'].join('|')})`;
/**
 * "the total is one thirty five one fifty", "we came in at fifty two six fifty": a price said
 * digit group by digit group after a word that leads to a sum; five or six digits, so it is a
 * price whole, not "six forty two" (642 or 642,000?).
 */
const MONEY_LEAD_DIGITS = new RegExp(
  String.raw`\b(?:total|price|quote|cost|figure|number|investment|comes to|come in at|came in at|coming in at|priced at)(?: is| was| of| at| comes to| would be| will be)?(?: about| around| roughly| like)? ((?:${NUMBER_WORD}[\s-]+){2,}${NUMBER_WORD})\b`,
  'gi',
);

export function digitGroupPrices(text: string): Amount[] {
  return [...text.matchAll(MONEY_LEAD_DIGITS)].flatMap((m) => {
    const digits = spokenDigitRuns(m[1]!)[0] ?? '';
    if (digits.length < 5 || digits.length > 6 || digits.startsWith('0')) return [];
    return [spokenAmount(Number(digits), text, m.index + m[0].length - m[1]!.length)];
  });
}
