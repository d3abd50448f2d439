import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, type MessageResponse, type ResetFinalRequest } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CounterStore } from '../../lib/counter-store';
import type { Mailer } from '../mail/mail.service';
import { authRepository } from './auth.repository';
import type { PasswordHasher } from './passwords';
import { resetRepository } from './reset.repository';
import { generateResetCode, isCodeExpired, MAX_DAILY_FAILURES, RESET_CODE_TTL_MS } from './reset.rules';
import { hashResetCode, sameHash } from './tokens';

export type ResetDeps = {
  db: Database;
  hasher: PasswordHasher;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where each requesting client's failed codes of the day are counted. */
  counters: CounterStore;
  /** Ends what the user's sign-ins opened elsewhere (live sockets, tickets) after a reset. */
  onPasswordReset: (userId: string) => Promise<void>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const invalid = () => AppError.coded('bad_request', AUTH_MESSAGES.otpInvalidDetail, 'otp_invalid');
const expired = () => AppError.coded('bad_request', AUTH_MESSAGES.otpExpiredDetail, 'otp_expired');

/**
 * Password reset by a six-digit code (docs/hardening.md): random, stored salted and hashed, ten
 * minutes, five tries per code (a new code brings its own five), twenty failures per requesting
 * client per day, single use, replaced by a new request. The daily cap is the client's, not the
 * account's: failing from elsewhere never blocks the owner's fresh code.
 */
export function resetService({ db, hasher, mailer, log, counters, onPasswordReset }: ResetDeps) {
  const users = authRepository(db);
  const codes = resetRepository(db);
  const pending = new Set<Promise<void>>();

  async function sendCode(email: string): Promise<void> {
    const user = await users.userByEmail(email);
    if (!user) return;
    const code = generateResetCode();
    const salt = randomBytes(16).toString('hex');
    await codes.replaceCode(user.id, hashResetCode(code, salt), salt, new Date(Date.now() + RESET_CODE_TTL_MS));
    await mailer.send({
      to: user.email,
      subject: 'Your Buyerlab password reset code',
      text: [
        `Hello ${user.firstName},`,
        '',
        `Your password reset code is ${code}. It is valid for 10 minutes and can be used once.`,
        '',
        'If you did not ask to reset your password, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  }

  /**
   * Checks a code, counting a wrong one. Returns its row for the conditional update that follows.
   * `expiredError` lets the final step answer "Invalid OTP code" for an expired code too. An
   * unknown email is a wrong code, and costs the same work.
   */
  async function checkCode(email: string, code: string, client: string, expiredError: () => AppError) {
    // The day's failure is reserved before the code is looked at and given back unless the code
    // was wrong, so parallel wrong codes cannot slip past the daily limit between check and count.
    const dailyKey = `reset-failures:${client}`;
    if ((await counters.add(dailyKey, DAY_MS)) > MAX_DAILY_FAILURES) {
      await counters.remove(dailyKey);
      throw new AppError('too_many_requests', AUTH_MESSAGES.otpDailyLimit);
    }
    let wrong = true;
    try {
      const row = await codes.reserveTry(email);
      if (!row) throw invalid();
      const matches = sameHash(hashResetCode(code, row.salt), row.codeHash);
      if (isCodeExpired(row.expiresAt)) throw expiredError();
      if (!matches) throw invalid();
      wrong = false;
      await codes.refundTry(row.userId);
      return { userId: row.userId, codeHash: row.codeHash, verified: row.verifiedAt !== null };
    } finally {
      if (!wrong) await counters.remove(dailyKey);
    }
  }

  return {
    /**
     * The answer never depends on the email: the work happens after the reply, so known and
     * unknown addresses get the same status, body and timing.
     */
    request(email: string): MessageResponse {
      const task = sendCode(email)
        .catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
      return { message: AUTH_MESSAGES.resetRequestAccepted };
    },

    async verify(email: string, code: string, client: string): Promise<MessageResponse> {
      const { userId, codeHash } = await checkCode(email, code, client, expired);
      const verified = await codes.markVerified(userId, codeHash, new Date(Date.now() + RESET_CODE_TTL_MS));
      if (!verified) throw invalid();
      return { message: AUTH_MESSAGES.otpVerifiedDetail };
    },

    /** Step 3 (`requireVerified`) or the one-call confirm. Revokes every token of the user. */
    async complete(input: ResetFinalRequest, requireVerified: boolean, client: string): Promise<MessageResponse> {
      const { userId, codeHash, verified } = await checkCode(input.email, input.otp_code, client, invalid);
      if (requireVerified && !verified)
        throw AppError.coded('bad_request', AUTH_MESSAGES.otpVerificationRequiredDetail, 'otp_verification_required');
      const passwordHash = await hasher.hash(input.new_password);
      if (!(await codes.completeReset(userId, codeHash, passwordHash, requireVerified))) throw invalid();
      await onPasswordReset(userId);
      return { message: AUTH_MESSAGES.passwordResetDetail };
    },

    /** Lets in-flight reset mails finish before the app closes. */
    drain: async () => {
      await Promise.all([...pending]);
    },
  };
}
