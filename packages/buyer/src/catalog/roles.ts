import type { RoleKey } from './keys';
import { OPERATIONS_MANAGER, PLANT_MANAGER, PRODUCTION_MANAGER } from './roles-plant-floor';
import { PROCUREMENT_MANAGER } from './roles-commercial';
import { MAINTENANCE_MANAGER, PROJECT_ENGINEER, QUALITY_SPECIALIST } from './roles-technical';
import type { RoleKnowledge } from './types';

export const ROLES: ReadonlyArray<{ key: RoleKey; name: string; knowledge: RoleKnowledge }> = [
  { key: 'plant_manager', name: 'Plant Manager', knowledge: PLANT_MANAGER },
  { key: 'operations_manager', name: 'Operations Manager', knowledge: OPERATIONS_MANAGER },
  { key: 'production_manager', name: 'Production Manager', knowledge: PRODUCTION_MANAGER },
  { key: 'maintenance_manager', name: 'Maintenance Manager', knowledge: MAINTENANCE_MANAGER },
  { key: 'quality_food_safety_specialist', name: 'Quality / Food Safety Specialist', knowledge: QUALITY_SPECIALIST },
  { key: 'procurement_manager', name: 'Procurement Manager', knowledge: PROCUREMENT_MANAGER },
  { key: 'project_engineer', name: 'Project Engineer', knowledge: PROJECT_ENGINEER },
];
