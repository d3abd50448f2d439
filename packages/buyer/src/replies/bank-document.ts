import type { DocumentFigure, FigureKind } from '../profile/document-figures';
import { amountsIn } from '../profile/document-money';
import { roughlyIn } from '../profile/rough-rates';
import type { ReplyCtx } from './context';

// What a closing buyer who has read the proposal asks about its figures: each question set
// against this buyer's own plant (shutdown window, budget, current machine, KPIs), a few ways
// to say it, what sits behind it, and what a specific answer sounds like.

export type DocumentConcernText = {
  /** What the figure is, without the figure: "lead time". */
  label: string;
  /** Ways to raise it; the figure is quoted only here, so it is asked about once. */
  raise: string[];
  /** Ways to say it is still open, without asking the question again. */
  remind: string[];
  detail: string;
  resolutionHint: string;
  resolveKeywords: string[];
};

const LABEL: Record<FigureKind, string> = {
  lead_time: 'lead time',
  warranty: 'warranty',
  price: 'price',
  payment_terms: 'payment terms',
  installation: 'installation schedule',
  uptime: 'uptime claim',
  throughput: 'speed claim',
};

function remindLines(kind: FigureKind): string[] {
  const label = LABEL[kind];
  return [
    `We still haven't settled the ${label}.`,
    `You still owe me an answer on the ${label}.`,
    `The ${label} is still open.`,
    `I'm still waiting to hear about the ${label}.`,
  ];
}

/**
 * The amount of "$412,000", "1.2 million" or "2.35 million Mexican pesos" in the budget's money,
 * converted roughly when the proposal is in another; null when it cannot be read or converted.
 */
function amountOf(price: string, budgetCurrency: string): number | null {
  const read = amountsIn(price, true)[0];
  if (!read) return null;
  return read.currency === null || read.currency === budgetCurrency
    ? read.value
    : roughlyIn(read.value, read.currency, budgetCurrency);
}

function priceConcern(v: string, c: ReplyCtx): Omit<DocumentConcernText, 'label' | 'remind'> {
  const b = c.p.budget;
  const alt = c.p.competitors.alternatives[0] ?? 'the other vendor';
  const amount = amountOf(v, b.currency);
  const over = amount !== null && amount > b.max;
  return {
    raise: over
      ? [
          `Your proposal comes in at ${v}, and what I have approved is ${b.spoken}. How do we close that gap?`,
          `${v} is more than I can sign for. My number was ${b.spoken}. What's driving it?`,
          `Let's talk about the ${v}. That's over our budget of ${b.spoken}, and ${c.owner} will not just find more money.`,
        ]
      : [
          `${v} ${amount !== null && amount < b.min ? 'is inside our budget' : 'fits our budget, just'}. But ${c.owner} will put it next to ${alt}'s quote line by line. What am I getting for it?`,
          `About the ${v} in your proposal. We can afford it; I need to show ${c.owner} why it's worth more than ${alt}.`,
          `${c.look} I can defend ${v} if you give me the numbers behind it. What does it save us a year?`,
        ],
    detail: over
      ? `${c.owner} approved ${b.spoken} and will not reopen it: ${b.cycle}.`
      : `${c.owner} signs anything this size only with a payback story, and ${alt} is cheaper on paper.`,
    resolutionHint:
      'Tie the price to their savings (payback, cost per case) or restructure it (phasing, financing) rather than discounting.',
    resolveKeywords: [
      'payback|pays? (for )?itself|\\broi\\b',
      'per (case|bottle|unit|cup|bag|pack|pound)',
      'total cost|cost of (ownership|downtime)',
      'financ|lease',
      'phase|split (the|it)',
      'break ?even',
      'sav(e|es|ings)',
    ],
  };
}

