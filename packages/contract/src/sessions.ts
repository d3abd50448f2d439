import { z } from 'zod';
import { catalogIdSchema, interactionModeSchema } from './catalog';
import { DOCUMENT_LIMITS } from './documents';
import { briefingSchema, rubricItemSchema } from './personas';
import { SESSION_TYPES, type SessionType } from './routes';

export const SESSION_LIMITS = {
  defaultMaxMinutes: 15,
  maxUserInputChars: 2_000,
} as const;

export const SESSION_MESSAGES = {
  completed: 'This session has ended. Start a new session to keep practising.',
  timeUp: 'This session has reached its time limit. End it to see your report, or start a new one.',
  tooManyMessages: 'This session has reached its message limit. End it to see your report.',
  emptyInput: 'Say or type something first.',
  typeFixed: (type: SessionType) =>
    `This session has already started as ${type === 'audio' ? 'an audio' : 'a video'} session. Start a new one to change it.`,
} as const;

export const createSessionSchema = z.object({
  mode_id: catalogIdSchema,
  persona_id: z.uuid(),
  type: z.enum(SESSION_TYPES).optional(),
  /** Uploaded documents (yours) the buyer has read before this session: see docs/decisions. */
  document_ids: z.array(z.uuid()).max(DOCUMENT_LIMITS.maxDocumentsPerSession).optional(),
  /** A team assignment this session practises: it counts toward the assignment's status. */
  assignment_id: z.uuid().optional(),
});
export const createSessionResponseSchema = z.object({ session_id: z.uuid() });

/** PUT /v1/sessions/{id}/type: the session type the mode chooser saves (docs/product.md#session-flow). */
export const sessionTypeSchema = z.object({ type: z.enum(SESSION_TYPES) });

export const sessionStatusSchema = z.enum(['active', 'completed']);

export const sessionResponseSchema = z.object({
  session_id: z.uuid(),
  persona_id: z.uuid(),
  status: sessionStatusSchema,
  type: z.enum(SESSION_TYPES).nullable(),
  mode: interactionModeSchema,
  briefing: briefingSchema,
  rubric: z.array(rubricItemSchema),
  max_minutes: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  message_count: z.number().int(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
