import type { InteractionMode } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { catalogRepository } from './catalog.repository';

type ModeRow = { id: number; key: string; name: string; goal: string };

export function toMode(row: ModeRow): InteractionMode {
  return { mode_id: row.id, key: row.key as InteractionMode['key'], name: row.name, goal: row.goal };
}

export function catalogService(db: Database) {
  const repo = catalogRepository(db);
  return {
    repo,
    industries: async () =>
      (await repo.industries()).map((r) => ({
        industry_id: r.id,
        name: r.name,
        key: r.key,
        status: r.status === 'live' ? ('live' as const) : ('coming_soon' as const),
      })),
    aiRoles: async () => (await repo.aiRoles()).map((r) => ({ ai_role_id: r.id, name: r.name, key: r.key })),
    manufacturingModels: async () =>
      (await repo.manufacturingModels()).map((r) => ({ manufacturing_model_id: r.id, name: r.name, key: r.key })),
    plantSizeImpacts: async () =>
      (await repo.plantSizeImpacts()).map((r) => ({
        plant_size_impact_id: r.id,
        name: r.name,
        key: r.key,
        employees: r.employees,
      })),
    geographies: async () =>
      (await repo.geographies()).map((r) => ({ geography_id: r.id, name: r.name, key: r.key, regions: r.regions })),
    modes: async () => (await repo.modes()).map(toMode),
    modeAiRoles: async () => (await repo.modeAiRoles()).map((l) => ({ mode_id: l.modeId, ai_role_id: l.aiRoleId })),
    modeManufacturingModels: async () =>
      (await repo.modeManufacturingModels()).map((l) => ({
        interaction_mode: { mode_id: l.modeId },
        manufacturing_model: { manufacturing_model_id: l.manufacturingModelId },
      })),
    modePlantSizeImpacts: async () =>
      (await repo.modePlantSizeImpacts()).map((l) => ({
        mode_id: l.modeId,
        plant_size_impact_id: l.plantSizeImpactId,
      })),
    /** The catalog's rows as other features look them up (personas, sessions): the catalog owns its tables. */
    rows: {
      industryById: repo.industryById,
      aiRoleById: repo.aiRoleById,
      manufacturingModelById: repo.manufacturingModelById,
      plantSizeImpactById: repo.plantSizeImpactById,
      geographyByKey: repo.geographyByKey,
      modeById: repo.modeById,
      modeByKey: repo.modeByKey,
      modeAiRoles: repo.modeAiRoles,
      modeManufacturingModels: repo.modeManufacturingModels,
      modePlantSizeImpacts: repo.modePlantSizeImpacts,
    },
    async modeByName(name: string): Promise<InteractionMode> {
      const row = await repo.modeByKey(name.trim().toLowerCase());
      if (!row) throw new AppError('not_found', `There is no interaction mode called "${name}".`);
      return toMode(row);
    },
  };
}
