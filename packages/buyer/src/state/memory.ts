import { spokenDigitRuns, type ProposedTime } from '../understand/entities';
import { machineSoldIn } from '../understand/machine';
import type { Understanding } from '../understand/understand';
import type { BuyerState } from './types';

// What the buyer remembers of the call beyond its feelings: what the rep said about themselves
// and their offer, the times on the table, and what the buyer has already said, so it can refer
// back ("you said 186,500") and never say the same sentence twice.

export type Memory = {
  repName: string | null;
  repCompany: string | null;
  /** The kind of machine the rep says they sell ("thermoformer"), before a proposal names one. */
  repMachine?: string | null;
  /** Amounts of money the rep stated, as they said them, oldest first. */
  amounts: Array<{
    text: string;
    value: number;
    currency: string | null;
    context?: string;
    /** A sum a problem costs or a fix saved ("Fargo was losing 60,000 a year"), not a price. */
    kind?: 'value';
  }>;
  /** The rep's last turn stated a sum: "how does that compare?" right after it is about that sum. */
  pricedLastTurn: boolean;
  /** Times the rep proposed, as they said them. */
  times: ProposedTime[];
  /** What the rep offered to settle a concern, in their words (shortened). */
  promises: string[];
  /** A time the buyer put forward that the rep has not taken up yet. */
  buyerOffer: { text: string; weekday: number; hour: number } | null;
  /** The meeting time both sides agreed on, in the buyer's words. */
  agreedTime: string | null;
  /** Fingerprints of every sentence the buyer has said this call. */
  said: string[];
  /** How many times each concern was put to the rep again after it was first raised. */
  restated: Record<string, number>;
  /** Meeting or close requests the buyer turned down or countered. */
  requestsDeclined: number;
  /** The turn the closing buyer last pointed back at its open concern; absent before it did. */
  steeredBackAt?: number;
};

export function emptyMemory(): Memory {
  return {
    repName: null,
    repCompany: null,
    repMachine: null,
    amounts: [],
    pricedLastTurn: false,
    times: [],
    promises: [],
    buyerOffer: null,
    agreedTime: null,
    said: [],
    restated: {},
    requestsDeclined: 0,
  };
}

/** States stored before the buyer had a memory read as an empty one. */
export function memoryOf(state: BuyerState): Memory {
  return { ...emptyMemory(), ...(state.memory ?? {}) };
}

const MAX_ITEMS = 12;
const keep = <T>(list: T[]): T[] => list.slice(-MAX_ITEMS);

function shorten(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length <= 120 ? t : `${t.slice(0, 117).replace(/\s\S*$/, '')}…`;
}

const CONTEXT_STOP = new Set(['that', 'this', 'with', 'what', 'your', 'from', 'about', 'have', 'there', 'would']);

/**
 * The sum a question is about: the one whose own words it repeats ("where does that total sit?"
 * after "the total is 241,300 and the bagger alone 186,500"), else the last one the rep named.
 */
