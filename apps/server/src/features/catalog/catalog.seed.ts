import { CATALOG } from '@buyerlab/buyer';
import { sql } from 'drizzle-orm';
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

/**
 * Seeds the reference catalog from the buyer package, idempotently: rows are matched by key, the
 * knowledge is refreshed from code (the source of truth until admins edit it), ids never change.
 */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const i of CATALOG.industries) {
      await tx
        .insert(industries)
        .values({ key: i.key, name: i.name, status: i.status, knowledge: i.knowledge })
        .onConflictDoUpdate({
          target: industries.key,
          set: { knowledge: sql`excluded.knowledge`, status: sql`excluded.status` },
        });
    }
    for (const r of CATALOG.roles) {
      await tx
        .insert(aiRoles)
        .values({ key: r.key, name: r.name, knowledge: r.knowledge })
        .onConflictDoUpdate({ target: aiRoles.key, set: { knowledge: sql`excluded.knowledge` } });
    }
    for (const m of CATALOG.manufacturingModels) {
      await tx
        .insert(manufacturingModels)
        .values({ key: m.key, name: m.name, knowledge: m.knowledge })
        .onConflictDoUpdate({ target: manufacturingModels.key, set: { knowledge: sql`excluded.knowledge` } });
    }
    for (const p of CATALOG.plantSizes) {
      await tx
        .insert(plantSizeImpacts)
        .values({ key: p.key, name: p.name, employees: p.employees, knowledge: p.knowledge })
        .onConflictDoUpdate({ target: plantSizeImpacts.key, set: { knowledge: sql`excluded.knowledge` } });
    }
    for (const g of CATALOG.geographies) {
      await tx
        .insert(geographies)
        .values({ key: g.key, name: g.name, regions: [...g.regions], knowledge: g.knowledge })
        .onConflictDoUpdate({ target: geographies.key, set: { knowledge: sql`excluded.knowledge` } });
    }
    for (const m of CATALOG.modes) {
      await tx
        .insert(interactionModes)
        .values({ key: m.key, name: m.name, goal: m.goal, knowledge: m.knowledge })
        .onConflictDoUpdate({
          target: interactionModes.key,
          set: { knowledge: sql`excluded.knowledge`, goal: sql`excluded.goal` },
        });
    }
    await seedModeLinks(tx);
  });
}

async function idsByKey<T extends { id: number; key: string }>(rows: Promise<T[]>): Promise<Map<string, number>> {
  return new Map((await rows).map((r) => [r.key, r.id]));
}

async function seedModeLinks(db: Database): Promise<void> {
  const modeIds = await idsByKey(
    db.select({ id: interactionModes.id, key: interactionModes.key }).from(interactionModes),
  );
  const roleIds = await idsByKey(db.select({ id: aiRoles.id, key: aiRoles.key }).from(aiRoles));
  const modelIds = await idsByKey(
    db.select({ id: manufacturingModels.id, key: manufacturingModels.key }).from(manufacturingModels),
  );
  const sizeIds = await idsByKey(
    db.select({ id: plantSizeImpacts.id, key: plantSizeImpacts.key }).from(plantSizeImpacts),
  );
  const { roles, manufacturingModels: models, plantSizes } = CATALOG.modeLinks;
  for (const [modeKey, modeId] of modeIds) {
    const mode = modeKey as keyof typeof roles;
    for (const key of roles[mode] ?? []) {
      const aiRoleId = roleIds.get(key);
      if (aiRoleId) await db.insert(modeAiRoles).values({ modeId, aiRoleId }).onConflictDoNothing();
    }
    for (const key of models[mode] ?? []) {
      const manufacturingModelId = modelIds.get(key);
      if (manufacturingModelId)
        await db.insert(modeManufacturingModels).values({ modeId, manufacturingModelId }).onConflictDoNothing();
    }
    for (const key of plantSizes[mode] ?? []) {
      const plantSizeImpactId = sizeIds.get(key);
      if (plantSizeImpactId)
        await db.insert(modePlantSizeImpacts).values({ modeId, plantSizeImpactId }).onConflictDoNothing();
    }
  }
}
