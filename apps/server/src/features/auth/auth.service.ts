import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  ROLE_NAMES,
  type AuthResponse,
  type AuthUserResponse,
  type RoleName,
  type SignInRequest,
  type SignUpRequest,
} from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authRepository, type UserRow } from './auth.repository';
import type { AuthUser } from './auth.types';
import { ensureFirstCoupon, normalizeCouponCode } from './coupons';
import type { PasswordHasher } from './passwords';
import { generateOpaqueToken, hashToken, tokenExpiry } from './tokens';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const asRole = (role: string): RoleName =>
  (ROLE_NAMES as readonly string[]).includes(role) ? (role as RoleName) : 'rep';

export function toUserResponse(
  row: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'role'>,
): AuthUserResponse {
  return {
    user_id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    role: { name: asRole(row.role) },
  };
}

/** Issues a fresh opaque token for a user; only its hash is stored. Other features' tests use it too. */
export async function issueToken(db: Database, userId: string, rememberMe = false): Promise<string> {
  const token = generateOpaqueToken();
  await authRepository(db).insertToken(hashToken(token), userId, rememberMe, tokenExpiry(rememberMe));
  return token;
}

/** The user behind a bearer token, or null when it is unknown, expired or revoked. */
export async function resolveToken(db: Database, token: string): Promise<AuthUser | null> {
  const row = await authRepository(db).userByTokenHash(hashToken(token));
  return row ? { ...row, role: asRole(row.role) } : null;
}

/** Whether the sign-in behind a stored token hash is still live (long-lived sockets re-check it). */
export async function isTokenHashLive(db: Database, tokenHash: string): Promise<boolean> {
  return (await authRepository(db).userByTokenHash(tokenHash)) !== undefined;
}

export async function revokeToken(db: Database, token: string): Promise<void> {
  await authRepository(db).revokeToken(hashToken(token));
}

/** Ends every sign-in of a user: their tokens and unused dashboard codes (a disabled account). */
export async function revokeAllSignIns(db: Database, userId: string): Promise<void> {
  const repo = authRepository(db);
  await repo.revokeAllTokens(userId);
  await repo.voidDashboardCodes(userId);
}

/** Takes one use of a live invite coupon (teams spend an invite's code this way when an existing account joins). */
export async function takeCouponUse(db: Database, code: string): Promise<boolean> {
  return authRepository(db).takeCouponUse(normalizeCouponCode(code));
}

/** A rep who starts a team becomes a manager; other roles stay as they are. */
export async function promoteRepToManager(db: Database, userId: string): Promise<void> {
  await authRepository(db).promoteRepToManager(userId);
}

export type AuthServiceDeps = {
  db: Database;
  hasher: PasswordHasher;
  inviteCoupon: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Runs after an account is created with a coupon (a team invite's code puts it in the team). */
  onAccountCreated?: (userId: string, couponCode: string) => Promise<void>;
};

/** Sign-up, sign-in and profiles. Coupon rules: see createUserWithCoupon. */
export function authService({ db, hasher, inviteCoupon, log, onAccountCreated }: AuthServiceDeps) {
  const repo = authRepository(db);
  const envCoupon = inviteCoupon ? normalizeCouponCode(inviteCoupon) : null;

  /** The coupon to consume, null for the reusable INVITE_COUPON. */
  const couponToConsume = (code: string) => {
    const normalized = normalizeCouponCode(code);
    return normalized === envCoupon ? null : normalized;
  };

  /** Every way of getting a token ends here, so a disabled account gets none. */
  const respond = async (user: UserRow, rememberMe: boolean, message?: string): Promise<AuthResponse> => {
    if (user.disabledAt) throw new AppError('unauthorized', AUTH_MESSAGES.accountDisabled);
    return {
      ...(message ? { message } : {}),
      token: await issueToken(db, user.id, rememberMe),
      user: toUserResponse(user),
    };
  };

  /** Creates an account behind a coupon; throws the spec-facing error when it cannot. */
  async function createAccount(user: Parameters<typeof repo.createUserWithCoupon>[0], couponCode: string) {
    const outcome = await repo.createUserWithCoupon(user, couponToConsume(couponCode));
    if (outcome.ok) {
      if (outcome.first)
        log?.warn({ email: outcome.user.email }, 'The first account of this install is its super_admin.');
      await onAccountCreated?.(outcome.user.id, normalizeCouponCode(couponCode));
      return outcome.user;
    }
    if (outcome.reason === 'coupon') throw new AppError('bad_request', AUTH_MESSAGES.couponInvalid);
    throw new AppError('conflict', AUTH_MESSAGES.emailTaken);
  }

  return {
    createAccount,
    respond,
    /** On an install with no account yet, the invite coupon that registers the first one. */
    ensureFirstCoupon: () => ensureFirstCoupon(db, inviteCoupon),
    /** Signs a bearer token out. */
    revoke: (token: string) => revokeToken(db, token),

    async signUp(input: SignUpRequest): Promise<AuthResponse> {
      // The coupon first: without a usable one nobody learns whether the email has an account.
      const coupon = couponToConsume(input.couponCode);
      if (coupon !== null && !(await repo.usableCoupon(coupon))) {
        throw new AppError('bad_request', AUTH_MESSAGES.couponInvalid);
      }
      if (await repo.userByEmail(input.email)) throw new AppError('conflict', AUTH_MESSAGES.emailTaken);
      const passwordHash = await hasher.hash(input.password);
      const user = await createAccount(
        {
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
          passwordHash,
          role: 'rep',
        },
        input.couponCode,
      );
      return respond(user, false, AUTH_MESSAGES.signedUp);
    },

    /** Unknown email and wrong password: same status, same detail, and both pay for one hash. */
    async signIn(input: SignInRequest): Promise<AuthResponse> {
      // A login flood is turned away before it costs a database query.
      hasher.admit();
      const user = await repo.userByEmail(input.email);
      const valid = await hasher.verify(user?.passwordHash ?? null, input.password);
      if (!user || !valid) throw new AppError('unauthorized', AUTH_MESSAGES.signInInvalid);
      return respond(user, input.remember_me);
    },

    /** The token lookup already read the whole profile: no second query. */
    me(viewer: AuthUser): AuthUserResponse {
      return toUserResponse(viewer);
    },

    /** Own profile, or anyone's for a super_admin; everything else is "not found". */
    async profile(viewer: AuthUser, userId: string): Promise<AuthUserResponse> {
      const allowed = viewer.id === userId || viewer.role === 'super_admin';
      const user = allowed && UUID_PATTERN.test(userId) ? await repo.userById(userId) : undefined;
      if (!user) throw new AppError('not_found', AUTH_MESSAGES.userNotFound);
      return toUserResponse(user);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
