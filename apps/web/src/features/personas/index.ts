// The personas feature's public face: other features import it from here only (docs/decisions/0019-web-layering.md).
export { useAiRoles } from './api/get-ai-roles';
export { useGeographies } from './api/get-geographies';
export { useIndustries } from './api/get-industries';
export { useInteractionModes } from './api/get-interaction-modes';
export { useManufacturingModels } from './api/get-manufacturing-models';
export { usePlantSizeImpacts } from './api/get-plant-size-impacts';
export { useModeOffers } from './hooks/use-mode-offers';
export { useStartAssignment } from './hooks/use-start-assignment';
export {
  clearPracticeIntent,
  readPracticeIntent,
  rememberPracticeIntent,
  signInAndReturn,
  startPractice,
} from './practice-intent';
export { openInteractionMode, useInteractionModeOpen } from './store/persona-modal-store';
export { PLACEHOLDER_TRAIT } from './utils/persona-input';
export { PracticeModals } from './practice-modals';
