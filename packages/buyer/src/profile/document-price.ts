import { amountsIn, formatAmount, type Amount } from './document-money';
import { lineItemProduct, statedProduct, type ProposalProduct } from './document-product';

// The price and the product of a proposal, whether it is written as prose ("The FillMaster 3000
// rotary filler is quoted at $412,000 installed.") or as the line items a text extractor yields
// from a table ("Tray sealer TS-400 | 1 | 142,000." … "Total USD 186,500.").

const PRICE_WORDS = /\b(?:price[ds]?|pricing|quoted?|total|investment|cost)\b/i;
const NOT_THE_PRICE =
  /\b(?:per (?:hour|day|visit|month|year)|an hour|a year|annual(?:ly)?|discount|off|sav(?:e|es|ing|ings)|deposit)\b/i;
/** A total stays the price with a discount or a deposit beside it, not a saving or a rate. */
const NOT_A_TOTAL = /\b(?:sav(?:e|es|ing|ings)|per (?:hour|day|visit|month|year)|a year|annual(?:ly)?)\b/i;
const TOTAL = /\b(?<!sub[- ]?)(?:grand\s+)?total\b/gi;
/** A quantity column between a line item's description and its amount: "1", "2 x", "qty 1". */
const QUANTITY = /(?:^|\s)(?:qty\.?\s*|quantity\s*)?\d{1,3}\s*(?:x|pcs|units?|ea)?$/i;
const SMALLEST_BARE_PRICE = 100;
const MAX_ROW_WORDS = 14;

type LineItem = { description: string; amount: Amount };

/** A sentence that is one table row: a short description and an amount at its very end. */
function lineItem(sentence: string): LineItem | null {
  const text = sentence.replace(/[.\s]+$/, '');
  if (text.split(/\s+/).length > MAX_ROW_WORDS || !/^\p{L}/u.test(text)) return null;
  const amount = amountsIn(text, true).at(-1);
  if (!amount || (amount.currency === null && amount.value < SMALLEST_BARE_PRICE)) return null;
  // Nothing after the amount: "…142,000", "…USD 142,000", "…142,000 USD".
  if (text.slice(amount.end).trim() !== '') return null;
  const trim = (t: string) => t.replace(/[\s:|–-]+$/, '');
  const description = trim(trim(text.slice(0, amount.index)).replace(QUANTITY, '')).trim();
  return description === '' ? null : { description, amount };
}

/** The currency the document quotes in: the first one any of its amounts names. */
function documentCurrency(sentences: readonly string[]): string | null {
  for (const s of sentences) for (const a of amountsIn(s, false)) if (a.currency) return a.currency;
  return null;
}

/** The first amount after the last "total" of a sentence that states one ("Subtotal" is not one). */
function totalIn(sentence: string): Amount | null {
  if (NOT_A_TOTAL.test(sentence)) return null;
  const at = [...sentence.matchAll(TOTAL)].at(-1)?.index;
  if (at === undefined) return null;
  const amount = amountsIn(sentence.slice(at), true)[0];
  if (!amount || (amount.currency === null && amount.value < SMALLEST_BARE_PRICE)) return null;
  return amount;
}

/**
 * The proposal's price: its total, else an amount in a sentence about the price, else its
 * priciest line item, else the first amount that is not a rate, a discount or a saving, else the
 * first amount at all.
 */
export function proposalPrice(sentences: readonly string[]): string | null {
  const currency = documentCurrency(sentences);
  const inCurrency = (a: Amount) => formatAmount(a.currency ? a : { ...a, currency });
  const totals = sentences.flatMap((s) => totalIn(s) ?? []);
  const total = totals[0];
  if (total) return inCurrency(total);
  const withMoney = sentences.filter((s) => amountsIn(s, false).length > 0);
  const priced = withMoney.find((s) => PRICE_WORDS.test(s) && !NOT_THE_PRICE.test(s));
  const stated = priced ? amountsIn(priced, false)[0] : undefined;
  if (stated) return inCurrency(stated);
  const items = sentences.flatMap((s) => lineItem(s) ?? []);
  const priciest = [...items].sort((a, b) => b.amount.value - a.amount.value)[0];
  if (priciest) return inCurrency(priciest.amount);
  const fallback = withMoney.find((s) => !NOT_THE_PRICE.test(s)) ?? withMoney[0];
  const first = fallback ? amountsIn(fallback, false)[0] : undefined;
  return first ? inCurrency(first) : null;
}

/** What the proposal says it is for, else its priciest line item that is a machine. */
export function proposalProduct(sentences: readonly string[]): ProposalProduct | null {
  const stated = statedProduct(sentences);
  if (stated) return stated;
  const items = sentences.flatMap((s) => lineItem(s) ?? []).sort((a, b) => b.amount.value - a.amount.value);
  for (const item of items) {
    const product = lineItemProduct(item.description);
    if (product) return product;
  }
  return null;
}
