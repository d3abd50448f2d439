import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Admin-added entries use a seeded entry's buyer knowledge; hidden entries are not offered for new personas. */
const adminColumns = {
  baseKey: text('base_key'),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
};

export const industries = pgTable('industries', {
  id: serial('industry_id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  status: text('status').notNull().default('live'),
  knowledge: jsonb('knowledge').notNull(),
});

export const aiRoles = pgTable('ai_roles', {
  id: serial('ai_role_id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  knowledge: jsonb('knowledge').notNull(),
  ...adminColumns,
});

export const manufacturingModels = pgTable('manufacturing_models', {
  id: serial('manufacturing_model_id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  knowledge: jsonb('knowledge').notNull(),
  ...adminColumns,
});

export const plantSizeImpacts = pgTable('plant_size_impacts', {
  id: serial('plant_size_impact_id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  employees: text('employees').notNull(),
  knowledge: jsonb('knowledge').notNull(),
  ...adminColumns,
});

export const geographies = pgTable('geographies', {
  id: serial('geography_id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  regions: jsonb('regions').$type<string[]>().notNull(),
  knowledge: jsonb('knowledge').notNull(),
});

export const interactionModes = pgTable('interaction_modes', {
  id: serial('mode_id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  goal: text('goal').notNull(),
  knowledge: jsonb('knowledge').notNull(),
});

export const modeAiRoles = pgTable(
  'interaction_mode_ai_roles',
  {
    modeId: integer('mode_id').notNull(),
    aiRoleId: integer('ai_role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modeId, t.aiRoleId] })],
);

export const modeManufacturingModels = pgTable(
  'interaction_mode_manufacturing_models',
  {
    modeId: integer('mode_id').notNull(),
    manufacturingModelId: integer('manufacturing_model_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modeId, t.manufacturingModelId] })],
);

export const modePlantSizeImpacts = pgTable(
  'interaction_mode_plant_size_impacts',
  {
    modeId: integer('mode_id').notNull(),
    plantSizeImpactId: integer('plant_size_impact_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modeId, t.plantSizeImpactId] })],
);
