import { and, count, eq, gt, isNull, lt, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, dashboardCodes, inviteCoupons, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Why creating an account failed, when it did. */
export type CreateUserOutcome = { ok: true; user: UserRow } | { ok: false; reason: 'coupon' | 'email_taken' };

const tokenQueries = new WeakMap<Database, ReturnType<typeof prepareUserByTokenHash>>();

function prepareUserByTokenHash(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      role: users.role,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .prepare('user_by_token_hash');
}

/** Built once per database and, on PostgreSQL, prepared once per connection. */
function userByTokenHashQuery(db: Database) {
  let query = tokenQueries.get(db);
  if (!query) {
    query = prepareUserByTokenHash(db);
    tokenQueries.set(db, query);
  }
  return query;
}

/** SQL only: every rule lives in the services. */
export function authRepository(db: Database) {
  return {
    userByEmail: async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0],
    userById: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0],
    userByGoogleSub: async (sub: string) => (await db.select().from(users).where(eq(users.googleSub, sub)))[0],
    countUsers: async () => (await db.select({ n: count() }).from(users))[0]?.n ?? 0,

    /**
     * Takes one use of the coupon and inserts the user in one transaction. The conditional UPDATE
     * is the gate: under any number of parallel sign-ups, a coupon with one use left admits one.
     */
    createUserWithCoupon: async (user: NewUser, couponCode: string | null): Promise<CreateUserOutcome> => {
      try {
        return await db.transaction(async (tx): Promise<CreateUserOutcome> => {
          if (couponCode !== null) {
            const taken = await tx
              .update(inviteCoupons)
              .set({ usesTaken: sql`${inviteCoupons.usesTaken} + 1` })
              .where(
                and(
                  eq(inviteCoupons.code, couponCode),
                  lt(inviteCoupons.usesTaken, inviteCoupons.usesAllowed),
                  or(isNull(inviteCoupons.expiresAt), gt(inviteCoupons.expiresAt, sql`now()`)),
                ),
              )
              .returning({ code: inviteCoupons.code });
            if (taken.length === 0) return { ok: false, reason: 'coupon' };
          }
          const inserted = await tx.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
          const row = inserted[0];
          // The email is taken: roll back, which also gives the coupon use back.
          if (!row) tx.rollback();
          return { ok: true, user: row as UserRow };
        });
      } catch (error) {
        if (error instanceof TransactionRollbackError) return { ok: false, reason: 'email_taken' };
        throw error;
      }
    },

    linkGoogle: async (userId: string, sub: string) => {
      await db
        .update(users)
        .set({ googleSub: sub, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },
    setRole: async (email: string, role: string) =>
      (
        await db
          .update(users)
          .set({ role, updatedAt: sql`now()` })
          .where(eq(users.email, email))
          .returning()
      )[0],

    insertToken: async (tokenHash: string, userId: string, rememberMe: boolean, expiresAt: Date) => {
      await db.insert(authTokens).values({ tokenHash, userId, rememberMe, expiresAt });
    },
    /** The user behind a live token: not expired, not revoked. Runs on every signed-in request. */
    userByTokenHash: async (tokenHash: string) => (await userByTokenHashQuery(db).execute({ tokenHash }))[0],
    revokeToken: async (tokenHash: string) => {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
    },
    revokeAllTokens: async (userId: string) => {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    },

    insertCoupon: async (code: string, usesAllowed: number, expiresAt: Date | null) =>
      (await db.insert(inviteCoupons).values({ code, usesAllowed, expiresAt }).returning())[0],
    /** A coupon that can still admit someone, if any. */
    /** A coupon that can still admit someone: this code, or any when no code is given. */
    usableCoupon: async (code?: string) =>
      (
        await db
          .select()
          .from(inviteCoupons)
          .where(
            and(
              code === undefined ? undefined : eq(inviteCoupons.code, code),
              lt(inviteCoupons.usesTaken, inviteCoupons.usesAllowed),
              or(isNull(inviteCoupons.expiresAt), gt(inviteCoupons.expiresAt, sql`now()`)),
            ),
          )
          .limit(1)
      )[0],

    insertDashboardCode: async (codeHash: string, userId: string, expiresAt: Date) => {
      await db.insert(dashboardCodes).values({ codeHash, userId, expiresAt });
    },
    /** Voids every unused dashboard code of a user (signing out, password reset). */
    voidDashboardCodes: async (userId: string) => {
      await db
        .update(dashboardCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(dashboardCodes.userId, userId), isNull(dashboardCodes.usedAt)));
    },
    /** Marks a code used and returns its user, once: a second or late use finds nothing. */
    consumeDashboardCode: async (codeHash: string) =>
      (
        await db
          .update(dashboardCodes)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(dashboardCodes.codeHash, codeHash),
              isNull(dashboardCodes.usedAt),
              gt(dashboardCodes.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: dashboardCodes.userId })
      )[0],
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
