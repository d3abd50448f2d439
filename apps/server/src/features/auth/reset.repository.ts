import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, passwordResetCodes, passwordResetFailures, users } from '../../db/schema';
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
    reserveTry: async (userId: string) =>
      (
        await db
          .update(passwordResetCodes)
          .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
          .where(
            and(
              eq(passwordResetCodes.userId, userId),
              isNull(passwordResetCodes.usedAt),
              lt(passwordResetCodes.attempts, MAX_CODE_ATTEMPTS),
            ),
          )
          .returning()
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
        return true;
      }),

    /** Counts one failure for today unless the limit is reached; false when it is. */
    reserveDailyFailure: async (userId: string, limit: number): Promise<boolean> => {
      const rows = await db
        .insert(passwordResetFailures)
        .values({ userId, day: sql`current_date`, failures: 1 })
        .onConflictDoUpdate({
          target: [passwordResetFailures.userId, passwordResetFailures.day],
          set: { failures: sql`${passwordResetFailures.failures} + 1` },
          setWhere: sql`${passwordResetFailures.failures} < ${limit}`,
        })
        .returning({ failures: passwordResetFailures.failures });
      return rows.length > 0;
    },
    refundDailyFailure: async (userId: string) => {
      await db
        .update(passwordResetFailures)
        .set({ failures: sql`greatest(${passwordResetFailures.failures} - 1, 0)` })
        .where(and(eq(passwordResetFailures.userId, userId), eq(passwordResetFailures.day, sql`current_date`)));
    },
  };
}

export type ResetRepository = ReturnType<typeof resetRepository>;
