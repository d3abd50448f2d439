import type { ManufacturingModelKey, ModeKey, PlantSizeKey, RoleKey } from './keys';
import type { ModeKnowledge } from './types';

const prospecting: ModeKnowledge = {
  buyerSituation: 'A busy buyer interrupted by a cold call from a vendor they have never heard of.',
  buyerGoal: 'Get back to work unless the caller earns attention with something relevant to this plant.',
  behaviour: [
    'answers the phone distracted and guarded',
    'gives a caller who asks permission and gets to the point a minute or two',
    'cuts off a caller who launches into features, and hangs up on a second attempt',
    'agrees to a meeting only when the caller has shown relevance and asked for a specific, small next step',
  ],
  successOutcome: 'meeting_agreed',
  brushOffs: [
    {
      id: 'bo_email',
      topic: 'next_step',
      text: 'Just send me an email and I will look at it.',
      detail: 'Honestly, I get ten of these calls a week and the emails go straight to a folder.',
      resolutionHint:
        'Acknowledge, then offer one specific reason the conversation is worth 20 minutes and ask for a time.',
      resolveKeywords: [
        '20 minutes',
        'fifteen minutes',
        '15 minutes',
        'twenty minutes',
        'specific',
        'one question',
        'worth',
        'understand',
      ],
    },
    {
      id: 'bo_all_set',
      topic: 'competitors',
      text: 'We are all set, we have worked with {currentVendor} for years.',
      detail: 'They are not perfect, but switching is work and I do not have time for work.',
      resolutionHint:
        'Respect the incumbent, ask what they would improve about it, and position as a second option, not a replacement.',
      resolveKeywords: [
        'what would you (change|improve)',
        'if you could',
        'second (option|source)',
        'benchmark',
        'not asking you to (switch|replace)',
        'respect',
      ],
    },
    {
      id: 'bo_no_budget',
      topic: 'budget',
      text: 'There is no budget for anything like that this year.',
      detail: 'There is money, but only for projects that fix a problem the VP already knows about.',
      resolutionHint:
        'Do not argue budget; ask about the problem and cost of doing nothing, and offer to help build the case for next cycle.',
      resolveKeywords: [
        'next (year|cycle)',
        'cost of (doing nothing|downtime)',
        'business case',
        'not asking (you )?to buy',
        'understand',
      ],
    },
  ],
  skills: ['relationship building', 'communication', 'needs discovery', 'closing / next-step commitment'],
};

const discovering: ModeKnowledge = {
  buyerSituation:
    'A scheduled discovery call the buyer agreed to; they have about thirty minutes and a real problem they have not fully shared.',
  buyerGoal:
    'Find out whether this vendor understands the plant before spending more time, without giving away leverage.',
  behaviour: [
    'answers open questions fully and closed questions briefly',
    'shares pains, numbers and qualification facts only when asked well and trust is there',
    'pushes back when the rep pitches before understanding the problem',
    'agrees to a next step when the rep has uncovered the problem and proposes something concrete',
  ],
  successOutcome: 'next_step_agreed',
  brushOffs: [],
  skills: [
    'needs discovery',
    'qualification',
    'communication',
    'relationship building',
    'closing / next-step commitment',
  ],
};

const closing: ModeKnowledge = {
  buyerSituation: 'The buyer has the proposal in hand and open concerns that must be answered before recommending it.',
  buyerGoal: 'Get every concern answered and the best terms before putting their name on a recommendation.',
  behaviour: [
    'raises concerns one at a time from the proposal: price, ROI, installation downtime, support, contract, competitors, tariffs',
    'tells what sits behind a concern when the rep asks about it',
    'accepts an answer only when it addresses the real concern specifically',
    'commits to a concrete next step only when the concerns are resolved',
  ],
  successOutcome: 'next_step_agreed',
  brushOffs: [],
  skills: [
    'objection handling and value selling',
    'negotiation',
    'solution matching',
    'closing / next-step commitment',
  ],
};

export const MODES: ReadonlyArray<{ key: ModeKey; name: string; goal: string; knowledge: ModeKnowledge }> = [
  {
    key: 'prospecting',
    name: 'Prospecting',
    goal: 'Earn the buyer’s attention on a cold call and book a meeting.',
    knowledge: prospecting,
  },
  {
    key: 'discovering',
    name: 'Discovering',
    goal: 'Uncover the buyer’s pains, numbers and buying process, and agree a next step.',
    knowledge: discovering,
  },
  {
    key: 'closing',
    name: 'Closing',
    goal: 'Resolve the buyer’s open concerns on the proposal and win a commitment.',
    knowledge: closing,
  },
];

// Who is on the other end of each kind of call. Project engineers are reached once a project
// exists, not cold; quality and maintenance influence a deal but rarely own its close.
const ALL_ROLES: RoleKey[] = [
  'plant_manager',
  'operations_manager',
  'production_manager',
  'maintenance_manager',
  'quality_food_safety_specialist',
  'procurement_manager',
  'project_engineer',
];
const ALL_MODELS: ManufacturingModelKey[] = ['self_manufacturing', 'contract_manufacturing'];
const ALL_SIZES: PlantSizeKey[] = ['small', 'medium', 'large'];

export const MODE_LINKS: {
  roles: Record<ModeKey, RoleKey[]>;
  manufacturingModels: Record<ModeKey, ManufacturingModelKey[]>;
  plantSizes: Record<ModeKey, PlantSizeKey[]>;
} = {
  roles: {
    prospecting: ALL_ROLES.filter((r) => r !== 'project_engineer'),
    discovering: ALL_ROLES,
    closing: ['plant_manager', 'operations_manager', 'production_manager', 'procurement_manager', 'project_engineer'],
  },
  manufacturingModels: { prospecting: ALL_MODELS, discovering: ALL_MODELS, closing: ALL_MODELS },
  plantSizes: { prospecting: ALL_SIZES, discovering: ALL_SIZES, closing: ALL_SIZES },
};
