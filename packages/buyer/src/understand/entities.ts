import * as chrono from 'chrono-node';
import nlp from 'compromise';
import { introductionIn } from './introduction';

// What the rep names: a time for a meeting, an amount of money, who they are and where from.
// Dates and times are chrono-node's; numbers and amounts compromise's; our code only decides
// which of them matter to a buyer.

export type ProposedTime = {
  /** As the rep put it, trimmed: "next Tuesday at 10". */
  text: string;
  weekday: number | null;
  hour: number | null;
  minute: number | null;
  /** Day of month when the rep named one ("the 14th"). */
  day: number | null;
};

/** `context`: the words just before the figure ("the total is"), to tell one sum from another. */
export type Amount = { value: number; currency: string | null; text: string; context?: string };

/** The words of the same clause just before position `at`, lower case. */
function contextBefore(text: string, at: number): string {
  return (/[^.!?;,]*$/.exec(text.slice(Math.max(0, at - 40), at))?.[0] ?? '').toLowerCase().trim();
}

/** A sum said out loud, written back as a figure. */
const spokenAmount = (value: number, text: string, at: number): Amount => ({
  value,
  currency: null,
  text: value.toLocaleString('en-US'),
  context: contextBefore(text, at),
});

export type Entities = {
  times: ProposedTime[];
  amounts: Amount[];
  repName: string | null;
  repCompany: string | null;
};

// chrono resolves "next Tuesday" against a date; only the weekday and clock time are kept, so any
// fixed reference does and the result stays the same on every run.
const REFERENCE = new Date(Date.UTC(2026, 0, 5, 9));
const SPOKEN_HOURS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
};

/** "at ten thirty" → "at 10:30": speech recognisers write times as words. */
function digitTimes(text: string): string {
  return text.replace(
    /\b(at|around|by|say)\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(\s+(thirty|fifteen|forty[- ]five))?\b/gi,
    (_m, at: string, h: string, _rest: string | undefined, min: string | undefined) => {
      const minutes = min ? (min.startsWith('thirty') ? ':30' : min.startsWith('fifteen') ? ':15' : ':45') : '';
      return `${at} ${SPOKEN_HOURS[h.toLowerCase()]}${minutes}`;
    },
  );
}

export function proposedTimes(text: string): ProposedTime[] {
  const found: ProposedTime[] = [];
  for (const r of chrono.parse(digitTimes(text), REFERENCE, { forwardDate: true })) {
    const s = r.start;
    const weekday = s.isCertain('weekday') ? (s.get('weekday') ?? null) : null;
    const hour = s.isCertain('hour') ? (s.get('hour') ?? null) : null;
    const day = s.isCertain('day') && !s.isCertain('weekday') ? (s.get('day') ?? null) : null;
    // "an hour", "a minute" are durations, not times; a time names a day, a clock time or a date.
    if (/\d(\.\d+)?\s?(k|m)\b/i.test(r.text)) continue;
    // "24/7", "24/7/365": around the clock, not the 24th of July.
    if (/^\s*24\s?\/\s?7\b/.test(r.text) || /\b24\s?\/\s?7\s?\/\s?365\b/.test(r.text)) continue;
    // "20 minutes", "five days", "a week": how long, not when (chrono reads some as a date).
    const weekdayNamed = /\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(r.text);
    if (
      !weekdayNamed &&
      /\b(minute|min|hour|hr|second|day|week|month|year)s?\b/i.test(r.text) &&
      !/\b(am|pm|next week|noon)\b|:\d\d/i.test(r.text)
    )
      continue;
    const named = weekday !== null || /\d|noon|o'?clock|tomorrow|next week|morning|afternoon/i.test(r.text);
    if (!named || (weekday === null && hour === null && day === null && !/tomorrow|next week/i.test(r.text))) continue;
    found.push({
      text: r.text.trim(),
      weekday,
      hour,
      minute: s.isCertain('minute') ? (s.get('minute') ?? 0) : null,
      day,
    });
  }
  // "maybe the 12th in the morning": a day of the month on its own, which chrono leaves unread.
  if (!found.some((t) => t.day !== null))
    for (const m of text.matchAll(DAY_OF_MONTH)) {
      const day = Number(m[1]);
      if (day >= 1 && day <= 31) found.push({ text: m[0].trim(), weekday: null, hour: null, minute: null, day });
    }
  return found;
}

