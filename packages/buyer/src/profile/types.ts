import type { DocumentFigure } from './document-figures';
import type { ProposalProduct } from './document-product';
import type {
  EquipmentKey,
  ExperienceLevel,
  GeographyKey,
  IndustryKey,
  KpiKey,
  ManufacturingModelKey,
  ModeKey,
  PlantSizeKey,
  RoleKey,
  Topic,
} from '../catalog/keys';

export type Mood = 'pleased' | 'neutral' | 'skeptical' | 'annoyed';

export type PersonaInput = {
  /**
   * The persona's own identity (the server passes its id): every created persona is its own
   * buyer, the same one in each of its sessions and modes. Profiles stored before it existed
   * were seeded by their choices, so it is optional and they derive as they always did.
   */
  seed?: string;
  firstName: string;
  industry: IndustryKey;
  role: RoleKey;
  experience: ExperienceLevel;
  geography: GeographyKey;
  manufacturingModel: ManufacturingModelKey;
  plantSize: PlantSizeKey;
  mode: ModeKey;
  documentSummary?: string | null;
};

export type KpiFact = {
  key: KpiKey;
  name: string;
  value: number;
  unit: string;
  target: number;
  /** How the buyer would say the number out loud, e.g. "62 percent". */
  spoken: string;
  trend: 'improving' | 'flat' | 'worsening';
};

export type HiddenPain = { id: string; topic: Topic; text: string };

export type ProfileObjection = {
  id: string;
  topic: Topic;
  text: string;
  detail: string;
  resolutionHint: string;
  resolveKeywords: string[];
};

export type PersonaProfile = {
  id: string;
  input: Omit<PersonaInput, 'documentSummary'>;
  firstName: string;
  lastName: string;
  name: string;
  title: string;
  yearsInRole: number;
  company: {
    name: string;
    city: string;
    region: string;
    country: string;
    segment: string;
    products: string[];
    employees: number;
    ownership: string;
    customers: string[];
  };
  plant: {
    lines: number;
    shifts: number;
    schedule: string;
    sanitation: string;
    auditScheme: string;
    hazards: string;
    regulators: string;
    regulatoryNotes: string[];
    labelling: string;
    tariffs: string;
    shutdownWindow: string;
  };
  equipment: { key: EquipmentKey; name: string; shortName: string; ageYears: number; installDays: number };
  priorities: string[];
  concerns: string[];
  vocabulary: string[];
  /** Topics this buyer cares about: questions on them build trust, pitches on them land. */
  focusTopics: Topic[];
  kpis: KpiFact[];
  hiddenPains: HiddenPain[];
  budget: {
    range: string;
    spoken: string;
    min: number;
    max: number;
    currency: 'USD' | 'CAD';
    approved: boolean;
    owner: string;
    cycle: string;
  };
  authority: { decisionMaker: string; isDecisionMaker: boolean; influencers: string[]; approvalSteps: string[] };
  timeline: { horizon: string; trigger: string; installWindow: string; urgency: 'low' | 'medium' | 'high' };
  decisionProcess: { summary: string; steps: string[]; criteria: string[] };
  competitors: { currentVendor: string; alternatives: string[]; sentiment: string };
  objections: ProfileObjection[];
  brushOffs: ProfileObjection[];
  busyWith: string;
  personality: { talkativeness: number; skepticism: number; formality: number };
  startingMood: Mood;
  voice: { gender: 'female' | 'male'; pitch: number; rate: number };
  document: {
    excerpt: string[];
    priceMentioned: string | null;
    figures: DocumentFigure[];
    /** The product the proposal is for, validated (absent in profiles stored before it was read). */
    product?: ProposalProduct | null;
    /** The first machine kind the proposal names, one of ours ("palletizer"): what it is for when the product name says no kind. */
    machine?: string | null;
  } | null;
};
