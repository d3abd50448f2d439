// The coach: a pure, deterministic analyser of practice-session transcripts. No I/O.
export type {
  Analysis,
  AnalysisInput,
  BuyerConcern,
  BuyerEvidence,
  Change,
  Coaching,
  Evidence,
  MetricRange,
  ModeKey,
  Outcome,
  PreviousReport,
  QualificationElement,
  RubricItem,
  SkillEvidence,
  SkillKey,
  SkillScore,
  TalkMetrics,
  TranscriptMessage,
} from './types.js';
export { analyseSession, MIN_MESSAGES_FOR_REPORT } from './analyse.js';
export { buyerEvidence, type BuyerStateView } from './buyer-evidence.js';
export { coachingFeedback, OUTCOME_TEXT } from './feedback.js';
export { rubricFor } from './skills/rubric.js';
export { verifyQuote } from './evidence.js';
export { withoutFabricatedQuotes } from './narrative-quotes.js';
/** Scripted practice calls (strong, average and weak reps per mode): also sample speech for the recogniser. */
export { CALIBRATION_CALLS, calibration } from './calibration/index.js';
