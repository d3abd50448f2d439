import type { Topic } from '../catalog/keys';
import { proposalPrice } from './document-price';

// The figures of an uploaded proposal a closing buyer asks about. Each is read from one sentence
// of the summary by a keyword and the shape of its number, so a value is always a short figure
// ("14 weeks", "two years", "a 30 percent deposit", "$186,500") in our own words, never free text
// from the untrusted document. The price is read from prose or line items (document-price.ts).

/** In the order a buyer gets to them when the proposal names more than the call has room for. */
export const FIGURE_KINDS = [
  'lead_time',
  'warranty',
  'price',
  'payment_terms',
  'installation',
  'uptime',
  'throughput',
] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];
export type DocumentFigure = { kind: FigureKind; value: string };

export const FIGURE_TOPIC: Record<FigureKind, Topic> = {
  lead_time: 'timeline',
  warranty: 'support',
  price: 'price',
  payment_terms: 'contract',
  installation: 'installation',
  uptime: 'metrics',
  throughput: 'operations',
};

const NUM = String.raw`(?:\d[\d,]*(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty)`;
const DURATION = new RegExp(
  String.raw`\b(${NUM}(?:\s?(?:-|–|to)\s?${NUM})?)[- ]((?:business|working|calendar)\s)?(day|week|month|year)s?\b`,
  'gi',
);
const UNITS =
  'bottles|cans|cups|containers|cartons|cases|packs|bags|pouches|trays|units|pieces|jars|portions|pounds|lbs|kg|litres|liters|gallons';
const RATE = new RegExp(
  String.raw`\b${NUM}\s(?:(?:${UNITS})\s)?(?:per|an?|/)\s?(?:minute|min|hour|hr)\b|\b\d[\d,]*\s?(?:bpm|cpm|ppm)\b`,
  'gi',
);
const PERCENT = /\b(\d{1,3}(?:\.\d+)?)\s?(?:%|percent\b)/i;
const DEPOSIT =
  /\b(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)\s(?:deposit|down(?: payment)?|up ?front|in advance|with (?:the )?(?:order|po))|\bdeposit of (\d{1,3}(?:\.\d+)?)\s?(?:%|percent)/i;
/** One step of a payment schedule: "30% with order", "60 percent on FAT", "10% upon SAT". */
const MILESTONE =
  /\b(\d{1,3}(?:\.\d+)?)\s?(?:%|percent)\s(?:(?:is\s)?(?:due|payable|paid)\s)?(with|on|at|upon|after|against)\s(?:the\s)?(order|purchase order|po|signing|signature|contract|delivery|shipment|dispatch|fat|sat|installation|commissioning|acceptance|start-?up|handover)\b/gi;
/** How the buyer says each milestone: only these words, never the document's own. */
const MILESTONE_WORDS: Record<string, string> = {
  order: 'with the order',
  'purchase order': 'with the order',
  po: 'with the order',
  signing: 'at signing',
  signature: 'at signing',
  contract: 'at signing',
  fat: 'on FAT',
  sat: 'on SAT',
  'start-up': 'at start-up',
  startup: 'at start-up',
};
const NET_TERMS = /\bnet[- ]?(\d{2,3})\b/i;
const PAYMENT = /\b(?:payment|deposit|net[- ]?\d{2,3}|invoice[ds]?|balance)\b/i;
const UPTIME = /\b(?:uptime|availability|oee|overall equipment effectiveness)\b/i;

/** Which duration is which: the kind whose keyword stands nearest to the number. */
const DURATION_KEYWORDS: ReadonlyArray<readonly ['lead_time' | 'warranty' | 'installation', RegExp]> = [
  [
    'lead_time',
    /\b(?:lead[- ]?times?|deliver(?:y|ed|ies)?|ship(?:s|ped|ping)?|arriv\w*|from (?:the )?(?:purchase order|po))\b/gi,
  ],
  ['warranty', /\b(?:warrant(?:y|ies|ied)|guarantee[ds]?)\b/gi],
  ['installation', /\b(?:install(?:ation|ed|ing)?|commission(?:ing|ed)?|start[- ]?up)\b/gi],
];

const isOne = (num: string): boolean => /^(?:1|one)$/i.test(num);

function nearestDurationKind(sentence: string, at: number): FigureKind | null {
  let best: { kind: FigureKind; distance: number } | null = null;
  for (const [kind, pattern] of DURATION_KEYWORDS)
    for (const m of sentence.matchAll(pattern)) {
      const distance = Math.abs(m.index - at);
      if (!best || distance < best.distance) best = { kind, distance };
    }
  return best?.kind ?? null;
}

function figuresIn(sentence: string): DocumentFigure[] {
  const out: DocumentFigure[] = [];
  for (const m of sentence.matchAll(DURATION)) {
    const kind = nearestDurationKind(sentence, m.index);
    const num = (m[1] ?? '').replace(/\s?(?:-|–)\s?/, ' to ');
    if (kind) out.push({ kind, value: `${num} ${m[2] ?? ''}${m[3] ?? ''}${isOne(num) ? '' : 's'}` });
  }
  const schedule = paymentSchedule(sentence);
  if (schedule) out.push({ kind: 'payment_terms', value: schedule });
  else if (PAYMENT.test(sentence)) {
    const deposit = DEPOSIT.exec(sentence);
    const net = NET_TERMS.exec(sentence);
    if (deposit) out.push({ kind: 'payment_terms', value: `a ${deposit[1] ?? deposit[2]} percent deposit` });
    else if (net) out.push({ kind: 'payment_terms', value: `net ${net[1]}` });
  }
  const percent = UPTIME.test(sentence) ? PERCENT.exec(sentence) : null;
  if (percent) out.push({ kind: 'uptime', value: `${percent[1]} percent` });
  for (const m of sentence.matchAll(RATE)) {
    // "$95 per hour" is a service rate, not the machine's speed.
    if (sentence[m.index - 1] === '$') continue;
    out.push({ kind: 'throughput', value: m[0].replace(/\bbpm\b/i, 'bottles per minute') });
    break;
  }
  return out;
}

/** "30 percent with the order, 60 percent on FAT and 10 percent on SAT": two steps or more. */
function paymentSchedule(sentence: string): string | null {
  const steps = [...sentence.matchAll(MILESTONE)].map((m) => {
    const milestone = (m[3] ?? '').toLowerCase();
    return `${m[1]} percent ${MILESTONE_WORDS[milestone] ?? `on ${milestone}`}`;
  });
  if (steps.length < 2) return null;
  return `${steps.slice(0, -1).join(', ')} and ${steps.at(-1) ?? ''}`;
}

/** The first figure of each kind, in document order. */
export function documentFigures(sentences: readonly string[]): DocumentFigure[] {
  const found = new Map<FigureKind, DocumentFigure>();
  const price = proposalPrice(sentences);
  if (price) found.set('price', { kind: 'price', value: price });
  for (const sentence of sentences)
    for (const figure of figuresIn(sentence)) if (!found.has(figure.kind)) found.set(figure.kind, figure);
  return FIGURE_KINDS.flatMap((kind) => {
    const figure = found.get(kind);
    return figure ? [figure] : [];
  });
}
