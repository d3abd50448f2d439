import { boolean, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lower-cased before it gets here. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  /** argon2id PHC string; null for accounts created through Google. */
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  role: text('role').notNull().default('rep'),
  /** Set by an admin: the account's tokens stop resolving and it cannot sign in. */
  disabledAt: timestamptz('disabled_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const inviteCoupons = pgTable('invite_coupons', {
  code: text('code').primaryKey(),
  usesAllowed: integer('uses_allowed').notNull(),
  usesTaken: integer('uses_taken').notNull().default(0),
  expiresAt: timestamptz('expires_at'),
  /** Set by an admin: the coupon admits nobody from then on. */
  revokedAt: timestamptz('revoked_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Opaque bearer tokens, stored as their SHA-256 hash. */
export const authTokens = pgTable('auth_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  rememberMe: boolean('remember_me').notNull().default(false),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** At most one live reset code per user: a new request replaces the old code. */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id').primaryKey(),
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamptz('expires_at').notNull(),
  verifiedAt: timestamptz('verified_at'),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const passwordResetFailures = pgTable(
  'password_reset_failures',
  {
    userId: uuid('user_id').notNull(),
    day: date('day').notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Single-use, 60-second codes handed to an external dashboard (docs/product.md#security-choices). */
export const dashboardCodes = pgTable('dashboard_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});
