import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, type AuthResponse, type GoogleAuthRequest } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authRepository } from './auth.repository';
import type { AuthService } from './auth.service';
import { cleanName, type GoogleVerifier } from './google';

export type GoogleSignInDeps = {
  db: Database;
  auth: AuthService;
  verify: GoogleVerifier | null;
  log: FastifyBaseLogger;
};

/**
 * Google sign-in and sign-up. An existing account (by Google subject, else by verified email) is
 * signed in; a new one needs a valid coupon, exactly like the register form.
 */
export function googleSignIn({ db, auth, verify, log }: GoogleSignInDeps) {
  const repo = authRepository(db);
  return async (input: GoogleAuthRequest): Promise<AuthResponse> => {
    if (!verify) throw new AppError('service_unavailable', AUTH_MESSAGES.googleNotConfigured);
    let identity;
    try {
      identity = await verify(input.id_token);
    } catch (error) {
      log.info({ reason: error instanceof Error ? error.message : 'unknown' }, 'google id_token rejected');
      throw new AppError('unauthorized', AUTH_MESSAGES.googleTokenInvalid);
    }
    if (!identity.emailVerified) throw new AppError('unauthorized', AUTH_MESSAGES.googleEmailUnverified);

    const existing = (await repo.userByGoogleSub(identity.sub)) ?? (await repo.userByEmail(identity.email));
    if (existing) {
      // An account belongs to one Google account: another one with the same email (an address
      // reassigned, a second Google account on it) must not sign in to it. The link is made only
      // while none exists, so of two racing to link, one wins.
      const linked =
        existing.googleSub === identity.sub ||
        (existing.googleSub === null && (await repo.linkGoogle(existing.id, identity.sub)));
      if (!linked) throw new AppError('conflict', AUTH_MESSAGES.googleAccountMismatch);
      return auth.respond(existing, false);
    }
    if (!input.couponCode) throw new AppError('forbidden', AUTH_MESSAGES.googleNeedsCoupon);
    const localPart = cleanName(identity.email.split('@')[0]) ?? identity.email;
    const user = await auth.createAccount(
      {
        email: identity.email,
        firstName: identity.givenName ?? localPart,
        lastName: identity.familyName ?? '',
        phoneNumber: null,
        passwordHash: null,
        googleSub: identity.sub,
        role: 'rep',
      },
      input.couponCode,
    );
    return auth.respond(user, false, AUTH_MESSAGES.signedUp);
  };
}
