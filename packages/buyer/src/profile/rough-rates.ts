// What a buyer does in their head with a quote in another currency: a round rate, good enough to
// say whether a figure sits over or inside the budget, never a price to pay. Rates are US dollars
// per unit, rounded; a currency not listed is not converted.

const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 0.72,
  MXN: 0.055,
  EUR: 1.08,
  GBP: 1.27,
};

/** `value` in `from`, roughly, in `to`; null when either currency has no rate here. */
export function roughlyIn(value: number, from: string, to: string): number | null {
  const a = USD_PER_UNIT[from];
  const b = USD_PER_UNIT[to];
  return a === undefined || b === undefined ? null : (value * a) / b;
}