function concernFor(f: DocumentFigure, c: ReplyCtx): Omit<DocumentConcernText, 'label' | 'remind'> {
  const v = f.value;
  switch (f.kind) {
    case 'lead_time':
      return {
        raise: [
          `Your proposal says ${v} lead time. Our install window is ${c.shutdown}. How do you make that?`,
          `${v} from the order, that's what your proposal says. If the machine misses ${c.shutdown}, we wait another year. How do you hit it?`,
          `I keep coming back to the lead time in your proposal: ${v}. Walk me through how it lands before ${c.shutdown}.`,
          `${c.look} ${v} is a long lead time. What guarantees the ${c.equip} is on our dock before ${c.shutdown}?`,
        ],
        detail: `We get one real window to swap the ${c.equip}: ${c.shutdown}. If the machine misses it, it sits crated until the next one, and I'm the one explaining that to ${c.owner}.`,
        resolutionHint:
          'Commit to a ship date ahead of the shutdown in writing: a reserved build slot, expediting, or a late-delivery penalty.',
        resolveKeywords: [
          'expedit',
          'reserve|build slot|production slot',
          '(ahead of|before) (the|your) shutdown',
          'ship (it |the machine )?(by|before|in)',
          'penalt',
          'in writing',
          'guarantee(d)? (the )?(date|delivery|ship)',
          'in stock|from stock|pre-?built',
        ],
      };
    case 'warranty':
      return {
        raise: [
          `Your proposal gives us ${v} of warranty. The ${c.equip} we're replacing has run ${c.p.equipment.ageYears} years. What happens after that?`,
          `${v} of warranty, says your proposal. What exactly is covered, and what isn't?`,
          `On the warranty: your proposal says ${v}. Is that parts and labour, on site, and how fast does someone show up?`,
          `${c.look} ${v} of warranty on a machine we expect to run fifteen years isn't much. What are you putting behind it?`,
        ],
        detail: `When our ${c.equip} from ${c.vendor} broke down out of warranty, parts and a technician took days, and ${c.owner} still asks me about that bill.`,
        resolutionHint:
          'Spell out coverage (parts, labour, on-site response time) and offer an extended warranty or service agreement in writing.',
        resolveKeywords: [
          'extend',
          'parts and labou?r',
          'on-?site',
          'response time|within \\d+ hours|same day|next day',
          'service (contract|agreement|plan)',
          '\\b(three|four|five|3|4|5) years\\b',
          'wear parts|spare parts|parts kit',
          'in writing',
        ],
      };
    case 'price':
      return priceConcern(v, c);
    case 'payment_terms':
      return {
        raise: /deposit/.test(v)
          ? [
              `Your terms ask for ${v}. ${c.owner} won't release that much before the machine is on our floor. Can you move it?`,
              `On the terms: ${v} with the order doesn't work for us. We pay against milestones.`,
              `${c.look} ${v} up front puts all the risk on us. Can we tie payment to commissioning?`,
            ]
          : [
              `Your proposal says ${v}. Our standard is net 60, and accounts payable won't bend for one vendor. Can you?`,
              `On the terms: ${v} is tighter than we pay anyone. What flexibility do you have?`,
              `${c.look} ${v} won't get through our finance team. Where can you move?`,
            ],
        detail: `The last vendor we paid a big deposit slipped four months, and our money sat with them the whole time. ${c.owner} has not forgotten.`,
        resolutionHint:
          'Offer milestone payments tied to delivery, FAT and commissioning, or a holdback until acceptance.',
        resolveKeywords: [
          'milestone',
          'hold ?back|retention|retainage',
          '(on|at|after|until|upon) (the )?(delivery|acceptance|commissioning|start-?up|fat|sat)',
          'letter of credit|escrow',
          // A smaller deposit offered: "20 percent down", "a 10% deposit".
          '\\b\\d{1,2} ?(%|percent) (down|deposit|up ?front)|(deposit|down payment) (of|to|at) \\d{1,2}',
        ],
      };
    case 'installation':
      return {
        raise: [
          `Your proposal says installation takes ${v}. We have ${c.shutdown}, not a day more. Who is on site, and what if it runs over?`,
          `${v} for installation, per your proposal. Our own guess was ${c.p.equipment.installDays} days. Which one is real?`,
          `${c.look} ${v} of installation is tight. What happens to our orders if start-up runs long?`,
        ],
        detail: `Every extra day the line is down costs us orders for ${c.customer}. The last install here ran a week over, and I took the heat for it.`,
        resolutionHint:
          'Commit to a crew, a day-by-day plan, testing at the factory first, and a penalty or extra crew if start-up runs over.',
        resolveKeywords: [
          'crew|technicians',
          'day[- ]by[- ]day|install(ation)? (plan|schedule)',
          'factory acceptance|\\bfat\\b|pre-?test|pre-?assembl',
          'penalt',
          'weekend|around the clock|double shift',
          'in writing',
        ],
      };
    case 'uptime': {
      const oee = c.p.kpis.find((k) => k.key === 'oee');
      return {
        raise: [
          oee
            ? `Your proposal claims ${v} uptime. We're at ${oee.spoken} OEE today. Will you put ${v} in the contract?`
            : `Your proposal claims ${v} uptime. Will you put that in the contract?`,
          `${v} uptime, says your proposal. Measured how, and what happens if we don't see it?`,
          `${c.look} everybody promises ${v}. What do you owe us if the machine doesn't hit it?`,
        ],
        detail: `A vendor promised us a number like that on the last line. We never saw it, and there was nothing in the contract to fall back on.`,
        resolutionHint:
          'Put the uptime figure in a performance guarantee: how it is measured, checked at acceptance, and the remedy if it is missed.',
        resolveKeywords: [
          'guarantee',
          'penalt|remed|credit',
          'measur',
          'site acceptance|\\bsat\\b|acceptance test',
          'baseline',
          'in (the )?contract|in writing',
          'reference (site|customer|plant)',
        ],
      };
    }
    case 'throughput':
      return {
        raise: [
          `Your proposal rates it at ${v}. Is that on our ${c.product}, or on water?`,
          `${v} is the number in your proposal. What does it really run on our product, with our changeovers?`,
          `About the ${v}: sustained, or nameplate? Our line needs the real number.`,
        ],
        detail: `Our ${c.equip} is rated faster than it has ever run on our product. Nameplate speed doesn't pay the bills.`,
        resolutionHint:
          'Offer a trial or a FAT on their own product and containers, and guarantee sustained speed, not nameplate.',
        resolveKeywords: [
          'our (product|bottles?|containers?|cups?|bags?)|your (product|bottles?|containers?|cups?|bags?)',
          'trial|test run|samples?',
          'factory acceptance|\\bfat\\b',
          'sustained',
          'guarantee',
          'reference (site|customer|plant)',
        ],
      };
  }
}

export function documentConcernText(f: DocumentFigure, c: ReplyCtx): DocumentConcernText {
  return { ...concernFor(f, c), label: LABEL[f.kind], remind: remindLines(f.kind) };
}

/** Before a question the rep's own words brought up. */
export function documentSegues(): string[] {
  return ['', 'And since you bring it up.', 'Which brings me to something in your proposal.', 'On that note.'];
}
