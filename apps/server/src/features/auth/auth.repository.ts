import { and, count, eq, gt, isNull, lt, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, dashboardCodes, inviteCoupons, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Why creating an account failed, when it did. */
export type CreateUserOutcome =
  { ok: true; user: UserRow; first: boolean } | { ok: false; reason: 'coupon' | 'email_taken' };

// An arbitrary constant: the transaction lock that lets exactly one account be the install's first.
const FIRST_ACCOUNT_LOCK = 4_217_009;

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
        // A disabled account's tokens stop working on its very next request.
        isNull(users.disabledAt),
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

const couponHasUses = and(
  lt(inviteCoupons.usesTaken, inviteCoupons.usesAllowed),
  // An admin's revocation ends a coupon at once (docs/decisions/0018-admin-and-audit.md).
  isNull(inviteCoupons.revokedAt),
  or(isNull(inviteCoupons.expiresAt), gt(inviteCoupons.expiresAt, sql`now()`)),
);

type Executor = Pick<Database, 'update'>;

/** Takes one use of a live coupon; the conditional UPDATE is the gate. False when none was left. */
async function takeUse(executor: Executor, code: string): Promise<boolean> {
  const taken = await executor
    .update(inviteCoupons)
    .set({ usesTaken: sql`${inviteCoupons.usesTaken} + 1` })
    .where(and(eq(inviteCoupons.code, code), couponHasUses))
    .returning({ code: inviteCoupons.code });
  return taken.length > 0;
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
     * The first account of a fresh install becomes its super_admin (the lock makes "first" exact).
     */
    createUserWithCoupon: async (user: NewUser, couponCode: string | null): Promise<CreateUserOutcome> => {
      try {
        return await db.transaction(async (tx): Promise<CreateUserOutcome> => {
          if (couponCode !== null) {
            if (!(await takeUse(tx, couponCode))) return { ok: false, reason: 'coupon' };
          }
          await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
          const first = (await tx.select({ n: count() }).from(users))[0]?.n === 0;
          const inserted = await tx
            .insert(users)
            .values(first ? { ...user, role: 'super_admin' } : user)
            .onConflictDoNothing({ target: users.email })
            .returning();
          const row = inserted[0];
          // The email is taken: roll back, which also gives the coupon use back.
          if (!row) tx.rollback();
          return { ok: true, user: row as UserRow, first };
        });
      } catch (error) {
        if (error instanceof TransactionRollbackError) return { ok: false, reason: 'email_taken' };
        throw error;
      }
    },

    /** Links the account to a Google subject unless it has one already; true when linked. */
    linkGoogle: async (userId: string, sub: string): Promise<boolean> => {
      const linked = await db
        .update(users)
        .set({ googleSub: sub, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.googleSub)))
        .returning({ id: users.id });
      return linked.length > 0;
    },
    setRole: async (email: string, role: string) =>
      (
        await db
          .update(users)
          .set({ role, updatedAt: sql`now()` })
          .where(eq(users.email, email))
          .returning()
      )[0],

    /** A rep who starts a team manages it; a super_admin keeps their role. */
    promoteRepToManager: async (userId: string) => {
      await db
        .update(users)
        .set({ role: 'manager', updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.role, 'rep')));
    },

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

    /** Takes one use of a live coupon; false when it is unknown, expired or used up. */
    takeCouponUse: (code: string) => takeUse(db, code),

    insertCoupon: async (code: string, usesAllowed: number, expiresAt: Date | null) =>
      (await db.insert(inviteCoupons).values({ code, usesAllowed, expiresAt }).returning())[0],
    /** A coupon that can still admit someone, if any. */
    /** A coupon that can still admit someone: this code, or any when no code is given. */
    usableCoupon: async (code?: string) =>
      (
        await db
          .select()
          .from(inviteCoupons)
          .where(and(code === undefined ? undefined : eq(inviteCoupons.code, code), couponHasUses))
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
