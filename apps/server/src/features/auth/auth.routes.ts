import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  authResponseSchema,
  authUserSchema,
  dashboardLinkResponseSchema,
  exchangeRequestSchema,
  googleAuthRequestSchema,
  messageResponseSchema,
  resetFinalRequestSchema,
  resetRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  userIdParamsSchema,
  verifyOtpRequestSchema,
} from '@buyerlab/contract';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { authService, revokeToken } from './auth.service';
import { ensureFirstCoupon } from './coupons';
import { dashboardService } from './dashboard';
import { createGoogleVerifier } from './google';
import { googleSignIn } from './google-sign-in';
import { createPasswordHasher } from './passwords';
import { resetService } from './reset';
import { teamsService } from '../teams/teams.service';

const tags = ['auth'];
const QUARTER_HOUR = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** SPEC §7 auth calls under /api/v1/auth. Routes only validate, guard and hand over. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = app.config;
  const db = app.database.db;
  const hasher = createPasswordHasher({ concurrency: env.HASH_CONCURRENCY, queueLimit: env.HASH_QUEUE_LIMIT });
  const teams = teamsService({ db, mailer: app.mailer, log: app.log });
  const auth = authService({
    db,
    hasher,
    inviteCoupon: env.INVITE_COUPON,
    log: app.log,
    onAccountCreated: (userId, code) => teams.joinBySignUpCode(userId, code),
  });
  const reset = resetService({ db, hasher, mailer: app.mailer, log: app.log });
  const dashboards = dashboardService({
    db,
    auth,
    dashboardUrl: env.DASHBOARD_URL,
    adminDashboardUrl: env.ADMIN_DASHBOARD_URL,
  });
  const google = googleSignIn({
    db,
    auth,
    log: app.log,
    verify: env.GOOGLE_CLIENT_ID
      ? createGoogleVerifier({
          clientId: env.GOOGLE_CLIENT_ID,
          jwksUrl: env.GOOGLE_JWKS_URL,
          issuers: env.GOOGLE_ISSUERS,
        })
      : null,
  });

  app.addHook('onReady', async () => {
    const first = await ensureFirstCoupon(db, env.INVITE_COUPON);
    if (first) {
      app.log.warn(
        `No accounts yet. Register the first one with the invite coupon ${first.code}` +
          (first.source === 'INVITE_COUPON'
            ? ' (from INVITE_COUPON).'
            : first.source === 'created'
              ? ' (single use). More: npm run admin -- create-coupon'
              : '. More: npm run admin -- create-coupon'),
      );
    }
  });
  app.addHook('onClose', async () => {
    await reset.drain();
  });

  /** Per-IP throttle (route config) — the per-account one is `perAccount` below. */
  const perIp = { rateLimit: { max: env.AUTH_IP_RATE_LIMIT, timeWindow: 60_000 } };
  const perAccount = (name: string, max: number, timeWindow: number) => {
    const check = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) => `${name}:${String((request.body as { email?: unknown }).email)}`,
    });
    return async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('too_many_requests', AUTH_MESSAGES.tooManyAttempts, {
          'retry-after': String(result.ttlInSeconds),
        });
      }
    };
  };
  const accountLimit = env.AUTH_ACCOUNT_RATE_LIMIT;

  app.post(
    '/sign-up',
    {
      config: perIp,
      preHandler: perAccount('sign-up', accountLimit, QUARTER_HOUR),
      schema: {
        tags,
        summary: 'Register with an MVP coupon',
        body: signUpRequestSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.signUp(request.body)),
  );

  app.post(
    '/sign-in',
    {
      config: perIp,
      preHandler: perAccount('sign-in', accountLimit, QUARTER_HOUR),
      schema: { tags, summary: 'Sign in', body: signInRequestSchema, response: { 200: authResponseSchema } },
    },
    (request) => auth.signIn(request.body),
  );

  app.post(
    '/google',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Sign in or up with a Google id_token',
        body: googleAuthRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    (request) => google(request.body),
  );

  app.get(
    '/me',
    { preHandler: app.requireUser, schema: { tags, summary: 'The signed-in user', response: { 200: authUserSchema } } },
    (request) => auth.me(currentUser(request)),
  );

  app.get(
    '/logout',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Revoke this token', response: { 200: messageResponseSchema } },
    },
    async (request) => {
      if (request.authToken) await revokeToken(db, request.authToken);
      return { message: AUTH_MESSAGES.signedOut };
    },
  );

  app.get(
    '/dashboard-link',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Where the Dashboard link goes', response: { 200: dashboardLinkResponseSchema } },
    },
    (request) => dashboards.link(currentUser(request)),
  );

  app.post(
    '/exchange',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Trade a dashboard code for a token',
        body: exchangeRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    (request) => dashboards.exchange(request.body.token),
  );

  app.post(
    '/password-reset/request',
    {
      config: perIp,
      preHandler: perAccount('reset-request', 5, HOUR),
      schema: {
        tags,
        summary: 'Mail a reset code',
        body: resetRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => reset.request(request.body.email),
  );

  app.post(
    '/verify-otp',
    {
      config: perIp,
      preHandler: perAccount('verify-otp', accountLimit, QUARTER_HOUR),
      schema: {
        tags,
        summary: 'Check a reset code',
        body: verifyOtpRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => reset.verify(request.body.email, request.body.otp_code),
  );

  app.post(
    '/password-reset/final',
    {
      config: perIp,
      preHandler: perAccount('reset-final', accountLimit, QUARTER_HOUR),
      schema: {
        tags,
        summary: 'Set the new password (verified code)',
        body: resetFinalRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => reset.complete(request.body, true),
  );

  app.post(
    '/password-reset/confirm',
    {
      config: perIp,
      preHandler: perAccount('reset-confirm', accountLimit, QUARTER_HOUR),
      schema: {
        tags,
        summary: 'Verify the code and set the password in one call',
        body: resetFinalRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => reset.complete(request.body, false),
  );

  app.get(
    '/:user_id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A user profile (own, or any for super_admin)',
        params: userIdParamsSchema,
        response: { 200: authUserSchema },
      },
    },
    (request) => auth.profile(currentUser(request), request.params.user_id),
  );
};
