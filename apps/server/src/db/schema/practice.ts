import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Stored } from '../json/versioned';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const personas = pgTable(
  'personas',
  {
    id: uuid('persona_id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    behavioralTraits: jsonb('behavioral_traits')
      .$type<{ name: string; intensity: number; description: string }[]>()
      .notNull(),
    industryId: integer('industry_id').notNull(),
    aiRoleId: integer('ai_role_id').notNull(),
    experienceLevel: text('experience_level').$type<'junior' | 'mid' | 'senior'>().notNull(),
    geography: text('geography').notNull(),
    manufacturingModelId: integer('manufacturing_model_id').notNull(),
    plantSizeImpactId: integer('plant_size_impact_id').notNull(),
    modeId: integer('mode_id'),
    /** Read with `storedProfile` (db/json/buyer-json.ts). */
    profile: jsonb('profile').$type<Stored<'persona profile'>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('personas_user_idx').on(t.userId, t.createdAt)],
);

export const practiceSessions = pgTable('practice_sessions', {
  id: uuid('session_id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  personaId: uuid('persona_id').notNull(),
  modeId: integer('mode_id').notNull(),
  modeKey: text('mode_key').$type<'prospecting' | 'discovering' | 'closing'>().notNull(),
  type: text('type').$type<'audio' | 'video'>(),
  status: text('status').$type<'active' | 'completed'>().notNull().default('active'),
  /** Read with `storedProfile` (db/json/buyer-json.ts). */
  profile: jsonb('profile').$type<Stored<'persona profile'>>().notNull(),
  /** Bumped with every change of `profile`, so it can be cached between turns. */
  profileVersion: integer('profile_version').notNull().default(0),
  /** Read with `storedBuyerState` (db/json/buyer-json.ts). */
  buyerState: jsonb('buyer_state').$type<Stored<'buyer state'>>(),
  documentSummary: text('document_summary'),
  maxMinutes: integer('max_minutes').notNull(),
  /** Messages so far; also hands out each new message's sequence number. */
  messageCount: integer('message_count').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  startedAt: ts('started_at'),
  endedAt: ts('ended_at'),
  /** The team assignment this session practises, if any. */
  assignmentId: uuid('assignment_id'),
});

export const sessionMessages = pgTable(
  'session_messages',
  {
    id: uuid('message_id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id').notNull(),
    seq: integer('seq').notNull(),
    role: text('role').$type<'rep' | 'buyer'>().notNull(),
    text: text('text').notNull(),
    spoken: boolean('spoken').notNull().default(false),
    interrupted: boolean('interrupted').notNull().default(false),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.sessionId, t.seq)],
);

export const liveTickets = pgTable('live_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  sessionId: uuid('session_id').notNull(),
  userId: uuid('user_id').notNull(),
  /** SHA-256 of the bearer token that asked for it (signing out voids what it opened). */
  tokenHash: text('token_hash'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
