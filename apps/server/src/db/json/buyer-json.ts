import type { BuyerState, PersonaProfile } from '@buyerlab/buyer';
import { z } from 'zod';
import { versionedJson } from './versioned';

// The buyer package's persona profile and buyer state as stored in `personas.profile`,
// `practice_sessions.profile` and `practice_sessions.buyer_state` (docs/decisions/0020-server-layers-and-stored-json.md).
// The assertions at the end make a change to those types in packages/buyer fail the typecheck
// until this schema says how rows stored before the change read: optional, or an older version.

const str = z.string();
const num = z.number();
const strs = z.array(str);
/** A closed vocabulary of the buyer package (its own lists decide the values): stored as a string. */
const key = <K extends string>() => z.custom<K>((v) => typeof v === 'string');
const obj = z.looseObject;

type Document = NonNullable<PersonaProfile['document']>;
type Memory = NonNullable<BuyerState['memory']>;

const objection = obj({
  id: str,
  topic: key<PersonaProfile['focusTopics'][number]>(),
  text: str,
  detail: str,
  resolutionHint: str,
  resolveKeywords: strs,
});

const input = obj({
  seed: str.optional(),
  firstName: str,
  industry: key<PersonaProfile['input']['industry']>(),
  role: key<PersonaProfile['input']['role']>(),
  experience: z.enum(['junior', 'mid', 'senior']),
  geography: key<PersonaProfile['input']['geography']>(),
  manufacturingModel: key<PersonaProfile['input']['manufacturingModel']>(),
  plantSize: key<PersonaProfile['input']['plantSize']>(),
  mode: z.enum(['prospecting', 'discovering', 'closing']),
});

const document = obj({
  excerpt: strs,
  priceMentioned: str.nullable(),
  figures: z.array(obj({ kind: key<Document['figures'][number]['kind']>(), value: str })),
  product: obj({ name: str, spoken: str, kind: str.nullable() }).nullable().optional(),
  /** Absent in profiles stored before the buyer read the machine a proposal names. */
  machine: str.nullable().optional(),
});

export const personaProfileV1 = obj({
  id: str,
  input,
  firstName: str,
  lastName: str,
  name: str,
  title: str,
  yearsInRole: num,
  company: obj({
    name: str,
    city: str,
    region: str,
    country: str,
    segment: str,
    products: strs,
    employees: num,
    ownership: str,
    customers: strs,
  }),
  plant: obj({
    lines: num,
    shifts: num,
    schedule: str,
    sanitation: str,
    auditScheme: str,
    hazards: str,
    regulators: str,
    regulatoryNotes: strs,
    labelling: str,
    tariffs: str,
    shutdownWindow: str,
  }),
  equipment: obj({
    key: key<PersonaProfile['equipment']['key']>(),
    name: str,
    shortName: str,
    ageYears: num,
    installDays: num,
  }),
  priorities: strs,
  concerns: strs,
  vocabulary: strs,
  focusTopics: z.array(key<PersonaProfile['focusTopics'][number]>()),
  kpis: z.array(
    obj({
      key: key<PersonaProfile['kpis'][number]['key']>(),
      name: str,
      value: num,
      unit: str,
      target: num,
      spoken: str,
      trend: z.enum(['improving', 'flat', 'worsening']),
    }),
  ),
  hiddenPains: z.array(obj({ id: str, topic: key<PersonaProfile['focusTopics'][number]>(), text: str })),
  budget: obj({
    range: str,
    spoken: str,
    min: num,
    max: num,
    currency: z.enum(['USD', 'CAD']),
    approved: z.boolean(),
    owner: str,
    cycle: str,
  }),
  authority: obj({ decisionMaker: str, isDecisionMaker: z.boolean(), influencers: strs, approvalSteps: strs }),
  timeline: obj({ horizon: str, trigger: str, installWindow: str, urgency: z.enum(['low', 'medium', 'high']) }),
  decisionProcess: obj({ summary: str, steps: strs, criteria: strs }),
  competitors: obj({ currentVendor: str, alternatives: strs, sentiment: str }),
  objections: z.array(objection),
  brushOffs: z.array(objection),
  busyWith: str,
  personality: obj({ talkativeness: num, skepticism: num, formality: num }),
  startingMood: z.enum(['pleased', 'neutral', 'skeptical', 'annoyed']),
  voice: obj({ gender: z.enum(['female', 'male']), pitch: num, rate: num }),
  document: document.nullable(),
});

const memory = obj({
  repName: str.nullable(),
  repCompany: str.nullable(),
  /** Absent in states stored before the buyer remembered what the rep sells. */
  repMachine: str.nullable().optional(),
  amounts: z.array(obj({ text: str, value: num, currency: str.nullable(), context: str.optional() })),
  pricedLastTurn: z.boolean(),
  times: z.array(
    obj({ text: str, weekday: num.nullable(), hour: num.nullable(), minute: num.nullable(), day: num.nullable() }),
  ),
  promises: strs,
  buyerOffer: obj({ text: str, weekday: num, hour: num }).nullable(),
  agreedTime: str.nullable(),
  said: strs,
  restated: z.record(str, num),
  requestsDeclined: num,
});

export const buyerStateV1 = obj({
  seed: str,
  mode: z.enum(['prospecting', 'discovering', 'closing']),
  turn: num,
  trust: num,
  interest: num,
  patience: num,
  stage: z.enum(['opening', 'engaged', 'qualifying', 'negotiating', 'ended']),
  outcome: z.enum(['in_progress', 'meeting_agreed', 'next_step_agreed', 'no_decision', 'lost']),
  revealedFacts: strs,
  objectionsOpen: strs,
  objectionsQueued: strs,
  objectionsResolved: strs,
  objectionsClarified: strs,
  objectionAttempts: z.record(str, num),
  usedReplies: strs,
  strikes: obj({
    pitch: num,
    ramble: num,
    rude: num,
    roleBreak: num,
    earlyClose: num,
    offTopic: num,
    /** Absent in states stored before the buyer noticed checklist questioning. */
    checklist: num.optional(),
    /** Absent in states stored before the buyer noticed remarks with an edge. */
    curt: num.optional(),
  }),
  goodQuestions: num,
  valueHeard: num,
  permissionGranted: z.boolean(),
  introduced: z.boolean(),
  lastTopics: z.array(key<PersonaProfile['focusTopics'][number]>()),
  /** Absent in states stored before the buyer had a memory (the buyer reads that as an empty one). */
  memory: memory.optional(),
  lastEvent: z.enum(['none', 'rude', 'role_break', 'pitch', 'ramble', 'good', 'resolved', 'agreed', 'stale']),
});

export const storedProfile = versionedJson<'persona profile', PersonaProfile>({
  column: 'persona profile',
  version: 1,
  schema: personaProfileV1,
});
export const storedBuyerState = versionedJson<'buyer state', BuyerState>({
  column: 'buyer state',
  version: 1,
  schema: buyerStateV1,
});

// Both ways, so neither the schema nor the buyer package can drift from the other unnoticed:
// everything the package writes is accepted, and everything accepted is what the package reads.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Strip<T> = T extends readonly (infer U)[]
  ? Strip<U>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: Strip<T[K]> }
    : T;
const checks: [
  Same<Strip<z.output<typeof personaProfileV1>>, PersonaProfile>,
  Same<Strip<z.output<typeof buyerStateV1>>, BuyerState>,
  Same<Strip<z.output<typeof memory>>, Memory>,
] = [true, true, true];
void checks;
