import { digest, type Rng } from '../rng/prng';
import { sentencesOf } from '../text/sentences';

/**
 * One beat of a reply: a few interchangeable ways to say the same thing. An `aside` beat (a
 * nudge back to an open concern) carries no answer of its own: a reply left with asides only says
 * "like I said" first, so it never answers a question with a nudge alone.
 */
export type Part = readonly string[] & { readonly aside?: true; readonly gist?: string };

/** Marks a beat as an aside (see `Part`). */
export function aside(lines: readonly string[]): Part {
  return Object.assign([...lines], { aside: true as const });
}

/**
 * A beat with its short form: asked again once every wording is used up, the buyer says the gist
 * ("Like I said, well inside the budget.") rather than dropping the answer.
 */
export function withGist(lines: readonly string[], gist: string): Part {
  return Object.assign([...lines], { gist });
}

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
  // A comma that closed an appositive ("the owner, Linda Hughes,") goes where the sentence ends.
  return text
    .replace(/,([.!?:;]|$)/g, '$1')
    .replace(/(^|[.!?]\s+)([a-z])/g, (_m, lead: string, ch: string) => lead + ch.toUpperCase());
}

/** Sentences long enough that hearing one twice in a call sounds like a recording (5+ words). */
export function longSentences(text: string): string[] {
  return sentencesOf(text).filter((s) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length >= 5);
}

export function sentenceFingerprints(text: string): string[] {
  return longSentences(text).map(fingerprint);
}

/**
 * Pick one variant per part, preferring a plain reply and adding an opener or a tail only to
 * stay fresh. Never returns a reply already in `used` (the session's fingerprints), nor one with
 * a sentence of five or more words the buyer already said this call (`said`): when every
 * wording of a part has been used up, that part is left out, and a reply with nothing left says
 * only a short "like I said".
 */
export function compose(
  plan: Plan,
  rng: Rng,
  used: ReadonlySet<string>,
  said: ReadonlySet<string> = new Set(),
): string {
  const fresh = (text: string): boolean => sentenceFingerprints(text).every((f) => !said.has(f));
  const given = plan.parts.filter((p) => p.length > 0);
  const left = (p: Part): string[] => {
    const lines = p.filter(fresh);
    return lines.length === 0 && p.gist !== undefined && fresh(p.gist) ? [p.gist] : lines;
  };
  const parts = given.map((p) => Object.assign(left(p), { aside: p.aside })).filter((p) => p.length > 0);
  if (parts.length === 0 && given.length > 0) return likeISaid(rng, used);
  // Every beat that said something is used up: what is left is a nudge, said after "like I said".
  if (given.some((p) => !p.aside) && parts.every((p) => p.aside))
    return composeFresh({ ...plan, openers: [''], parts: [LIKE_I_SAID, ...parts] }, rng, used, fresh);
  return composeFresh({ ...plan, parts }, rng, used, fresh);
}

const LIKE_I_SAID = ['Like I said.', 'As I said.', 'I said my piece on that.', 'Same as before.', 'Nothing new there.'];
const LEADS = ['Look.', 'Hm.', 'Well.', 'Again.', 'Listen.', 'Okay.'];

/** Marks a reply that had nothing new to say; the engine ends a call that keeps producing them. */
export const NOTHING_NEW = 'nothing-new';

function likeISaid(rng: Rng, used: ReadonlySet<string>): string {
  const options = [...LIKE_I_SAID, ...LEADS.flatMap((lead) => LIKE_I_SAID.map((l) => `${lead} ${l}`))];
  const left = options.filter((l) => !used.has(fingerprint(l)));
  return left.length > 0 ? rng.pick(left) : `${rng.pick(LEADS)} ${rng.pick(LIKE_I_SAID)}`;
}

/** Whether a composed reply is one of the short "like I said" fallbacks. */
export function saysNothingNew(text: string): boolean {
  const plain = text.replace(new RegExp(`^(${LEADS.map((l) => l.replace('.', '\\.')).join('|')}) `), '');
  return LIKE_I_SAID.includes(plain);
}

function composeFresh(plan: Plan, rng: Rng, used: ReadonlySet<string>, fresh: (text: string) => boolean): string {
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
    return text !== '' && !used.has(fingerprint(text)) && fresh(text) ? text : null;
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
  return likeISaid(rng, used);
}
