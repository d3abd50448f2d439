import type { Topic } from '../catalog/keys';
import { capitalise, countOf, joinList } from '../profile/render';
import type { HiddenPain, KpiFact } from '../profile/types';
import type { ReplyCtx } from './context';

// How the buyer says what it knows. Each function returns interchangeable phrasings; the
// facts themselves come from the profile, so two personas never sound the same.

export function operationsLines(c: ReplyCtx): string[] {
  const { plant, company } = c.p;
  const products = joinList(company.products);
  return [
    `We run ${countOf(plant.lines, 'line')} here in ${company.city}, ${plant.schedule}. Mostly ${products}.`,
    `${countOf(plant.lines, 'line')}, about ${company.employees} people, ${plant.schedule}. ${products}, for customers like ${joinList(company.customers.slice(0, 2))}.`,
    `We make ${products}. ${countOf(plant.lines, 'line')}, ${plant.schedule}, and sanitation is ${plant.sanitation}.`,
    `It's ${products} on ${countOf(plant.lines, 'line')}, ${plant.schedule}. The ${c.equip} is the one everybody watches.`,
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

/** Parts of the floor a guarded buyer will name as busy without saying what is wrong there. */
const FLOOR_AREAS: Partial<Record<Topic, string>> = {
  changeover: 'Changeovers',
  maintenance: 'Maintenance',
  staffing: 'Staffing',
  quality: 'Quality',
  food_safety: 'Sanitation',
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
        `There is money approved, ${b.spoken}. But ${c.owner} still signs off on the vendor.`,
        `We have ${b.spoken} approved for this. That is not a blank cheque, ${c.owner} watches it closely.`,
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
    `I make the recommendation, but ${c.decider} makes the call. ${joinList(a.influencers)} will all have a say.`,
    `It's not just me. ${c.decider} approves, and I'd want ${a.influencers[0] ?? 'my team'} on board before I take it up.`,
    `Final say is ${c.decider}. My job is to make sure it works on the floor, and ${joinList(a.influencers.slice(0, 2))} weigh in.`,
  ];
}

export function timelineLines(c: ReplyCtx): string[] {
  const t = c.p.timeline;
  return [
    `What's driving it: ${t.trigger}. So ${t.horizon}.`,
    `Timing depends on one thing: ${t.trigger}. Realistically, ${t.horizon}, and any install has to fit ${t.installWindow}.`,
    `${t.horizon.charAt(0).toUpperCase()}${t.horizon.slice(1)}. What sets it off: ${t.trigger}.`,
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
    `It's ${k.currentVendor} on that line, and ${k.sentiment}.`,
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

/**
 * What a guarded buyer says when asked about something it will not open up on yet. It still
 * answers the question a little, the way a real prospect does ("We run Multivac. Who else we
 * talk to stays with me."): the rep hears they were understood, and learns what is withheld.
 * Sore points and figures stay in the building until the rep earns them.
 */
function guardedLines(c: ReplyCtx, topic: Topic): string[] | undefined {
  const { budget, authority, decisionProcess, kpis } = c.p;
  switch (topic) {
    case 'budget':
      return budget.approved
        ? [
            `There's money in the plan for it. How much is between me and ${budget.owner}.`,
            "Something's set aside. I'm not putting a number on it for someone I met five minutes ago.",
            "We're not at budget yet. There is money, but you haven't given me a reason to spend it.",
          ]
        : [
            "Nothing's approved for this. Show me a problem worth the money first.",
            `There's no budget sitting there for it. ${capitalise(budget.cycle)}, so it would have to earn a slot.`,
            "I don't talk budget with someone I met five minutes ago. Nothing's approved, put it that way.",
          ];
    case 'authority':
      return authority.isDecisionMaker
        ? [
            "It would be my call. But I don't commit to anything on a first conversation.",
            `I'd make the call. And I make it slowly.`,
          ]
        : [
            `Not only mine. ${capitalise(c.decider)} has the last word, and there's a process before that.`,
            `Anything this size goes up to ${authority.decisionMaker}. Let's leave it at that for now.`,
          ];
    case 'timeline':
      return [
        `No fixed date. Nothing gets installed here outside ${c.shutdown} anyway.`,
        `There's no rush on our side. If anything ever happens, it happens in ${c.shutdown}.`,
      ];
    case 'decision_process':
      return [
        `Same as anywhere: ${decisionProcess.steps[0] ?? 'quotes first'}, then approvals. I won't walk you through the rest yet.`,
        `There's a process, and it starts with ${decisionProcess.steps[0] ?? 'quotes'}. We're a long way from it.`,
      ];
    case 'competitors':
      return [
        `We run ${c.vendor} today. Who else we talk to stays with me.`,
        `It's ${c.vendor} on that line, and we're happy enough. I'd rather not get into the rest.`,
      ];
    case 'metrics': {
      const tracked = joinList(kpis.slice(0, 2).map((k) => k.name));
      return [
        `We track ${tracked}, like everyone. The numbers stay in the building for now.`,
        `${capitalise(tracked)}, mostly. I'm not sharing the figures on a first call.`,
      ];
    }
    case 'roi':
      return [
        "Downtime costs us, same as anyone. I'm not putting a dollar figure on it for you yet.",
        'What a stop costs us stays in the building for now. It is not nothing.',
      ];
    case 'installation':
      return [
        `Any install here goes into ${c.shutdown}. Let's see if there's a reason first.`,
        `Installation means ${c.shutdown} and nothing else. But we're a long way off.`,
      ];
    case 'support':
      return [
        `${c.vendor} services what we have, and it's fine. I'll judge yours when there's something to judge.`,
        `Service is fine for now. I'll judge yours when there's something to judge.`,
      ];
    case 'food_safety':
      return [
        `We're audited to ${c.audit}, and it's under control. I'm not opening that up on a first call.`,
        `Food safety is under control. ${c.audit} keeps us honest. That's all I'll say today.`,
      ];
    case 'pains': {
      // The area it hurts in, never the sore point itself: a thread the rep can pull on.
      const area = c.p.hiddenPains.map((h) => FLOOR_AREAS[h.topic]).find((x) => x !== undefined);
      if (!area) return undefined;
      return [
        `${area} keep${area.endsWith('s') ? '' : 's'} us busy, like everyone. I'm not going to list our problems for a stranger.`,
        `There's always some headache. Lately it's ${area.toLowerCase()}, but nothing I would call a crisis.`,
        'Things run. We manage.',
      ];
    }
    default:
      return undefined;
  }
}

const DEFLECT: Partial<Record<Topic, string[]>> = {
  pains: [
    'Every plant has its problems. Nothing I would call a crisis.',
    'Things run. We manage.',
    "We have the usual issues. I'm not going to list them for a stranger.",
  ],
  contract: ["Terms are purchasing's business, and we're nowhere near that."],
  tariffs: ['Cross-border costs are my problem to work out, not yours yet.'],
  next_step: ["Let's not get ahead of ourselves on next steps."],
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
  const painLike: Topic[] = ['changeover', 'maintenance', 'staffing', 'quality', 'compliance'];
  if (painLike.includes(topic)) {
    const what = TOPIC_WORDS[topic] ?? topic.replace('_', ' ');
    const is = what === 'changeovers' ? 'are' : 'is';
    return [
      `${capitalise(what)}? ${is === 'are' ? "They're" : "It's"} under control.`,
      `We manage ${what}. Same as everyone.`,
      `${capitalise(what)} ${is} fine. Could always be better, I suppose.`,
      `${capitalise(what)} ${is} nothing I'd lose sleep over.`,
    ];
  }
  return (
    guardedLines(c, topic) ??
    DEFLECT[topic] ?? [`That's not something I'd get into right now.`, `Let's not go there yet.`]
  );
}

/** After a guarded buyer describes a part of the plant: that is all the rep gets today. */
export function holdBackTails(c: ReplyCtx): string[] {
  return c.formal
    ? ['Beyond that, it is under control.', 'That is as much as I would say for now.']
    : ["Beyond that, it's under control.", "That's about all I'll say on that for now.", 'We manage.'];
}

export function repeatIntros(): string[] {
  return ['Like I said.', 'As I mentioned.', 'I told you already.', 'Same answer as before.'];
}
