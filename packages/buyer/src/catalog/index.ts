import { GEOGRAPHIES } from './geographies';
import { INDUSTRIES } from './industries';
import type { GeographyKey, IndustryKey, ManufacturingModelKey, ModeKey, PlantSizeKey, RoleKey } from './keys';
import { MANUFACTURING_MODELS } from './manufacturing-models';
import { MODE_LINKS, MODES } from './modes';
import { PLANT_SIZES } from './plant-sizes';
import { ROLES } from './roles';
import type {
  GeographyKnowledge,
  IndustryKnowledge,
  ManufacturingModelKnowledge,
  ModeKnowledge,
  PlantSizeKnowledge,
  RoleKnowledge,
} from './types';

/** The reference catalog (docs/product.md#catalog). Plain data: the server seeds its tables from it. */
export const CATALOG = {
  industries: INDUSTRIES,
  roles: ROLES,
  manufacturingModels: MANUFACTURING_MODELS,
  plantSizes: PLANT_SIZES,
  geographies: GEOGRAPHIES,
  modes: MODES,
  modeLinks: MODE_LINKS,
} as const;

function find<K extends string, T extends { key: K }>(list: ReadonlyArray<T>, key: K): T {
  const entry = list.find((e) => e.key === key);
  if (!entry) throw new Error(`Unknown catalog key: ${key}`);
  return entry;
}

export const industryOf = (key: IndustryKey): IndustryKnowledge => find(INDUSTRIES, key).knowledge;
export const roleOf = (key: RoleKey): RoleKnowledge => find(ROLES, key).knowledge;
export const modelOf = (key: ManufacturingModelKey): ManufacturingModelKnowledge =>
  find(MANUFACTURING_MODELS, key).knowledge;
export const sizeOf = (key: PlantSizeKey): PlantSizeKnowledge => find(PLANT_SIZES, key).knowledge;
export const geographyOf = (key: GeographyKey): GeographyKnowledge => find(GEOGRAPHIES, key).knowledge;
export const modeOf = (key: ModeKey): ModeKnowledge => find(MODES, key).knowledge;
