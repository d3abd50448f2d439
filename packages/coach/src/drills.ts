import type { Coaching, ModeKey, SkillKey } from './types.js';

// One drill per skill: a short, repeatable exercise in the mode where that skill is tested hardest.
const DRILLS: Record<SkillKey, Coaching['next_drill']> = {
  relationship_building: {
    skill: 'relationship_building',
    mode: 'prospecting',
    title: 'Earn the first 30 seconds',
    description:
      'Cold-call a busy plant manager. Open by acknowledging the interruption, give one reason for calling that is about their plant, and play back the first thing they tell you before asking anything else.',
  },
  communication: {
    skill: 'communication',
    mode: 'discovering',
    title: 'Two sentences, then a question',
    description:
      'Run a discovery call where no turn of yours is longer than two sentences and every turn ends with a question. Aim for a talk share under 45% and no filler words.',
  },
  needs_discovery: {
    skill: 'needs_discovery',
    mode: 'discovering',
    title: 'Five open questions before any pitch',
    description:
      'With an operations manager at a co-packer, ask at least five open questions — including what changeovers and unplanned downtime cost them per week — before you mention a single feature.',
  },
  qualification: {
    skill: 'qualification',
    mode: 'discovering',
    title: 'Qualify the line upgrade',
    description:
      'Uncover need, pain, timeline, budget, who signs off and how capex gets approved, without it sounding like a checklist: tie each question to something the buyer just said.',
  },
  solution_matching: {
    skill: 'solution_matching',
    mode: 'discovering',
    title: 'Their problem, then your answer',
    description:
      'After two questions, present only the one capability that solves the problem the buyer named (changeover, CIP time, giveaway), in their words, and ask whether it would change their week.',
  },
  objection_handling: {
    skill: 'objection_handling',
    mode: 'closing',
    title: 'Acknowledge, ask, evidence',
    description:
      'Face a procurement manager with price, installation downtime and support concerns. For each one: acknowledge it, ask what is behind it, then answer with a reference plant, a trial or a number.',
  },
  negotiation: {
    skill: 'negotiation',
    mode: 'closing',
    title: 'Trade, don’t give',
    description:
      'The buyer asks for 10% off. Anchor on payback and cost per case first; if you move, move only in exchange for something — a signed PO this month, a longer service plan, or a reference visit.',
  },
  closing: {
    skill: 'closing',
    mode: 'closing',
    title: 'Ask for the commitment',
    description:
      'Summarise the three things the buyer agreed matter, check nothing else stands in the way, and ask for a dated commitment: the PO, a trial start or a sign-off meeting.',
  },
};

// On a cold call the "close" is the meeting, so a prospecting rep who could not book one practises
// that, not a purchase-order close.
const BOOK_THE_MEETING: Coaching['next_drill'] = {
  skill: 'closing',
  mode: 'prospecting',
  title: 'Book the meeting',
  description:
    'Cold-call a plant manager and, within five minutes, ask for a specific 30-minute meeting tied to the problem they named — with a day, a time and who else should attend. No “I’ll send some info”.',
};

export function drillFor(skill: SkillKey, mode: ModeKey): Coaching['next_drill'] {
  return skill === 'closing' && mode === 'prospecting' ? BOOK_THE_MEETING : DRILLS[skill];
}
