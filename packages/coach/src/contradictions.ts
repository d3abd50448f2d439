import type { SessionContext } from './context.js';
import { contentWords } from './text/words.js';
import type { Analysis } from './types.js';

type Kind = 'price' | 'lead_time' | 'warranty' | 'throughput' | 'payback';
type Claim = { kind: Kind; value: number };

// Which figure a sentence is about is decided by its keywords; sentences about discounts, savings
// or the buyer's own costs mention money without stating our price, so they are left alone.
const KIND_WORDS: Record<Kind, RegExp> = {
  price: /\b(price[ds]?|pricing|quoted?|list|costs?|investment)\b/i,
  lead_time: /\b(lead[- ]time|deliver(?:y|ed)?|ship(?:s|ping|ped)?|arrive)\b/i,
  warranty: /\b(warrant(?:y|ies|ied)|guarantee[ds]?)\b/i,
  throughput: /\b(per (?:minute|hour)|\/(?:min|hr|h)\b|bpm|ppm|cpm)/i,
  payback: /\b(payback|pays? (?:for )?itself|roi)\b/i,
};
const PRICE_EXCLUDE =
  /\b(off|discount|sav(?:e|es|ing|ings)|less than|cheaper|reduc\w*|per (?:month|year|week)|deposit|down payment|cost(?:s|ing)? you|downtime|losing|lost)\b/i;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  eighteen: 18,
  twenty: 20,
};
const NUM = String.raw`(\d[\d,]*(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty)`;
const toNumber = (raw: string): number => NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw.replace(/,/g, ''));

const RATE = new RegExp(`${NUM}\\s*(?:[a-z]+\\s+)?(?:per|/|a)\\s*(minute|min|hour|hr|h)\\b`, 'gi');
const DURATION = new RegExp(`${NUM}[- ](day|week|month|year)s?\\b`, 'gi');

const DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

function amounts(text: string, kind: Kind): number[] {
  const out: number[] = [];
  if (kind === 'price') {
    for (const m of text.matchAll(/\$\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|thousand|million)?\b/gi)) {
      const scale = /^(k|thousand)$/i.test(m[2] ?? '') ? 1e3 : /^(m|million)$/i.test(m[2] ?? '') ? 1e6 : 1;
      out.push(toNumber(m[1] ?? '') * scale);
    }
  } else if (kind === 'throughput') {
    for (const m of text.matchAll(RATE))
      out.push(/^(hour|hr|h)$/i.test(m[2] ?? '') ? toNumber(m[1] ?? '') / 60 : toNumber(m[1] ?? ''));
  } else {
    for (const m of text.matchAll(DURATION)) out.push(toNumber(m[1] ?? '') * (DAYS[(m[2] ?? '').toLowerCase()] ?? 1));
  }
  return out.filter((n) => Number.isFinite(n) && n > 0);
}

function clauseClaims(text: string): Claim[] {
  const kinds = (Object.keys(KIND_WORDS) as Kind[]).filter((k) => KIND_WORDS[k].test(text));
  // A sentence naming several figures ("14-week delivery, 2-year warranty") is ambiguous per number.
  if (kinds.length !== 1) return [];
  const kind = kinds[0] as Kind;
  if (kind === 'price' && PRICE_EXCLUDE.test(text)) return [];
  return amounts(text, kind).map((value) => ({ kind, value }));
}

/** Claims clause by clause, so "lead time is 8 weeks, and the warranty is 3 years" yields both. */
const claimsIn = (text: string): Claim[] => text.split(/;|,\s|\band\b|\bso\b/i).flatMap(clauseClaims);

const matches = (a: number, b: number, kind: Kind): boolean =>
  Math.abs(a - b) <= (kind === 'price' ? 0.02 : 0.05) * Math.max(a, b);

/** Rep sentences stating a price, lead time, warranty, speed or payback the document disagrees with. */
export function findContradictions(ctx: SessionContext): Analysis['contradictions'] {
  const facts = (ctx.input.documentFacts ?? []).flatMap((fact) => claimsIn(fact).map((claim) => ({ fact, claim })));
  if (facts.length === 0) return [];
  const out: Analysis['contradictions'] = [];
  for (const s of ctx.repSentences) {
    const reported = new Set<string>();
    for (const claim of claimsIn(s.text)) {
      const sameKind = facts.filter((f) => f.claim.kind === claim.kind);
      if (sameKind.length === 0 || sameKind.some((f) => matches(f.claim.value, claim.value, claim.kind))) continue;
      const words = new Set(contentWords(s.text));
      const overlap = (fact: string): number => contentWords(fact).filter((w) => words.has(w)).length;
      const closest = sameKind.reduce((best, f) => (overlap(f.fact) > overlap(best.fact) ? f : best));
      if (reported.has(closest.fact)) continue;
      reported.add(closest.fact);
      out.push({ message_id: s.messageId, quote: s.text, fact: closest.fact });
    }
  }
  return out;
}
