import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, dashboardCodes, passwordResetCodes, users } from '../../db/schema';
import { MAX_CODE_ATTEMPTS } from './reset.rules';

/** SQL for password reset codes. Every state change is one conditional statement, so racing calls agree. */
export function resetRepository(db: Database) {
  const unused = (userId: string, codeHash: string) =>
    and(
      eq(passwordResetCodes.userId, userId),
      eq(passwordResetCodes.codeHash, codeHash),
      isNull(passwordResetCodes.usedAt),
      gt(passwordResetCodes.expiresAt, sql`now()`),
    );

  return {
    /** A new code replaces the old one: one live code per user. */
    replaceCode: async (userId: string, codeHash: string, salt: string, expiresAt: Date) => {
      const fresh = { codeHash, salt, expiresAt, attempts: 0, verifiedAt: null, usedAt: null, createdAt: new Date() };
      await db
        .insert(passwordResetCodes)
        .values({ userId, ...fresh })
        .onConflictDoUpdate({ target: passwordResetCodes.userId, set: fresh });
    },

    /**
     * Reserves one of the code's tries before the caller compares: at most MAX_CODE_ATTEMPTS
     * comparisons ever happen per code, however many requests race. A right guess gives it back.
     */
    reserveTry: async (email: string) =>
      // By email in one statement: a known address without a live code and an unknown address
      // cost the same single query, so timing does not tell them apart.
      (
        await db
          .update(passwordResetCodes)
          .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
          .from(users)
          .where(
            and(
              eq(users.email, email),
              eq(passwordResetCodes.userId, users.id),
              isNull(passwordResetCodes.usedAt),
              lt(passwordResetCodes.attempts, MAX_CODE_ATTEMPTS),
            ),
          )
          .returning({
            userId: passwordResetCodes.userId,
            codeHash: passwordResetCodes.codeHash,
            salt: passwordResetCodes.salt,
            expiresAt: passwordResetCodes.expiresAt,
            verifiedAt: passwordResetCodes.verifiedAt,
          })
      )[0],

    /** Gives back the try a right guess reserved: only wrong guesses count. */
    refundTry: async (userId: string) => {
      await db
        .update(passwordResetCodes)
        .set({ attempts: sql`greatest(${passwordResetCodes.attempts} - 1, 0)` })
        .where(eq(passwordResetCodes.userId, userId));
    },

    /** Marks the code verified, once. Its life restarts so step 3 has the full ten minutes. */
    markVerified: async (userId: string, codeHash: string, expiresAt: Date) =>
      (
        await db
          .update(passwordResetCodes)
          .set({ verifiedAt: sql`now()`, expiresAt })
          .where(and(unused(userId, codeHash), isNull(passwordResetCodes.verifiedAt)))
          .returning({ userId: passwordResetCodes.userId })
      ).length === 1,

    /**
     * Uses the code (which must have been verified unless `requireVerified` is false), sets the new
     * password and revokes every token of the user, all or nothing. Racing calls: one wins.
     */
    completeReset: (userId: string, codeHash: string, passwordHash: string, requireVerified: boolean) =>
      db.transaction(async (tx) => {
        const condition = unused(userId, codeHash);
        const used = await tx
          .update(passwordResetCodes)
          .set({ usedAt: sql`now()`, verifiedAt: sql`coalesce(${passwordResetCodes.verifiedAt}, now())` })
          .where(requireVerified ? and(condition, isNotNull(passwordResetCodes.verifiedAt)) : condition)
          .returning({ userId: passwordResetCodes.userId });
        if (used.length === 0) return false;
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        await tx
          .update(authTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
        await tx
          .update(dashboardCodes)
          .set({ usedAt: sql`now()` })
          .where(and(eq(dashboardCodes.userId, userId), isNull(dashboardCodes.usedAt)));
        return true;
      }),
  };
}

export type ResetRepository = ReturnType<typeof resetRepository>;
