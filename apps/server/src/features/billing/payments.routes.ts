import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPaymentIntentSchema,
  paymentIntentCreatedSchema,
  paymentListSchema,
  paymentSchema,
  webhookReceivedSchema,
} from '@buyerlab/contract';
import { currentUser } from '../../plugins/auth';
import { paymentsService } from './payments.service';
import { stripeGatewayFromEnv } from './stripe-gateway';

const secured = { security: [{ bearerAuth: [] }] };

export const paymentsRoutes: FastifyPluginAsyncZod<{ now?: (() => Date) | undefined }> = async (app, opts) => {
  const payments = paymentsService({
    db: app.database.db,
    stripe: stripeGatewayFromEnv(app.config),
    webhookSecret: app.config.STRIPE_WEBHOOK_SECRET,
    log: app.log,
    now: opts.now,
  });

  app.post(
    '/payments/create-payment-intent',
    {
      schema: {
        tags: ['billing'],
        summary: 'Start paying for a plan: the amount is priced here, Stripe.js takes the card',
        ...secured,
        body: createPaymentIntentSchema,
        response: { 201: paymentIntentCreatedSchema },
      },
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.createIntent(currentUser(request).id, request.body)),
  );
  app.get(
    '/payments/payment-intent/:paymentIntentId',
    {
      schema: {
        tags: ['billing'],
        summary: 'The status of one of your payments; a succeeded payment activates its plan',
        ...secured,
        params: z.object({ paymentIntentId: z.string().min(1).max(255) }),
        response: { 200: paymentSchema },
      },
      onRequest: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    (request) => payments.status(currentUser(request).id, request.params.paymentIntentId),
  );
  app.get(
    '/payments/by-user',
    {
      schema: {
        tags: ['billing'],
        summary: 'Your payments, newest first',
        ...secured,
        response: { 200: paymentListSchema },
      },
      onRequest: app.requireUser,
    },
    (request) => payments.listByUser(currentUser(request).id),
  );

  // Stripe signs the exact bytes it sends, so this one route reads its body raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/payments/webhook',
      {
        schema: {
          tags: ['billing'],
          summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET): a succeeded payment activates its plan once',
          response: { 200: webhookReceivedSchema },
        },
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await payments.handleWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    );
  });
};
