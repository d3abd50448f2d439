import type { Topic } from '../catalog/keys';
import { joinList } from '../profile/render';
import type { HiddenPain, KpiFact } from '../profile/types';
import type { ReplyCtx } from './context';

// How the buyer says what it knows. Each function returns interchangeable phrasings; the
// facts themselves come from the profile, so two personas never sound the same.

export function operationsLines(c: ReplyCtx): string[] {
  const { plant, company } = c.p;
  const products = joinList(company.products);
  return [
    `We run ${plant.lines} lines here in ${company.city}, ${plant.schedule}. Mostly ${products}.`,
    `${plant.lines} lines, about ${company.employees} people, ${plant.schedule}. ${products}, for customers like ${joinList(company.customers.slice(0, 2))}.`,
    `We make ${products}. ${plant.lines} lines, and sanitation is ${plant.sanitation}.`,
    `It's ${products} on ${plant.lines} lines. The ${c.equip} is the one everybody watches.`,
  ];
}

function trendPhrase(k: KpiFact): string {
  return k.trend === 'worsening'
    ? 'and it has been slipping'
    : k.trend === 'improving'
      ? 'and it is finally moving the right way'
      : 'and it has been flat all year';
}

export function kpiLines(c: ReplyCtx, k: KpiFact): string[] {
  return [
    `Our ${k.name} is ${k.spoken}, ${trendPhrase(k)}.`,
    `${k.name} runs around ${k.spoken}. Target is ${k.target}${k.unit === '%' ? ' percent' : ''}.`,
    `You want a number? ${k.name}: ${k.spoken}.`,
    `We're at ${k.spoken} on ${k.name}, ${trendPhrase(k)}.`,
  ];
}

export function painIntros(c: ReplyCtx): string[] {
  return c.formal
    ? ['Since you ask.', 'I will be candid.', 'The real issue is this.', 'To be honest with you.', '']
    : [
        'Honestly?',
        'Since you ask.',
        "I'll be straight with you.",
        "Here's the thing.",
        'You want the real answer?',
        '',
      ];
}

const AREA_NAMES: Partial<Record<Topic, string>> = {
  changeover: 'Changeovers',
  maintenance: 'Maintenance',
  staffing: 'Staffing',
  quality: 'Quality',
  food_safety: 'Sanitation',
  compliance: 'The paperwork',
  metrics: 'The numbers',
  installation: 'Installation',
};

/** The buyer turns from an area asked about to the one that really hurts. */
export function notWhereItHurtsLines(c: ReplyCtx, topic: Topic): string[] {
  const area = AREA_NAMES[topic];
  const named = area
    ? [`${area}, we can live with. What really hurts is something else.`, `${area}? Not the worst of it.`]
    : [];
  return c.formal
    ? [...named, 'That is not where it hurts most.', 'The bigger problem is elsewhere.']
    : [...named, "That's not where it hurts, honestly.", 'Truth is, the real headache is somewhere else.'];
}

export function painLines(pain: HiddenPain): string[] {
  return [pain.text];
}

export function painImpacts(c: ReplyCtx): string[] {
  return [
    '',
    'And that lands on my desk.',
    "It's costing us real money.",
    'Nobody upstairs sees it until the month closes.',
    `And ${c.customer} notices.`,
    '',
  ];
}

export function budgetLines(c: ReplyCtx): string[] {
  const b = c.p.budget;
  return b.approved
    ? [
        `There is money approved, ${b.spoken}. But ${b.owner} still signs off on the vendor.`,
        `We have ${b.spoken} approved for this. That is not a blank cheque, ${b.owner} watches it closely.`,
        `Budget's approved, roughly ${b.spoken}. Coming in over that means starting the approval all over.`,
      ]
    : [
        `Nothing is approved yet. Realistically it would have to land ${b.spoken}, and ${b.cycle}.`,
        `There's no approved budget. If I take something to ${b.owner}, it needs to be ${b.spoken} with a clear payback.`,
        `We'd have to build the case first. ${b.spoken} is the range I could defend, and ${b.cycle}.`,
      ];
}

export function authorityLines(c: ReplyCtx): string[] {
  const a = c.p.authority;
  return [
    `I make the recommendation, but ${a.decisionMaker} makes the call. ${joinList(a.influencers)} will all have a say.`,
    `It's not just me. ${a.decisionMaker} approves, and I'd want ${a.influencers[0] ?? 'my team'} on board before I take it up.`,
    `Final say is ${a.decisionMaker}. My job is to make sure it works on the floor, and ${joinList(a.influencers.slice(0, 2))} weigh in.`,
  ];
}

export function timelineLines(c: ReplyCtx): string[] {
  const t = c.p.timeline;
  return [
    `What's driving it is ${t.trigger}. So ${t.horizon}.`,
    `Timing depends on ${t.trigger}. Realistically, ${t.horizon}, and any install has to fit ${t.installWindow}.`,
    `${t.horizon.charAt(0).toUpperCase()}${t.horizon.slice(1)}. The trigger is ${t.trigger}.`,
  ];
}

