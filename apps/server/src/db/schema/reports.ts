import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Report } from '@buyerlab/contract';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const performanceReports = pgTable(
  'performance_reports',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    mode: text('mode').notNull(),
    overallScore: integer('overall_score').notNull(),
    /** The report exactly as the API returns it; written only by reports.repository. */
    body: jsonb('body').$type<Report>().notNull(),
    /** The observed skills' scores only (key, label, score), for aggregates over many reports. */
    skillScores: jsonb('skill_scores').$type<{ key: string; label: string; score: number }[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('performance_reports_user_mode_idx').on(t.userId, t.mode, t.createdAt)],
);

export const sessionFeedback = pgTable('session_feedback', {
  id: uuid('feedback_id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id').notNull().unique(),
  userId: uuid('user_id').notNull(),
  rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
  comment: text('comment').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
