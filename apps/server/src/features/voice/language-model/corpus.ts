import { CATALOG } from '@buyerlab/buyer';
import { CALIBRATION_CALLS } from '@buyerlab/coach';
import { REP_LINES } from './rep-lines';

/** Hand-written rep speech counts this many times over the product's other text. */
const REP_LINE_WEIGHT = 3;

/** Every piece of prose in a nested value: strings of at least three words. */
function prose(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') {
    if (/\S+\s+\S+\s+\S+/.test(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) prose(item, out);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) prose(item, out);
  }
  return out;
}

/**
 * The text the sales-call language model learns from: what reps say (hand-written, weighted up),
 * the rep's side of the scripted calibration calls, and the buyer catalog's knowledge of plants,
 * roles, KPIs and objections — the words a rep talking to a food or beverage plant will use. The
 * calls are taken as written, not played: building this model never runs the buyer.
 */
export function salesCorpus(): string[] {
  const calls = Object.values(CALIBRATION_CALLS).flatMap((calls) => calls.flatMap((call) => call.rep));
  return [...Array.from({ length: REP_LINE_WEIGHT }, () => REP_LINES).flat(), ...calls, ...prose(CATALOG, [])];
}