export function decisionProcessLines(c: ReplyCtx): string[] {
  const d = c.p.decisionProcess;
  return [
    `The way it works here: ${joinList(d.steps)}. What we weigh is ${joinList(d.criteria)}.`,
    `${d.steps.length} steps, roughly: ${joinList(d.steps)}. And nobody gets through without ${d.criteria[0] ?? 'a solid case'}.`,
    `${d.summary}`,
  ];
}

export function competitorLines(c: ReplyCtx, deep: boolean): string[] {
  const k = c.p.competitors;
  const base = [
    `We run ${k.currentVendor} today. ${k.sentiment.charAt(0).toUpperCase()}${k.sentiment.slice(1)}.`,
    `It's ${k.currentVendor} on that line. They're ${k.sentiment}.`,
  ];
  return deep ? base.map((line) => `${line} The alternatives on the table are ${joinList(k.alternatives)}.`) : base;
}

export function complianceLines(c: ReplyCtx): string[] {
  const pl = c.p.plant;
  return [
    `We answer to ${pl.regulators}, and we're audited to ${pl.auditScheme}. ${capitalise(pl.regulatoryNotes[0] ?? '')}.`,
    `Labels are ${pl.labelling}. And ${pl.regulatoryNotes[1] ?? pl.regulatoryNotes[0] ?? 'the auditors keep us honest'}.`,
    `${pl.auditScheme} every year, plus ${pl.regulators}. Anything you put on the line has to survive ${pl.hazards.split(' and ')[0] ?? 'our hazard analysis'}.`,
  ];
}

export function rapportLines(c: ReplyCtx): string[] {
  return [
    `${c.p.yearsInRole} years in this job, longer in food. You learn to expect the unexpected.`,
    `I've been the ${c.title.toLowerCase()} here ${c.p.yearsInRole} years. Started on the floor.`,
    `Long enough to have seen three owners' worth of promises. ${c.p.yearsInRole} years.`,
  ];
}

const DEFLECT: Partial<Record<Topic, string[]>> = {
  budget: [
    "We're not at budget yet.",
    "I don't talk budget with someone I met five minutes ago.",
    'Budget comes later, if at all.',
  ],
  pains: [
    'Every plant has its problems. Nothing I would call a crisis.',
    'Things run. We manage.',
    "We have the usual issues. I'm not going to list them for a stranger.",
  ],
  metrics: [
    "We track the usual. I'm not sharing numbers on a first call.",
    'The numbers are fine. Good enough.',
    "I'd rather keep the numbers in the building for now.",
  ],
  authority: ['Who signs depends on the project.', "There's a sign-off process. Let's leave it at that for now."],
  timeline: ['No fixed date on timing.', "There's no rush on our side, no deadline."],
  decision_process: ['We have an evaluation process, like everyone.', 'Same as anywhere, quotes and approvals.'],
  competitors: ["We've got vendors we're happy with.", "I'd rather not get into who we work with."],
  roi: [
    "I'm not putting a dollar figure on our downtime for you yet.",
    'What it costs us stays in the building for now.',
  ],
  installation: ['Installation is a long way off. Let us see if there is a reason first.'],
  support: ['Service is fine for now. I will judge yours when there is something to judge.'],
  contract: ["Terms are purchasing's business, and we're nowhere near that."],
  tariffs: ['Cross-border costs are my problem to work out, not yours yet.'],
  next_step: ["Let's not get ahead of ourselves on next steps."],
  food_safety: ["Food safety is under control. I'm not opening that up on a first call."],
};

const TOPIC_WORDS: Partial<Record<Topic, string>> = {
  changeover: 'changeovers',
  food_safety: 'food safety',
  maintenance: 'maintenance',
  staffing: 'staffing',
  quality: 'quality',
  compliance: 'compliance',
};

export function deflectLines(c: ReplyCtx, topic: Topic): string[] {
  const painLike: Topic[] = ['changeover', 'food_safety', 'maintenance', 'staffing', 'quality', 'compliance'];
  if (painLike.includes(topic)) {
    const what = TOPIC_WORDS[topic] ?? topic.replace('_', ' ');
    return [
      `${capitalise(what)}? It's under control.`,
      `We manage ${what}. Same as everyone.`,
      `${capitalise(what)} is fine. Could always be better, I suppose.`,
      `${capitalise(what)} is nothing I'd lose sleep over.`,
    ];
  }
  return DEFLECT[topic] ?? [`That's not something I'd get into right now.`, `Let's not go there yet.`];
}

export function repeatIntros(): string[] {
  return ['Like I said.', 'As I mentioned.', 'I told you already.', 'Same answer as before.'];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
