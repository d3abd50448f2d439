import type { ModeKey, RubricItem, SkillKey } from '../types.js';

// What each mode is for decides what is scored and how much it counts: a cold call is won on
// earning attention and a meeting, discovery on questions, closing on objections and commitment.
const WEIGHTS: Record<ModeKey, Partial<Record<SkillKey, number>>> = {
  prospecting: { relationship_building: 0.3, needs_discovery: 0.25, closing: 0.25, communication: 0.2 },
  discovering: {
    needs_discovery: 0.3,
    qualification: 0.25,
    relationship_building: 0.15,
    solution_matching: 0.15,
    communication: 0.15,
  },
  closing: { objection_handling: 0.3, closing: 0.25, negotiation: 0.2, solution_matching: 0.15, communication: 0.1 },
};

export function skillLabel(key: SkillKey, mode: ModeKey): string {
  switch (key) {
    case 'relationship_building':
      return 'Relationship building';
    case 'communication':
      return 'Communication';
    case 'needs_discovery':
      return 'Needs discovery';
    case 'qualification':
      return 'Qualification';
    case 'solution_matching':
      return 'Solution matching';
    case 'objection_handling':
      return 'Objection handling & value selling';
    case 'negotiation':
      return 'Negotiation';
    case 'closing':
      return mode === 'prospecting' ? 'Next-step commitment' : 'Closing & next-step commitment';
  }
}

const LOOK_FOR: Record<SkillKey, (mode: ModeKey) => string[]> = {
  relationship_building: (mode) => [
    mode === 'prospecting'
      ? 'Acknowledge that you are interrupting and earn the next 30 seconds'
      : 'Acknowledge what the buyer says before moving on',
    'Play back their words: "you mentioned…", "it sounds like…"',
    'No pressure lines, no arguing, no talking over the buyer',
  ],
  communication: () => [
    'Talk less than half the time — about 43 % is healthy',
    'Short turns that end with a question; no monologue over 45 seconds',
    'A steady 140–160 words per minute and few fillers (um, you know, basically)',
  ],
  needs_discovery: (mode) => [
    mode === 'prospecting'
      ? 'At least one open question about their line before you pitch'
      : 'Open questions (what, how, tell me) before any pitch',
    'Ask what the problem costs: hours, cases, audit findings, overtime',
    'Follow up on the buyer’s answer instead of jumping to the next topic',
  ],
  qualification: () => [
    'Uncover need, pain and the numbers behind it',
    'Ask about timeline, budget, who signs off and how they buy',
    'Learn the decision criteria and the alternatives they are weighing',
  ],
  solution_matching: () => [
    'Tie each capability to something the buyer told you (changeover, CIP time, giveaway…)',
    'Back claims with a comparable plant or a guarantee, not adjectives',
    'No feature lists the buyer did not ask for',
  ],
  objection_handling: () => [
    'Acknowledge the concern before answering it',
    'Ask what is behind it, then answer with evidence (reference, trial, numbers)',
    'Never dismiss or argue with the objection',
  ],
  negotiation: () => [
    'Anchor on value: payback, cost per case, total cost of ownership',
    'Trade, don’t give: every concession comes with something in return',
    'Find out what is driving the price pushback before moving on price',
  ],
  closing: (mode) =>
    mode === 'prospecting'
      ? [
          'Ask for a specific meeting: who, how long, which day',
          'Tie the meeting to a problem the buyer named',
          'No “I’ll send some info and follow up”',
        ]
      : [
          'Summarise what was agreed before asking',
          'Ask for a concrete commitment (PO, trial, sign-off date)',
          'Check what could still stop the decision',
        ],
};

export function rubricFor(mode: ModeKey): RubricItem[] {
  return (Object.entries(WEIGHTS[mode]) as [SkillKey, number][]).map(([key, weight]) => ({
    key,
    label: skillLabel(key, mode),
    weight,
    lookFor: LOOK_FOR[key](mode),
  }));
}
