import Stripe from 'stripe';
import type { Env } from '../../config/env';

export type StripeSettings = {
  secretKey: string | undefined;
  publishableKey: string | undefined;
  /** Another address for Stripe's API (a local fake in tests, stripe-mock in development). */
  apiBase: string | undefined;
};

export type StripeGateway = { client: Stripe; publishableKey: string };

/** The Stripe client, or null when payments are not configured (both keys are needed to take one). */
export function stripeGateway(settings: StripeSettings): StripeGateway | null {
  if (!settings.secretKey || !settings.publishableKey) return null;
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return { client, publishableKey: settings.publishableKey };
}

export const stripeGatewayFromEnv = (env: Env) =>
  stripeGateway({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    apiBase: env.STRIPE_API_BASE,
  });

/** Checks a webhook's signature and reads its event; throws Stripe's own error when it does not match. */
export function readWebhookEvent(payload: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}
