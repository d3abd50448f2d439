import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const teams = pgTable('teams', {
  id: uuid('team_id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdBy: uuid('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<'manager' | 'member'>().notNull(),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

export const teamInvites = pgTable('team_invites', {
  id: uuid('invite_id').primaryKey().defaultRandom(),
  teamId: uuid('team_id').notNull(),
  email: text('email').notNull(),
  /** Also a row of invite_coupons: that row's use count is the single-use gate. */
  code: text('code').notNull().unique(),
  invitedBy: uuid('invited_by'),
  usedBy: uuid('used_by'),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const teamAssignments = pgTable('team_assignments', {
  id: uuid('assignment_id').primaryKey().defaultRandom(),
  teamId: uuid('team_id').notNull(),
  createdBy: uuid('created_by'),
  modeId: integer('mode_id').notNull(),
  /** The persona builder's fields for the buyer (contract: assignmentPersonaSchema), parsed on read. */
  persona: jsonb('persona').notNull(),
  dueAt: ts('due_at').notNull(),
  minScore: integer('min_score').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
