import { digest, type Rng } from '../rng/prng';

/** One beat of a reply: a few interchangeable ways to say the same thing. */
export type Part = readonly string[];

export type Plan = {
  parts: Part[];
  /** Interjections that may open the reply ("Hm.", "Look."); '' means none. */
  openers: readonly string[];
  /** Short tails that fit the moment ("Go on.", "What else?"); '' means none. */
  tails: readonly string[];
};

const MAX_SCAN = 6000;

export function fingerprint(text: string): string {
  return digest(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim(),
  );
}

function assemble(plan: Plan, choice: readonly number[]): string {
  const [openerIx = 0, tailIx = 0, ...partIx] = choice;
  const words = [plan.openers[openerIx] ?? ''];
  plan.parts.forEach((part, i) => words.push(part[partIx[i] ?? 0] ?? ''));
  words.push(plan.tails[tailIx] ?? '');
  const text = words
    .filter((w) => w.trim() !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Fragments are written to stand alone; a fact that starts with a lower-case phrase
  // ("the general manager approves") still has to start its sentence with a capital.
  return text.replace(/(^|[.!?]\s+)([a-z])/g, (_m, lead: string, ch: string) => lead + ch.toUpperCase());
}

/**
 * Pick one variant per part, preferring a plain reply and adding an opener or a tail only to
 * stay fresh. Never returns a reply already in `used` (the session's fingerprints).
 */
export function compose(plan: Plan, rng: Rng, used: ReadonlySet<string>): string {
  const parts = plan.parts.filter((p) => p.length > 0);
  const normalized: Plan = {
    parts,
    openers: plan.openers.length > 0 ? plan.openers : [''],
    tails: plan.tails.length > 0 ? plan.tails : [''],
  };
  const sizes = [normalized.openers.length, normalized.tails.length, ...parts.map((p) => p.length)];
  const plainIx = (list: readonly string[]): number => Math.max(0, list.indexOf(''));

  const tryChoice = (choice: number[]): string | null => {
    const text = assemble(normalized, choice);
    return text !== '' && !used.has(fingerprint(text)) ? text : null;
  };
  const randomParts = (): number[] => parts.map((p) => rng.int(0, p.length - 1));

  for (let i = 0; i < 6; i++) {
    const found = tryChoice([plainIx(normalized.openers), plainIx(normalized.tails), ...randomParts()]);
    if (found) return found;
  }
  for (let i = 0; i < 12; i++) {
    const found = tryChoice([rng.int(0, sizes[0]! - 1), rng.int(0, sizes[1]! - 1), ...randomParts()]);
    if (found) return found;
  }
  // Exhaustive walk in mixed radix from a random start, so even a long, repetitive session
  // finds the combinations that are left.
  const total = sizes.reduce((a, b) => a * b, 1);
  const start = rng.int(0, Math.max(0, total - 1));
  for (let n = 0; n < Math.min(total, MAX_SCAN); n++) {
    let k = (start + n) % total;
    const choice = sizes.map((size) => {
      const ix = k % size;
      k = Math.floor(k / size);
      return ix;
    });
    const found = tryChoice(choice);
    if (found) return found;
  }
  return `${assemble(normalized, [0, 0, ...parts.map(() => 0)])} Sorry, I keep repeating myself, it has been one of those days.`;
}
