import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, GENERIC_MESSAGES, type RoleName } from '@buyerlab/contract';
import { resolveToken } from '../features/auth/auth.service';
import type { AuthUser } from '../features/auth/auth.types';
import { hashToken, readBearerToken } from '../features/auth/tokens';
import { AppError } from '../lib/app-error';

export type { AuthUser } from '../features/auth/auth.types';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  // Module augmentation needs interfaces to merge with Fastify's own.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved from `Authorization: Bearer <token>` on /api routes. */
    user: AuthUser | null;
    /** The bearer token as sent, so logout can revoke exactly it. */
    authToken: string | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** onRequest guard: 401 `{detail: 'Please sign in to continue.'}` without a live token. */
    requireUser: Guard;
    /** onRequest guard: 401 when signed out, 403 when signed in with another role. */
    requireRole: (role: RoleName) => Guard;
  }
}

/**
 * Resolves the bearer token of every API request to `request.user` (by the token's SHA-256 hash;
 * unknown, expired and revoked tokens resolve to null) and offers the guards routes declare.
 * Routes declare them as `onRequest` hooks, so a signed-out caller gets 401 before the body is read
 * or validated: the answer never depends on what a stranger sent (docs/hardening.md).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readBearerToken(request.headers.authorization);
    if (!token) return;
    request.authToken = token;
    request.user = await resolveToken(app.database.db, token);
  });

  const requireUser: Guard = async (request) => {
    if (!request.user) throw new AppError('unauthorized', GENERIC_MESSAGES.unauthenticated);
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireRole', (role: RoleName): Guard => async (request) => {
    if (!request.user) throw new AppError('unauthorized', GENERIC_MESSAGES.unauthenticated);
    if (request.user.role !== role) throw new AppError('forbidden', AUTH_MESSAGES.forbidden);
  });
});

/** The signed-in user of a route guarded by `requireUser` (throws 401 if the guard was forgotten). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthorized', GENERIC_MESSAGES.unauthenticated);
  return request.user;
}

/** The stored fingerprint (SHA-256) of the request's bearer token, to tie what it opens to it. */
export function tokenHashOf(request: FastifyRequest): string | null {
  return request.authToken ? hashToken(request.authToken) : null;
}
