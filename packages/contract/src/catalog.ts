import { z } from 'zod';

/**
 * A catalog row named in a request (industry, role, model, plant size, mode). The rows are
 * PostgreSQL `serial`s, so an id past 2^31 - 1 names nothing; refused here, it never reaches a
 * query that would fail on it.
 */
export const catalogIdSchema = z
  .number()
  .int()
  .positive()
  .max(2_147_483_647, 'No such option exists. Reload the page and choose again.');

/** Reference data of docs/product.md#data and #api. Field names are the spec's, word for word. */
export const industrySchema = z.object({
  industry_id: z.number().int(),
  name: z.string(),
  key: z.string(),
  status: z.enum(['live', 'coming_soon']),
});
export const aiRoleSchema = z.object({ ai_role_id: z.number().int(), name: z.string(), key: z.string() });
export const manufacturingModelSchema = z.object({
  manufacturing_model_id: z.number().int(),
  name: z.string(),
  key: z.string(),
});
export const plantSizeImpactSchema = z.object({
  plant_size_impact_id: z.number().int(),
  name: z.string(),
  key: z.string(),
  employees: z.string(),
});
export const geographySchema = z.object({
  geography_id: z.number().int(),
  name: z.string(),
  key: z.string(),
  regions: z.array(z.string()),
});
export const interactionModeSchema = z.object({
  mode_id: z.number().int(),
  name: z.string(),
  key: z.enum(['prospecting', 'discovering', 'closing']),
  goal: z.string(),
});

export const modeAiRoleLinkSchema = z.object({ mode_id: z.number().int(), ai_role_id: z.number().int() });
export const modeManufacturingModelLinkSchema = z.object({
  interaction_mode: z.object({ mode_id: z.number().int() }),
  manufacturing_model: z.object({ manufacturing_model_id: z.number().int() }),
});
export const modePlantSizeLinkSchema = z.object({
  mode_id: z.number().int(),
  plant_size_impact_id: z.number().int(),
});

export type Industry = z.infer<typeof industrySchema>;
export type AiRole = z.infer<typeof aiRoleSchema>;
export type ManufacturingModel = z.infer<typeof manufacturingModelSchema>;
export type PlantSizeImpact = z.infer<typeof plantSizeImpactSchema>;
export type Geography = z.infer<typeof geographySchema>;
export type InteractionMode = z.infer<typeof interactionModeSchema>;
export type ModeAiRoleLink = z.infer<typeof modeAiRoleLinkSchema>;
export type ModeManufacturingModelLink = z.infer<typeof modeManufacturingModelLinkSchema>;
export type ModePlantSizeLink = z.infer<typeof modePlantSizeLinkSchema>;

export const MODE_NAMES = ['prospecting', 'discovering', 'closing'] as const;
export type ModeName = (typeof MODE_NAMES)[number];
export const EXPERIENCE_LEVELS = ['junior', 'mid', 'senior'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
