// Public shapes of the coach. The server stores `Analysis` as the report body, so fields are
// snake_case like the API; only additive changes are safe once reports exist in the database.

export type ModeKey = 'prospecting' | 'discovering' | 'closing';

export type Outcome = 'in_progress' | 'meeting_agreed' | 'next_step_agreed' | 'no_decision' | 'lost';

/** ISO timestamps; `spoken` means the text came from speech-to-text, so its timings are real. */
export type TranscriptMessage = {
  id: string;
  role: 'rep' | 'buyer';
  text: string;
  startedAt: string;
  endedAt: string;
  spoken: boolean;
  interrupted?: boolean;
};

export type SkillKey =
  | 'relationship_building'
  | 'communication'
  | 'needs_discovery'
  | 'qualification'
  | 'solution_matching'
  | 'objection_handling'
  | 'negotiation'
  | 'closing';

/** `quote` is always a verbatim substring of the rep message `message_id`. */
export type Evidence = { message_id: string; quote: string };

/** Evidence attached to a skill says whether it shows the skill done well or done badly, and why. */
export type SkillEvidence = Evidence & { kind: 'strength' | 'weakness'; note: string };

export type SkillScore = {
  key: SkillKey;
  label: string;
  /** When the skill was not observed, a neutral placeholder: it does not count in the overall. */
  score: number;
  /** False when the call never tested the skill (no price talk → negotiation): shown as not observed. */
  observed: boolean;
  weight: number;
  evidence: SkillEvidence[];
  better_phrasing: string | null;
  /** The rep message the better phrasing replaces, so the UI can show them side by side. */
  better_phrasing_for: string | null;
  summary: string;
};

/** A healthy band for one metric. Shares are fractions 0..1. */
export type MetricRange = {
  min: number | null;
  max: number | null;
  ideal: number | null;
  /** Beyond this the metric actively hurts the conversation (e.g. rep talk share above 0.65). */
  hurts_above: number | null;
  unit: 'share' | 'count' | 'words' | 'seconds' | 'wpm' | 'per_100_words';
};

export type QualificationElement =
  | 'budget'
  | 'authority'
  | 'need'
  | 'timeline'
  | 'metrics'
  | 'decision_criteria'
  | 'decision_process'
  | 'pain'
  | 'champion'
  | 'competition';

export type TalkMetrics = {
  /** Fraction 0..1 of all words in the session spoken by the rep. */
  rep_talk_share: number;
  questions_asked: number;
  open_question_share: number;
  longest_monologue_words: number;
  longest_monologue_seconds: number | null;
  pace_wpm: number | null;
  filler_per_100_words: number;
  interruptions: number;
  qualification_coverage: { covered: QualificationElement[]; missing: QualificationElement[]; share: number };
  objections_raised: number;
  objections_handled: number;
  outcome: Outcome;
  ranges: {
    rep_talk_share: MetricRange;
    questions_asked: MetricRange;
    open_question_share: MetricRange;
    longest_monologue_words: MetricRange;
    longest_monologue_seconds: MetricRange;
    pace_wpm: MetricRange;
    filler_per_100_words: MetricRange;
    interruptions: MetricRange;
    qualification_coverage: MetricRange;
    objections_handled_share: MetricRange;
  };
};

export type Coaching = {
  keep: string[];
  start: string[];
  stop: string[];
  next_drill: { mode: ModeKey; title: string; description: string; skill: SkillKey };
};

/** The rep's previous report in the mode, as stored: its skill keys are whatever that version scored. */
export type PreviousReport = {
  overall_score: number;
  skills: readonly { key: string; score: number; observed?: boolean | undefined }[];
};

/** A concern the buyer raised, and whether the buyer's own state accepted an answer to it. */
export type BuyerConcern = {
  id: string;
  text: string;
  resolved: boolean;
  /**
   * Queued in the buyer's state: not raised yet, or raised and parked. It counts as raised only
   * where the transcript shows the buyer saying it.
   */
  pending?: boolean;
};

/**
 * The buyer simulation's side of the call, from its final state: the evidence of what the rep
 * achieved. Facts are the simulation's ids: 'budget', 'authority', 'timeline', 'decision_process',
 * 'competitors', 'pain:<id>', 'kpi:<key>'…
 */
export type BuyerEvidence = { concerns: BuyerConcern[]; revealedFacts: string[] };

export type AnalysisInput = {
  mode: ModeKey;
  messages: TranscriptMessage[];
  outcome?: Outcome;
  /** Objections the buyer simulation raised, as text; used to spot them in buyer messages. */
  buyerObjections?: string[];
  /** Facts from the uploaded document (price, lead time, warranty…) the rep must not contradict. */
  documentFacts?: string[];
  previous?: PreviousReport | null;
  /** What the buyer revealed and accepted; without it the coach judges from the transcript alone. */
  buyer?: BuyerEvidence | null;
};

export type Change = { overall: number; skills: { key: SkillKey; delta: number }[] };

export type Analysis = {
  mode: ModeKey;
  overall_score: number;
  skills: SkillScore[];
  metrics: TalkMetrics;
  coaching: Coaching;
  change: Change | null;
  /** Rep claims that contradict documentFacts, each with the fact it contradicts. */
  contradictions: (Evidence & { fact: string })[];
};

export type RubricItem = { key: SkillKey; label: string; weight: number; lookFor: string[] };
