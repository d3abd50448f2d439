// Public API of the buyer simulation: a pure domain core with no I/O.

export { CATALOG } from './catalog/index';
export type {
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
} from './catalog/keys';
export type {
  GeographyKnowledge,
  IndustryKnowledge,
  ManufacturingModelKnowledge,
  ModeKnowledge,
  ObjectionTemplate,
  PainTemplate,
  PlantSizeKnowledge,
  RoleKnowledge,
} from './catalog/types';
export { classifyTurn } from './classify/classify-turn';
export type { TurnAct, TurnClassification } from './classify/types';
export { concernTexts } from './modes/closing-concerns';
export { openingLine } from './opening-line';
export { deriveProfile } from './profile/derive-profile';
export type { HiddenPain, KpiFact, Mood, PersonaInput, PersonaProfile, ProfileObjection } from './profile/types';
export { buildDocumentDataBlock } from './prompt/document-block';
export { buildSystemPrompt } from './prompt/system-prompt';
export { respond } from './respond';
export { warmUp } from './warm-up';
export {
  clauseModel,
  clauseModelFromJson,
  trainShippedModel,
  useClauseModel,
  type ClauseModelJson,
} from './understand/model';
export { ACTS, TOPICS, type Act } from './understand/labels';
export { cachedShippedModelJson } from './understand/model-cache';
export { loadSentenceEncoder } from './understand/sentences';
export { clausesOf, understand, type ClauseLabel, type Understanding } from './understand/understand';
export { initialState } from './state/initial-state';
export { moodOf } from './state/mood';
export type { BuyerState, Outcome, Stage } from './state/types';
