// Amounts of money in a proposal, in the formats quotes are written in: "$186,500", "USD 186,500",
// "US$ 1.2M", "186.5k", "CAD 240,000", "MXN 3,400,000", "€ 95.000", "95.000,00 EUR". Which
// three-letter codes are currencies, and how each is named, comes from the runtime's ICU data
// (Intl), so "SKU 400" or "FAT 30" is never read as money. compromise, which the buyer's
// understanding uses, reads "$186,500" but neither currency codes nor "95.000" as 95 thousand.

export type Amount = {
  value: number;
  /** ISO 4217 code, or null when the document gives the number alone. */
  currency: string | null;
  /** Where the amount starts and ends in its sentence. */
  index: number;
  end: number;
};

const CURRENCY_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

const SYMBOLS: Record<string, string> = {
  us$: 'USD',
  usd$: 'USD',
  ca$: 'CAD',
  c$: 'CAD',
  cad$: 'CAD',
  mx$: 'MXN',
  a$: 'AUD',
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
};

const WORDS: Record<string, string> = {
  'us dollars': 'USD',
  'canadian dollars': 'CAD',
  'mexican pesos': 'MXN',
  pesos: 'MXN',
  dollars: 'USD',
  euros: 'EUR',
  euro: 'EUR',
};

const SYMBOL = String.raw`(?:US\$|USD\$|CA\$|CAD\$|C\$|MX\$|A\$|\$|€|£)`;
const CODE = String.raw`\b[A-Z]{3}\b`;
// Grouped thousands ("186,500", "95.000", "3 400 000" with spaces, as Canadian and French quotes
// write them) or a plain number with an optional decimal part ("1.2", "186.5", "1,5"). Thousands
// grouped by a plain space count only beside a currency (amountsIn).
const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d{1,3}(?: \d{3})+(?!\d|[.,]\d)|\d+(?:[.,]\d+)?`;
const SCALE = String.raw`\s?(?:million|thousand|k|m|bn)\b`;
const AFTER = String.raw`\s?(?:${CODE}|€|(?:US |Canadian |Mexican )?(?:dollars|pesos|euros?)\b)`;
const AMOUNT = new RegExp(
  String.raw`(?<before>${SYMBOL}\s?|${CODE}\s?\$?\s?)?(?<number>${NUMBER})(?<scale>${SCALE})?(?<after>${AFTER})?`,
  'gi',
);

const SCALES: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  bn: 1e9,
};

/**
 * "186,500" and "95.000" group thousands; "1.2" and "1,5" have a decimal part. One kind of
 * separator followed by exactly three digits groups thousands, unless a scale follows ("1.250k").
 */
export function parseNumber(text: string, scaled = false): number {
  const digits = text.replace(/[\u00a0\u202f ]/g, ',');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const [whole = '', fraction = ''] = digits.split(decimal);
    return Number(`${whole.replace(/[.,]/g, '')}.${fraction}`);
  }
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!separator) return Number(digits);
  const parts = digits.split(separator);
  const grouped = parts.length > 2 || (!scaled && (parts[1] ?? '').length === 3);
  return grouped ? Number(parts.join('')) : Number(parts.join('.'));
}

/** The currency a mark names: null for no mark, undefined for a mark that is no currency ("SKU"). */
function currencyOf(mark: string | undefined): string | null | undefined {
  const text = mark?.trim();
  if (!text) return null;
  const symbol = SYMBOLS[text.replace(/\s/g, '').toLowerCase()];
  if (symbol) return symbol;
  const code = text.replace(/\s?\$$/, '');
  if (/^[A-Z]{3}$/.test(code)) return CURRENCY_CODES.has(code) ? code : undefined;
  return WORDS[text.toLowerCase()];
}

/** After a number: a quantity, a share or a length, never money. */
const NOT_MONEY_AFTER =
  /^\s?(?:%|percent\b|kg\b|lbs?\b|units?\b|pcs\b|x\b|mm\b|cm\b|m\b|hours?\b|days?\b|weeks?\b|months?\b|years?\b)/i;

/**
 * Amounts in a sentence. A bare number counts only where `bare` allows it (a line item, a total),
 * or when a scale says it is money-sized ("186.5k"); the currency of a bare amount is unknown.
 */
export function amountsIn(sentence: string, bare: boolean): Amount[] {
  const out: Amount[] = [];
  for (const m of sentence.matchAll(AMOUNT)) {
    const g = m.groups ?? {};
    const currency = currencyOf(g.before) ?? currencyOf(g.after) ?? null;
    const scale = g.scale?.trim();
    // A lower-case "m" after a bare number is metres, not millions.
    if (scale === 'm' && currency === null) continue;
    const scaled = scale !== undefined;
    const rest = sentence.slice(m.index + m[0].length);
    // "684 500" with no currency beside it may be two numbers: it is read as one only when marked.
    if (!currency && / /.test(g.number ?? '')) continue;
    if (!currency) {
      const start = m.index + (currencyOf(g.before) === undefined ? (g.before?.length ?? 0) : 0);
      // "TS-400", "2,000 kg", "15 percent": part of a name, a quantity or a share.
      if (/[\p{L}\p{N}\-/]/u.test(sentence[start - 1] ?? ' ') || (!scaled && NOT_MONEY_AFTER.test(rest))) continue;
      if (!bare && !scaled) continue;
    }
    const value = parseNumber(g.number ?? '', scaled) * (scaled ? (SCALES[scale.toLowerCase()] ?? 1) : 1);
    if (!Number.isFinite(value) || value <= 0) continue;
    out.push({ value, currency, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

const number = (value: number, fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);

/** "Canadian dollars", "Mexican pesos", "euros": the runtime's plural name of a currency. */
const currencyName = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'name' })
    .formatToParts(2)
    .find((p) => p.type === 'currency')?.value ?? currency;

/**
 * How the buyer says an amount: dollars as "$186,500" or "$1.2 million", other currencies by
 * name ("240,000 Canadian dollars", "3.4 million Mexican pesos", "95,000 euros"), a number in no
 * stated currency as the number.
 */
export function formatAmount({ value, currency }: Pick<Amount, 'value' | 'currency'>): string {
  const inMillions = value >= 1e6 && Number.isInteger(Math.round(value) / 1e4);
  const shown = inMillions ? value / 1e6 : value;
  const fractionDigits = Number.isInteger(shown) ? 0 : inMillions && Number.isInteger(shown * 10) ? 1 : 2;
  const figure = `${number(shown, fractionDigits)}${inMillions ? ' million' : ''}`;
  if (currency === 'USD') return `$${figure}`;
  return currency ? `${figure} ${currencyName(currency)}` : figure;
}
