import { amountsIn as amountsInProposal, formatAmount } from '../profile/document-money';
import { roughlyIn } from '../profile/rough-rates';
import { capitalise, countOf, joinList } from '../profile/render';
import type { KpiFact } from '../profile/types';
import { hashString } from '../rng/prng';
import { recalledAmount, type Memory } from '../state/memory';
import { TAGGED } from '../understand/wording';
import { withGist, type Part } from './compose';
import type { ReplyCtx } from './context';

// Answers on the topics a buyer is asked about beyond its pains and numbers: what downtime costs,
// the price, installation, service, terms, tariffs, the next step. Each is built from this
// buyer's own plant, so two personas never give the same figure.

const DOWNTIME_PER_HOUR: Record<string, [number, number]> = {
  small: [3_000, 8_000],
  medium: [9_000, 18_000],
  large: [20_000, 42_000],
};

/** What an hour of downtime on the key machine costs this plant, in its currency's dollars. */
export function downtimeCostPerHour(c: ReplyCtx): string {
  const [lo, hi] = DOWNTIME_PER_HOUR[c.p.input.plantSize] ?? [9_000, 18_000];
  const value = Math.round((lo + (hashString(c.p.id, 7) % (hi - lo))) / 500) * 500;
  return `${value.toLocaleString('en-US')} dollars`;
}

export function roiLines(c: ReplyCtx): string[] {
  const hour = downtimeCostPerHour(c);
  return [
    `An hour down on the ${c.equip} costs us about ${hour}, between product, overtime and a late truck.`,
    `Finance puts it at roughly ${hour} an hour when the ${c.equip} stops. A bad week is real money.`,
    `Call it ${hour} an hour, and that's before ${c.customer} charges us for a short shipment.`,
  ];
}

/** Price talk: the rep's own figure if they gave one, the proposal's in a closing call, else a question back. */
/** Where the rep's figure lands against this buyer's budget, when both are in the same money. */
function verdictOf(c: ReplyCtx, said: Memory['amounts'][number]): { verdict: string; gist: string } {
  const { min, max, spoken } = c.p.budget;
  // "The 2 million 350" said of a proposal priced in pesos is pesos, whatever the budget is kept in;
  // so is "three point eight million for the local works": a rep talks in the money they quoted in.
  const proposal = c.p.document?.priceMentioned ? amountsInProposal(c.p.document.priceMentioned, true)[0] : undefined;
  const currency = said.currency ?? proposal?.currency ?? null;
  const sameMoney = currency === null || currency === c.p.budget.currency;
  // A buyer converts in their head, roughly: enough to say over or inside, not to quote.
  const value = sameMoney ? said.value : roughlyIn(said.value, currency, c.p.budget.currency);
  const converted =
    value !== null && !sameMoney
      ? `That's about ${formatAmount({ value: Math.round(value / 1000) * 1000, currency: c.p.budget.currency })}. `
      : '';
  const judged =
    value === null
      ? {
          verdict: `I'll have to convert that before I know where it lands. Our budget is ${spoken}.`,
          gist: `Like I said, I'd have to convert ${said.text} first.`,
        }
      : value > max
        ? {
            verdict: `That's over budget. We're looking at ${spoken}.`,
            gist: `Like I said, ${said.text} is over budget.`,
          }
        : value < min
          ? {
              verdict: `That's well inside our budget, which makes me ask what's not in it.`,
              gist: `Like I said, ${said.text} is well inside the budget.`,
            }
          : {
              verdict: `That fits our budget, ${spoken}, if nothing gets added on top.`,
              gist: `Like I said, ${said.text} fits the budget.`,
            };
  return { ...judged, verdict: `${converted}${judged.verdict}` };
}

/**
 * "We're at $464,700 all in, yes?" checks the figure: when it is the proposal's, the buyer says so
 * (the verdict on it came when it was first named). A figure that differs may be one line of the
 * proposal, so it is weighed as any other: null.
 */
function confirmedFigureLines(c: ReplyCtx, said: Memory['amounts'][number], question: string): Part | null {
  const written = c.p.document?.priceMentioned;
  const proposal = written ? amountsInProposal(written, true)[0] : undefined;
  if (proposal?.value !== said.value || !TAGGED.test(question)) return null;
  return withGist(
    [
      `Yes, ${said.text} is the number on your proposal.`,
      `${said.text}, that's what I have too.`,
      `That's the figure I have, ${said.text}.`,
    ],
    `Yes, ${said.text}.`,
  );
}

/** The rep's stated figure, weighed against the budget; empty when the rep stated none. */
export function priceVerdictLines(c: ReplyCtx, memory: Memory, question = ''): Part {
  const said = recalledAmount(memory, question);
  if (!said) return [];
  const confirmed = confirmedFigureLines(c, said, question);
  if (confirmed) return confirmed;
  const { verdict, gist } = verdictOf(c, said);
  return withGist(
    [`You said ${said.text}. ${verdict}`, `${said.text}, you told me. ${verdict}`, `At ${said.text}? ${verdict}`],
    gist,
  );
}