/** "the 12th", "on the 3rd": a day of the month, unless it counts something ("the 4th shift", "the 2nd line"). */
const DAY_OF_MONTH =
  /\b(?:on |by |for )?the (\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:floor|line|shift|time|plant|site|machine|unit|one|option|quarter|percentile|generation|year|anniversary|of (?:the|this|that|last|next) (?:year|quarter)))/gi;

const MEASURE_AFTER =
  /^\s?(machines?|installations?|customers?|clients?|plants?|sites?|systems?|lines?|employees?|skus?|kilos?|kgs?|kilograms?|lbs?|pounds?|tons?|tonnes?|units?|cases?|bottles?|cans?|packs?|bags?|trays?|cups?|pallets?|parts?|pieces?|pcs|feet|ft|meters?|metres?|m2|sq|square|liters?|litres?|gallons?|hours?|hrs?|minutes?|mins?|seconds?|days?|weeks?|people|operators?|employees?|an hour|a (minute|shift|day|week)|per|%|percent)\b/i;
const CURRENCY = /(us\$|usd|cad|c\$|mxn|eur|€|£|\$)\s?$/i;
const CURRENCY_AFTER = /^\s?(usd|cad|mxn|eur|dollars|bucks|pesos|euros)\b/i;

function currencyOf(symbol: string): string {
  const s = symbol.toLowerCase();
  if (s === 'cad' || s === 'c$') return 'CAD';
  if (s === 'mxn' || s === 'pesos') return 'MXN';
  if (s === 'eur' || s === '€' || s === 'euros') return 'EUR';
  if (s === '£') return 'GBP';
  return 'USD';
}

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
const SPOKEN_PRICE = new RegExp(
  String.raw`\b(${UNIT})[\s-]+(?:(${TENS.join('|')})[\s-]+(${UNIT})|(${TEENS.join('|')}))[\s-]+(${UNIT})\b(?![\s-]+(?:${UNIT}|${TENS.join('|')}|hundred|thousand|million|percent|minutes?|hours?|days?|weeks?|months?|years?))`,
  'gi',
);

/** "the eighty six five" is 86,500: tens of thousands, then hundreds, after a word that leads to a sum. */
const SPOKEN_TENS_PRICE = new RegExp(
  String.raw`\b(?:the|at|for|of|about|around|is|was|to)\s+(${TENS.join('|')})[\s-]+(${UNIT})[\s-]+(${UNIT})\b(?<!twenty[\s-]+four[\s-]+seven)(?![\s-]+(?:${UNIT}|${TENS.join('|')}|hundred|thousand|million|percent|minutes?|hours?|days?|weeks?|months?|years?))`,
  'gi',
);

function spokenTensPrices(text: string): Amount[] {
  return [...text.matchAll(SPOKEN_TENS_PRICE)].map((m) => {
    const tens = 20 + 10 * TENS.indexOf(m[1]!.toLowerCase()) + UNITS.indexOf(m[2]!.toLowerCase()) + 1;
    const value = tens * 1000 + (UNITS.indexOf(m[3]!.toLowerCase()) + 1) * 100;
    return spokenAmount(value, text, m.index);
  });
}

