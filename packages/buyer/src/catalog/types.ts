import type { EquipmentKey, KpiKey, PlantSizeKey, Topic } from './keys';

// Catalog knowledge is plain JSON (the server stores it in the database and admins edit it),
// so templates are strings with {placeholders} filled at profile derivation, not functions.

/** A pain the buyer has but does not volunteer. `topic` is what a rep must ask about. */
export type PainTemplate = { id: string; topic: Topic; text: string };

/** A concern the buyer raises. `resolveKeywords` are regex sources an answer must touch. */
export type ObjectionTemplate = {
  id: string;
  topic: Topic;
  text: string;
  /** What sits behind the objection; told to a rep who asks about it before answering. */
  detail: string;
  resolutionHint: string;
  resolveKeywords: string[];
};

export type Range = readonly [number, number];

export type IndustrySegment = {
  key: string;
  name: string;
  products: string[];
  equipment: EquipmentKey[];
  hazards: string;
  customers: string[];
};

export type EquipmentInfo = {
  name: string;
  shortName: string;
  vendors: string[];
  /** Installed price in thousands of USD, by plant size. */
  priceK: Record<PlantSizeKey, Range>;
  installDays: Range;
};

export type IndustryKnowledge = {
  summary: string;
  segments: IndustrySegment[];
  regulations: string[];
  auditSchemes: string[];
};

export type RoleKnowledge = {
  title: string;
  summary: string;
  concerns: string[];
  priorities: string[];
  kpis: KpiKey[];
  vocabulary: string[];
  focusTopics: Topic[];
  pains: PainTemplate[];
  objections: ObjectionTemplate[];
  /** What the buyer is doing when a cold call interrupts them. */
  busyWith: string[];
  /** Whether this role usually holds the budget or recommends to whoever does. */
  budgetRole: 'owner' | 'recommender' | 'influencer' | 'gatekeeper';
};

export type ManufacturingModelKnowledge = {
  summary: string;
  buyingProcess: string;
  concerns: string[];
  customers: string[];
  approvalStep: string | null;
  pains: PainTemplate[];
  objections: ObjectionTemplate[];
};

export type PlantSizeKnowledge = {
  summary: string;
  employees: Range;
  lines: Range;
  shifts: Range;
  oee: Range;
  budgetMultiplier: number;
  buyingProcess: string;
  decisionMaker: string;
  approvalSteps: string[];
  concerns: string[];
  pains: PainTemplate[];
  objections: ObjectionTemplate[];
};

export type GeographyKnowledge = {
  currency: 'USD' | 'CAD' | 'MXN';
  regulators: string;
  regulatoryNotes: string[];
  labelling: string;
  tariffs: string;
  shutdownWindows: string[];
  cities: Array<{ city: string; region: string }>;
  lastNames: string[];
  companyStems: string[];
  companySuffixes: string[];
  concerns: string[];
  pains: PainTemplate[];
  objections: ObjectionTemplate[];
};

export type ModeKnowledge = {
  buyerSituation: string;
  buyerGoal: string;
  behaviour: string[];
  successOutcome: 'meeting_agreed' | 'next_step_agreed';
  brushOffs: ObjectionTemplate[];
  skills: string[];
};