export function recalledAmount(memory: Memory, question: string): Memory['amounts'][number] | undefined {
  const asked = new Set(question.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const named = memory.amounts.filter(
    (a) =>
      (a.context?.match(/[a-z]{4,}/g) ?? []).some((w) => !CONTEXT_STOP.has(w) && asked.has(w)) ||
      saysDigitsOf(question, a.value) ||
      saysFigure(question, a.text),
  );
  // Unnamed, a sum is the rep's last price; what a plant lost is asked after in its own words, or
  // as "that figure I gave you".
  const anySum = /\b(figure|number|sum|amount)s? (i|we) (gave|quoted|sent|mentioned|said|showed|told)\b/.test(question);
  return named.at(-1) ?? memory.amounts.filter((a) => anySum || a.kind !== 'value').at(-1);
}

/**
 * "Fargo was losing 60,000 a year on parts", "it saved them 310,000": a sum of what a problem costs
 * or a fix saves, which the roi answer weighs, not the price answer. A sentence that prices
 * something too ("the service plan is 12,000 a year, which saves you…") is a price.
 */
const VALUE_WORDS =
  /\b(los(e|es|ing|t)|loss(es)?|sav(e|es|ed|ing|ings)|spen(d|ds|ding|t)|wast(e|es|ed|ing)|burn(s|ed|ing|t)?|bleed\w*|cost(s|ing)? (them|us|you|the plant|that plant)|costing|in (labou?r|scrap|overtime|downtime|parts|giveaway|rework|product)|worth of)\b/;
const PRICE_WORDS =
  /\b(price[sd]?|pricing|quote[sd]?|quoting|investment|contract|lease|subscription|list|total|proposal|net|discount\w*|pay(ing|ment)?|invoice)\b/;

function isValueSum(amount: { text: string }, clauses: readonly { text: string }[]): boolean {
  const said = clauses.find((c) => c.text.includes(amount.text))?.text.toLowerCase() ?? '';
  return VALUE_WORDS.test(said) && !PRICE_WORDS.test(said);
}

const figureOf = (value: number): string => value.toLocaleString('en-US');

/**
 * "The 243 8" or "two forty-three eight" said as digits: the figure's leading digits, read in a
 * row, name it (243,800 → 2438). Three digits at least, so "the 2 lines" names nothing; a round
 * sum in the hundreds of thousands may be said as its thousands ("the three ten" is 310,000).
 */
function saysDigitsOf(text: string, value: number): boolean {
  const significant = String(value).replace(/0+$/, '');
  // "the three ten", "the four twenty": a round sum in the hundreds of thousands said as its thousands.
  const thousands = value >= 100_000 && value < 1_000_000 && value % 1000 === 0 ? String(value / 1000) : null;
  if (significant.length < 3 && !thousands) return false;
  const spoken = spokenDigitRuns(text);
  if (thousands && spoken.includes(thousands)) return true;
  const runs = [...(text.match(/\d[\d ,.]*\d|\d/g) ?? []), ...spoken];
  return runs.some((run) => {
    const digits = run.replace(/[ ,.]/g, '').replace(/0+$/, '');
    return digits.length >= 3 && digits === significant;
  });
}

/** "That 60,000": the sum as the rep wrote it, a figure of two digit groups at least. */
function saysFigure(text: string, figure: string): boolean {
  const digits = /\d{1,3}(,\d{3})+(\.\d+)?/.exec(figure)?.[0];
  return digits !== undefined && new RegExp(`(^|[^\\d,.])${digits.replace(/[.]/g, '\\.')}(?![\\d,])`).test(text);
}

/**
 * How a question points at a sum the rep stated: "how does that compare?" right after it
 * (refersBack), or "where does that total sit?" any time after (namesIt).
 */
export function pointsAtStatedAmount(memory: Memory, text: string): { refersBack: boolean; namesIt: boolean } {
  const refersBack =
    memory.pricedLastTurn &&
    /\b(that|it|this|those|these)\b/.test(text) &&
    /\b(compare|compares|compared|comparing|against|versus|vs|fit|fits|land|lands|sit|sits|stack|sound|sounds|think|reaction|feel|within|over|under|in line|range|ballpark|expect|expected|paying|pay)\b/.test(
      text,
    );
  const namesIt =
    memory.amounts.length > 0 &&
    (/\b(that|the|this|your|my|our) (total|price|number|figure|quote|amount|sum)\b/.test(text) ||
      // "that Fresno figure I gave you": a word may say which of the sums the rep gave.
      /\b(that|the|this) [a-z]+ (total|price|number|figure|quote|amount|sum) (i|we) (gave|quoted|sent|mentioned|said|showed|told)\b/.test(
        text,
      ) ||
      // "What number are you taking to him?": the figure the buyer will carry upstairs is the rep's.
      /\bwhat (number|figure|price|total) (are|will|would) you (be )?(taking|bringing|presenting|putting|showing|quoting|going with)\b/.test(
        text,
      ) ||
      memory.amounts.some(
        // A round price said again ("is 9,500,000 inside what you approved?") is weighed against
        // the budget afresh; a plant's loss said again is the one the question is about.
        (a) => saysDigitsOf(text, a.value) || (a.kind === 'value' && saysFigure(text, a.text)),
      ));
  return { refersBack, namesIt };
}

export function remember(memory: Memory, u: Understanding): Memory {
  const e = u.entities;
  const offers = u.clauses.filter((c) => c.act === 'offer' || (c.act === 'discount' && c.conditional));
  // A question that names a sum is about money (understand.ts puts price first among its topics).
  const priced =
    u.questionTopics.some((t) => t === 'price' || t === 'budget') ||
    u.clauses.some(
      (c) =>
        c.act === 'price' ||
        c.act === 'discount' ||
        c.act === 'offer' ||
        c.topic === 'price' ||
        c.topic === 'budget' ||
        c.topic === 'contract',
    );
  // A sum a problem cost is remembered whatever the turn talks about; the roi answer weighs it.
  const stated: Memory['amounts'] = e.amounts
    // Said again ("compared to that 60,000 a year…"), a plant's loss stays one.
    .map((a): Memory['amounts'][number] =>
      isValueSum(a, u.clauses) || memory.amounts.some((b) => b.kind === 'value' && b.value === a.value)
        ? { ...a, kind: 'value' }
        : a,
    )
    .filter((a) => priced || a.kind === 'value')
    .map((a) => (/\d/.test(a.text) ? a : { ...a, text: figureOf(a.value) }));
  return {
    ...memory,
    repName: memory.repName ?? e.repName,
    repCompany: memory.repCompany ?? e.repCompany,
    repMachine: memory.repMachine ?? machineSoldIn(u.clauses.map((c) => c.text).join('. ')),
    // An amount counts as the rep's price only when the turn talks price; "we saved a plant
    // 40,000 a year" is a claim, not a quote.
    // "Ninety-two thousand" is quoted back as the figure: the buyer read a number, not the words.
    amounts: keep([...memory.amounts, ...stated]),
    pricedLastTurn: stated.length > 0,
    times: u.acts.some((a) => a === 'meeting_request' || a === 'accept' || a === 'close_request')
      ? keep([...memory.times, ...e.times])
      : memory.times,
    promises: keep([...memory.promises, ...offers.map((c) => shorten(c.text))]),
  };
}

/** The rep's own sum a question names or recalls, and whether the question points at it. */
export function statedSum(
  memory: Memory,
  question: string,
): { quoted: string | undefined; pointedAt: boolean; value: boolean } {
  const recalled = recalledAmount(memory, question);
  const pointed = pointsAtStatedAmount(memory, question);
  const pointedAt = recalled !== undefined && (pointed.refersBack || pointed.namesIt);
  return { quoted: recalled?.text, pointedAt, value: pointedAt && recalled.kind === 'value' };
}