export function priceLines(c: ReplyCtx, memory: Memory, documentPrice: string | null, question = ''): Part {
  const said = recalledAmount(memory, question);
  if (said) {
    const confirmed = confirmedFigureLines(c, said, question);
    if (confirmed) return confirmed;
    const { verdict, gist } = verdictOf(c, said);
    return withGist(
      [
        `You said ${said.text}. ${verdict}`,
        `${said.text}, you told me. ${verdict}`,
        `At ${said.text}, I need to see the payback clearly before ${c.owner} will look at it.`,
      ],
      gist,
    );
  }
  if (documentPrice)
    return [
      `Your proposal says ${documentPrice}. I read it.`,
      `${documentPrice} is what's on the page. What's in that and what isn't?`,
    ];
  return [
    `You tell me. What does something like this run, ballpark?`,
    `I haven't seen a number from you yet. What are we talking about?`,
    `Depends what you'd charge. Give me a range and I'll tell you if it's a conversation.`,
  ];
}

export function installationLines(c: ReplyCtx): string[] {
  const days = c.p.equipment.installDays;
  return [
    `Anything new goes in during ${c.shutdown}. I can't give you more than that without losing customers.`,
    `The last install took ${days} days to run right. I need it faster this time, and it has to fit ${c.shutdown}.`,
    `Installation is my worry, not the machine. We have ${c.shutdown}, and ${c.p.authority.influencers[0] ?? 'maintenance'} wants the rigging plan first.`,
  ];
}

export function supportLines(c: ReplyCtx): string[] {
  return [
    `${c.vendor} services what we have. When a tech is needed it's days, not hours.`,
    `Service is where vendors lose me. I need someone on site fast when the ${c.equip} goes down on a weekend.`,
    `We do what we can in house. For anything big we call ${c.vendor}. ${capitalise(c.p.competitors.sentiment)}.`,
  ];
}

export function contractLines(c: ReplyCtx): string[] {
  return [
    `Purchasing wants net 60 and a holdback until the line passes acceptance.`,
    `Terms go through ${c.owner}. Usually a deposit, the balance after start-up, and a retention until it hits rate.`,
    `We don't pay the last part until it runs at speed on our product. That's standard for us.`,
  ];
}

export function tariffLines(c: ReplyCtx): string[] {
  const t = c.p.plant.tariffs;
  return [`${t.charAt(0).toUpperCase()}${t.slice(1)}.`, `Cross-border costs are real for us: ${t}.`];
}

export function foodSafetyLines(c: ReplyCtx): string[] {
  const pl = c.p.plant;
  return [
    `We're audited to ${pl.auditScheme}, and sanitation is ${pl.sanitation}.`,
    `Sanitation is ${pl.sanitation}. Anything we buy has to be easy to clean and pass ${pl.auditScheme}.`,
    `Our hazards are ${pl.hazards}. The auditors look hardest at the ${c.equip}.`,
  ];
}

export function nextStepLines(c: ReplyCtx): string[] {
  const who = c.p.authority.influencers[0] ?? 'my maintenance lead';
  return [
    `Before anything else I'd want ${who} to see it running on a product like ${c.product}.`,
    `A next step would have to include ${who}. And I want to talk to a plant that runs it.`,
    `If it goes anywhere, it's a visit to a reference plant first, then numbers for ${c.owner}.`,
  ];
}

/** What a buyer says about an area when it has no number or sore point to give on it. */
export function areaLines(c: ReplyCtx, topic: 'staffing' | 'quality' | 'maintenance' | 'changeover'): string[] {
  const { plant, company, equipment } = c.p;
  switch (topic) {
    case 'staffing':
      return [
        `We run ${countOf(plant.shifts, 'shift')} with about ${company.employees} people. Finding operators who stay is the hard part.`,
        `About ${company.employees} people over ${countOf(plant.shifts, 'shift')}. ${plant.shifts > 1 ? 'Nights are the thinnest.' : 'One shift, and every hour of it is covered by the same few people.'}`,
      ];
    case 'quality':
      return [
        `Quality answers to ${plant.auditScheme} and to ${c.customer}'s specs. Holds happen, but they get caught.`,
        `Our customers check us hard, ${c.customer} most of all. The line has to hold spec on every shift.`,
      ];
    case 'maintenance':
      return [
        `The ${equipment.shortName} is ${equipment.ageYears} years old. Maintenance keeps it going, but parts take longer every year.`,
        `We do preventive maintenance in ${plant.sanitation.includes('weekend') ? 'the weekend window' : 'the sanitation window'}. The ${equipment.shortName} gets most of the attention.`,
      ];
    case 'changeover':
      return [
        `We change over between ${joinList(company.products.slice(0, 2))} several times a week. The ${c.equip} sets the pace.`,
        `Changeovers are part of the day with ${countOf(company.products.length, 'product')} on ${countOf(plant.lines, 'line')}.`,
      ];
  }
}

/** "How's it going?": how the buyer is, not their career. */
export function wellbeingLines(c: ReplyCtx): string[] {
  return [
    `Busy. I'm ${c.p.busyWith}.`,
    `Fine, thanks. Hectic week, I'm ${c.p.busyWith}.`,
    `Can't complain. Busy, like every week here.`,
  ];
}

/** Asked for a number someone else in the plant keeps: whose it is, then the buyer's own. */
export function unkeptFigureLines(owner: string, k: KpiFact): string[] {
  return [
    `That's a number ${owner} keeps, not me. Mine is ${k.name}: ${k.spoken}.`,
    `You'd have to ask ${owner} for that one. What I watch is ${k.name}, at ${k.spoken}.`,
    `I don't keep that one, ${owner} does. I can tell you ${k.name} is ${k.spoken}.`,
  ];
}