function spokenPrices(text: string): Amount[] {
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

function spokenDecimals(text: string): Amount[] {
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
const SPOKEN_THOUSANDS = new RegExp(
  String.raw`\b(${UNIT})[\s-]+(?:(${TENS.join('|')})(?:[\s-]+(${UNIT}))?|(${TEENS.join('|')}))[\s-]+thousand(?:[\s-]+(?:and[\s-]+)?(${UNIT})[\s-]+hundred)?\b`,
  'gi',
);
/** "a quarter million", "half a million", "three quarters of a million"; not the half of "two and a half million". */
const FRACTION_OF_MILLION =
  /\b(?<!\band )(?<!\band a )(?:a |one )?(quarter|half|three[\s-]quarters?)(?: of)?(?: a)? (?:million|mil)\b/gi;

function spokenThousands(text: string): Amount[] {
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

function fractionsOfMillion(text: string): Amount[] {
  return [...text.matchAll(FRACTION_OF_MILLION)].map((m) => {
    const part = m[1]!.toLowerCase();
    const value = part === 'quarter' ? 250_000 : part === 'half' ? 500_000 : 750_000;
    return spokenAmount(value, text, m.index);
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

function digitGroupPrices(text: string): Amount[] {
  return [...text.matchAll(MONEY_LEAD_DIGITS)].flatMap((m) => {
    const digits = spokenDigitRuns(m[1]!)[0] ?? '';
    if (digits.length < 5 || digits.length > 6 || digits.startsWith('0')) return [];
    return [spokenAmount(Number(digits), text, m.index + m[0].length - m[1]!.length)];
  });
}

/** Amounts of money: a figure with a currency, a thousands separator, or k/grand/million. */
export function amountsIn(text: string): Amount[] {
  const out: Amount[] = [
    ...spokenPrices(text),
    ...spokenTensPrices(text),
    ...spokenDecimals(text),
    ...spokenThousands(text),
    ...fractionsOfMillion(text),
  ];
  for (const a of digitGroupPrices(text)) if (!out.some((b) => b.value === a.value)) out.push(a);
  // What was read above is blanked (same length, so positions hold) before compromise reads the rest.
  const blank = (m: string) => ' '.repeat(m.length);
  const rest = text.replace(SPOKEN_THOUSANDS, blank).replace(FRACTION_OF_MILLION, blank);
  const doc = nlp(rest);
  const numbers = doc.numbers().json() as Array<{
    text: string;
    number?: { num: number; unit?: string; prefix?: string };
  }>;
  let cursor = 0;
  for (const n of numbers) {
    const value = n.number?.num;
    if (value === undefined || !Number.isFinite(value)) continue;
    const at = rest.toLowerCase().indexOf(n.text.toLowerCase().trim(), cursor);
    const before = at >= 0 ? text.slice(Math.max(0, at - 5), at) : '';
    const after = at >= 0 ? text.slice(at + n.text.length, at + n.text.length + 12) : '';
    if (at >= 0) cursor = at + n.text.length;
    // The scale word right after the figure, or compromise's unit: "186.5k", "200 grand", "1.2M".
    const scale =
      `${n.number?.unit ?? ''} ${/\d\s?(k|m)\b/i.exec(n.text)?.[1] ?? ''} ${/^\s?(k|grand|thousand|million|mil|m)\b/i.exec(after)?.[1] ?? ''}`.toLowerCase();
    let scaled = value;
    if (/\b(k|grand|thousand)\b/.test(scale) && value < 10_000) scaled = value * 1000;
    else if (/\b(million|mil|m)\b/.test(scale) && value < 1000) scaled = value * 1_000_000;
    const symbol =
      CURRENCY.exec(before)?.[1] ?? (n.number?.prefix ? n.number.prefix : null) ?? CURRENCY_AFTER.exec(after)?.[1];
    const separated = /\d{1,3},\d{3}/.test(n.text);
    // "the 1.2 million", "ninety four grand": a scale word says money as surely as a symbol does.
    // A bare "million" counts nothing ("complaints per million", "a million reasons").
    const scaleWord =
      /\b(thousand|million|grand|mil)\b/i.test(`${n.text} ${scale}`) &&
      /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b/i.test(
        n.text,
      );
    // "thirty-four and a half thousand": compromise drops the half.
    const half = /\band a half (thousand|grand|k|million|mil)\b/i.exec(`${n.text} ${after}`)?.[1]?.toLowerCase();
    const halfUnit = half === 'million' || half === 'mil' ? 1_000_000 : 1000;
    if (half && scaled % halfUnit === 0) scaled += halfUnit / 2;
    if (scaled < 1000 || (!symbol && !separated && !scaleWord && scaled === value)) continue;
    // "2,400 kilos an hour", "12,000 cases a shift": a quantity, not a sum of money.
    if (!symbol && MEASURE_AFTER.test(after)) continue;

    out.push({
      value: Math.round(scaled),
      currency: symbol ? currencyOf(symbol) : null,
      text: n.text.trim().replace(/[.,;:!?]+$/, ''),
      context: at >= 0 ? contextBefore(text, at) : '',
    });
  }
  return out;
}

export function entitiesOf(text: string): Entities {
  const intro = introductionIn(text);
  // "At one eighty-six five" is a price said out loud, not one o'clock.
  const withoutSpokenPrices = text.replace(SPOKEN_PRICE, ' the figure ').replace(SPOKEN_TENS_PRICE, ' the figure ');
  return {
    times: proposedTimes(withoutSpokenPrices),
    amounts: amountsIn(text),
    repName: intro.name,
    repCompany: intro.company,
  };
}
