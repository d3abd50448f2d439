import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  aiRoles,
  geographies,
  industries,
  interactionModes,
  manufacturingModels,
  modeAiRoles,
  modeManufacturingModels,
  modePlantSizeImpacts,
  plantSizeImpacts,
} from '../../db/schema';

export function catalogRepository(db: Database) {
  return {
    industries: () => db.select().from(industries).orderBy(asc(industries.id)),
    // Entries an admin hid are not offered (docs/decisions/0018-admin-and-audit.md).
    aiRoles: () => db.select().from(aiRoles).where(isNull(aiRoles.hiddenAt)).orderBy(asc(aiRoles.id)),
    manufacturingModels: () =>
      db
        .select()
        .from(manufacturingModels)
        .where(isNull(manufacturingModels.hiddenAt))
        .orderBy(asc(manufacturingModels.id)),
    plantSizeImpacts: () =>
      db.select().from(plantSizeImpacts).where(isNull(plantSizeImpacts.hiddenAt)).orderBy(asc(plantSizeImpacts.id)),
    geographies: () => db.select().from(geographies).orderBy(asc(geographies.id)),
    modes: () => db.select().from(interactionModes).orderBy(asc(interactionModes.id)),
    modeAiRoles: () => db.select().from(modeAiRoles),
    modeManufacturingModels: () => db.select().from(modeManufacturingModels),
    modePlantSizeImpacts: () => db.select().from(modePlantSizeImpacts),
    modeByKey: async (key: string) =>
      (await db.select().from(interactionModes).where(eq(interactionModes.key, key)))[0],
    modeById: async (id: number) => (await db.select().from(interactionModes).where(eq(interactionModes.id, id)))[0],
    industryById: async (id: number) => (await db.select().from(industries).where(eq(industries.id, id)))[0],
    aiRoleById: async (id: number) => (await db.select().from(aiRoles).where(eq(aiRoles.id, id)))[0],
    manufacturingModelById: async (id: number) =>
      (await db.select().from(manufacturingModels).where(eq(manufacturingModels.id, id)))[0],
    plantSizeImpactById: async (id: number) =>
      (await db.select().from(plantSizeImpacts).where(eq(plantSizeImpacts.id, id)))[0],
    geographyByKey: async (key: string) => (await db.select().from(geographies).where(eq(geographies.key, key)))[0],
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
