import { z } from 'zod';
import { EXPERIENCE_LEVELS, MODE_NAMES, catalogIdSchema } from './catalog';
import { tooLongMessage } from './errors';

export const PERSONA_MESSAGES = {
  firstNameRequired: 'First Name is required.',
  firstNameTooLong: tooLongMessage('First Name', 60),
  industryNotAvailable: 'This industry is coming soon and cannot be used for practice yet.',
  notOfferedInMode: (what: string, mode: string) =>
    `${what} is not offered in ${mode} mode. Choose one of the options listed.`,
  unknownOption: (what: string) => `The selected ${what} does not exist. Reload the page and choose again.`,
  personaNotFound: 'Persona not found.',
  sessionNotFound: 'Session not found.',
} as const;

const id = catalogIdSchema;

/** docs/product.md#data; mode_id and document_ids are optional additions. */
export const behavioralTraitSchema = z.object({
  name: z.string().trim().max(80),
  intensity: z.number().min(0).max(10),
  description: z.string().trim().max(500),
});

export const createPersonaSchema = z.object({
  name: z.string().trim().min(1, PERSONA_MESSAGES.firstNameRequired).max(60, PERSONA_MESSAGES.firstNameTooLong),
  behavioral_traits: z.array(behavioralTraitSchema).max(10).default([]),
  industry_id: id,
  ai_role_id: id,
  experience_level: z.enum(EXPERIENCE_LEVELS),
  geography: z.string().trim().toLowerCase().max(10),
  manufacturing_model_id: id,
  plant_size_impact_id: id,
  mode_id: id.optional(),
});
export type CreatePersonaInput = z.infer<typeof createPersonaSchema>;

export const createPersonaResponseSchema = z.object({ persona_id: z.uuid() });

/** Who the rep will talk to: shown before the session starts. */
export const briefingSchema = z.object({
  name: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  plant: z.string(),
  /** On the table: the product the session's proposal names, else the persona's equipment. */
  equipment: z.string(),
  /** What the session's proposal quotes, as the buyer read it; absent without a proposal. */
  proposal: z.object({ price: z.string().nullable(), terms: z.string().nullable() }).nullable().optional(),
  mode: z.enum(MODE_NAMES),
  mode_name: z.string(),
  mode_goal: z.string(),
  /**
   * What the video avatar draws: the voice's gender (so face and voice agree), experience (age),
   * the role (clothing and where they stand) and a seed for the rest. Absent in older clients' data.
   */
  look: z
    .object({
      gender: z.enum(['female', 'male']),
      experience: z.enum(EXPERIENCE_LEVELS),
      role: z.string(),
      seed: z.string(),
    })
    .optional(),
});
export type Briefing = z.infer<typeof briefingSchema>;
export type BuyerLook = NonNullable<Briefing['look']>;

export const rubricItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  weight: z.number(),
  lookFor: z.array(z.string()),
});
export type RubricItem = z.infer<typeof rubricItemSchema>;

export const personaResponseSchema = z.object({
  persona_id: z.uuid(),
  name: z.string(),
  behavioral_traits: z.array(behavioralTraitSchema),
  industry: z.object({ industry_id: z.number().int(), name: z.string(), key: z.string() }),
  ai_role: z.object({ ai_role_id: z.number().int(), name: z.string(), key: z.string() }),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  geography: z.object({ key: z.string(), name: z.string() }),
  manufacturing_model: z.object({ manufacturing_model_id: z.number().int(), name: z.string(), key: z.string() }),
  plant_size_impact: z.object({ plant_size_impact_id: z.number().int(), name: z.string(), key: z.string() }),
  mode_id: z.number().int().nullable(),
  briefing: briefingSchema,
  profile: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type PersonaResponse = z.infer<typeof personaResponseSchema>;

/**
 * The shape the web app keeps under the `persona_data` storage key (our own shape, docs/product.md#client-storage):
 * what the rep chose, by name, so the chat screen can greet them before any request returns.
 */
export const personaDataSchema = z.object({
  persona_id: z.uuid(),
  first_name: z.string(),
  mode: z.enum(MODE_NAMES),
  session_type: z.enum(['audio', 'video']).nullable(),
  briefing: briefingSchema,
});
export type PersonaData = z.infer<typeof personaDataSchema>;
