import * as chrono from 'chrono-node';
import nlp from 'compromise';
import { formatAmount, amountsIn as writtenAmounts } from '../profile/document-money';
import { introductionIn } from './introduction';
import {
  contextBefore,
  digitGroupPrices,
  fractionsOfMillion,
  FRACTION_OF_MILLION,
  MEASURE_AFTER,
  SPOKEN_PRICE,
  SPOKEN_TENS_PRICE,
  SPOKEN_MILLIONS,
  SPOKEN_THOUSANDS,
  spokenDecimals,
  spokenMillions,
  spokenPrices,
  spokenTensPrices,
  spokenThousands,
  type Amount,
} from './spoken-amounts';

export { spokenDigitRuns, type Amount } from './spoken-amounts';

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

export type Entities = {
  times: ProposedTime[];
  amounts: Amount[];
  repName: string | null;
  repCompany: string | null;
};

/** A day of the month said as a word: "the twelfth", "the twenty-first". */
const ORDINAL_DAY =
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\w+teenth|twentieth|thirtieth)\b/i;

/** A day said relative to today: "tomorrow", "next week", "in two weeks". */
const RELATIVE_DAY = /\b(today|tonight|tomorrow|weeks?|days?|months?)\b/i;

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
    // chrono is certain of the day in "next week" or "tomorrow" too: a day of the month is kept only
    // when the rep said one ("the 14th", "March 3"), so the buyer never answers "next week" with "the 12th".
    const saysDate = !RELATIVE_DAY.test(r.text) || /\d(st|nd|rd|th)\b/i.test(r.text) || ORDINAL_DAY.test(r.text);
    const day = s.isCertain('day') && !s.isCertain('weekday') && saysDate ? (s.get('day') ?? null) : null;
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

/** Amounts of money: a figure with a currency, a thousands separator, or k/grand/million. */
export function amountsIn(text: string): Amount[] {
  const out: Amount[] = [
    ...spokenPrices(text),
    ...spokenTensPrices(text),
    ...spokenDecimals(text),
    ...spokenMillions(text, (after) => {
      const named = CURRENCY_AFTER.exec(after)?.[1];
      return named ? currencyOf(named) : null;
    }),
    ...spokenThousands(text),
    ...fractionsOfMillion(text),
  ];
  for (const a of digitGroupPrices(text)) if (!out.some((b) => b.value === a.value)) out.push(a);
  // What was read above is blanked (same length, so positions hold) before compromise reads the rest.
  const blank = (m: string) => ' '.repeat(m.length);
  const rest = text
    .replace(SPOKEN_MILLIONS, (m: string, _g: string, thousands?: string, rest?: string) =>
      thousands || rest ? blank(m) : m,
    )
    .replace(SPOKEN_THOUSANDS, blank)
    .replace(FRACTION_OF_MILLION, blank);
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
    // "2 million 350" said of a price is 2,350,000: the thousands go unsaid, as in "one thirty five".
    const unsaid = /(\d+(?:\.\d+)?)\s*(?:million|mil)\s+(\d{1,3})$/i.exec(n.text.trim());
    if (unsaid && !/^\s?(k|grand|thousand|hundred)\b/i.test(after))
      scaled = Number(unsaid[1]) * 1_000_000 + Number(unsaid[2]) * 1000;
    if (scaled < 1000 || (!symbol && !separated && !scaleWord && scaled === value)) continue;
    // "2,400 kilos an hour", "12,000 cases a shift": a quantity, not a sum of money.
    if (!symbol && MEASURE_AFTER.test(after)) continue;

    out.push({
      value: Math.round(scaled),
      currency: symbol ? currencyOf(symbol) : null,
      // Said back as the figure it is, not as "2 million 350".
      // compromise may take the word after a figure with it ("60,000 a" of "60,000 a year").
      text: unsaid
        ? Math.round(scaled).toLocaleString('en-US')
        : n.text
            .trim()
            .replace(/[.,;:!?]+$/, '')
            .replace(/\s+(a|an|per|of|the|in|on|for|to)$/i, ''),
      context: at >= 0 ? contextBefore(text, at) : '',
    });
  }
  // Written as quotes write them ("CAD 410 250", "€ 348.000", "GBP 96k"): the proposal's reader
  // knows those formats and their currency, which compromise does not.
  for (const a of writtenAmounts(text, false)) {
    if (a.currency === null || a.value < 1000) continue;
    const same = out.find((b) => b.value === a.value);
    if (same) same.currency ??= a.currency;
    else
      out.push({ value: a.value, currency: a.currency, text: formatAmount(a), context: contextBefore(text, a.index) });
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
