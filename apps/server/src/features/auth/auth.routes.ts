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
import { currentUser, tokenHashOf } from '../../plugins/auth';
import { byIp } from '../../plugins/rate-limit';
import { attemptGuard, guarded } from './attempt-guard';
import { authService } from './auth.service';
import { dashboardService } from './dashboard';
import { createGoogleVerifier } from './google';
import { googleSignIn } from './google-sign-in';
import { createPasswordHasher } from './passwords';
import { resetService } from './reset';
import { teamsService } from '../teams/teams.service';

const tags = ['auth'];
const QUARTER_HOUR = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** docs/product.md#api auth calls under /api/v1/auth. Routes only validate, guard and hand over. */
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
  const reset = resetService({
    db,
    hasher,
    mailer: app.mailer,
    log: app.log,
    counters: app.counters,
    onPasswordReset: (userId) => app.revocations.revoke({ userId }),
  });
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
    const first = await auth.ensureFirstCoupon();
    if (first) {
      app.startupNotices.push(
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

  /** Per-IP throttle (route config), keyed by the address even when a token is sent. */
  const perIp = { rateLimit: { max: env.AUTH_IP_RATE_LIMIT, timeWindow: 60_000, keyGenerator: byIp } };
  /** Per-account throttles: failures only (docs/hardening.md), so nobody can lock an owner out. */
  const accountLimit = env.AUTH_ACCOUNT_RATE_LIMIT;
  const failures = (name: string) =>
    attemptGuard({
      counters: app.counters,
      name,
      perClient: accountLimit,
      perAccount: accountLimit,
      windowMs: QUARTER_HOUR,
    });
  const signUpGuard = failures('sign-up');
  const signInGuard = failures('sign-in');
  const codeGuard = failures('reset-code');
  // Every reset request mails the account: counted per address (5 an hour), and once an account
  // had 20 in an hour, addresses that already asked for it wait.
  const resetMailGuard = attemptGuard({
    counters: app.counters,
    name: 'reset-request',
    perClient: 5,
    perAccount: 20,
    windowMs: HOUR,
  });

  app.post(
    '/sign-up',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Register with an MVP coupon',
        body: signUpRequestSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await guarded(signUpGuard, request, () => auth.signUp(request.body))),
  );

  app.post(
    '/sign-in',
    {
      config: perIp,
      schema: { tags, summary: 'Sign in', body: signInRequestSchema, response: { 200: authResponseSchema } },
    },
    (request) => guarded(signInGuard, request, () => auth.signIn(request.body)),
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
    { onRequest: app.requireUser, schema: { tags, summary: 'The signed-in user', response: { 200: authUserSchema } } },
    (request) => auth.me(currentUser(request)),
  );

  app.get(
    '/logout',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Revoke this token', response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const token = request.authToken;
      if (token) await auth.revoke(token);
      // What this sign-in opened ends with it: live sockets, unused tickets, dashboard codes.
      await dashboards.voidCodes(user.id);
      await app.revocations.revoke({ userId: user.id, tokenHash: tokenHashOf(request) ?? undefined });
      return { message: AUTH_MESSAGES.signedOut };
    },
  );

  app.get(
    '/dashboard-link',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
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
      schema: {
        tags,
        summary: 'Mail a reset code',
        body: resetRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resetMailGuard.check(request);
      await resetMailGuard.count(request);
      return reset.request(request.body.email);
    },
  );

  app.post(
    '/verify-otp',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Check a reset code',
        body: verifyOtpRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => guarded(codeGuard, request, () => reset.verify(request.body.email, request.body.otp_code, request.ip)),
  );

  app.post(
    '/password-reset/final',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Set the new password (verified code)',
        body: resetFinalRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => guarded(codeGuard, request, () => reset.complete(request.body, true, request.ip)),
  );

  app.post(
    '/password-reset/confirm',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Verify the code and set the password in one call',
        body: resetFinalRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => guarded(codeGuard, request, () => reset.complete(request.body, false, request.ip)),
  );

  app.get(
    '/:user_id',
    {
      onRequest: app.requireUser,
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
