import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mySubscriptionSchema, plansResponseSchema, subscriptionListSchema } from '@buyerlab/contract';
import { currentUser } from '../../plugins/auth';
import { planList } from './plans';
import { stripeGatewayFromEnv } from './stripe-gateway';
import { subscriptionsService } from './subscriptions.service';

const secured = { security: [{ bearerAuth: [] }] };

/** Plans (public) and the caller's subscriptions. Payments are in payments.routes.ts. */
export const billingRoutes: FastifyPluginAsyncZod<{ now?: (() => Date) | undefined }> = async (app, opts) => {
  const subscriptions = subscriptionsService(app.database.db, { now: opts.now });
  const stripe = stripeGatewayFromEnv(app.config);
  const plans = {
    plans: planList(),
    payments: { configured: stripe !== null, publishable_key: stripe?.publishableKey ?? null },
  };

  app.get(
    '/subscriptions/',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans: price per seat per month, sessions per month, seats, features',
        response: { 200: plansResponseSchema },
      },
    },
    () => plans,
  );
  app.get(
    '/user-subscriptions/my-subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plan covering you now, with sessions used and left this period',
        ...secured,
        response: { 200: mySubscriptionSchema },
      },
      onRequest: app.requireUser,
    },
    (request) => subscriptions.mySubscription(currentUser(request).id),
  );
  app.get(
    '/user-subscriptions/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Every subscription you hold a seat in, newest first',
        ...secured,
        response: { 200: subscriptionListSchema },
      },
      onRequest: app.requireUser,
    },
    (request) => subscriptions.list(currentUser(request).id),
  );
};
