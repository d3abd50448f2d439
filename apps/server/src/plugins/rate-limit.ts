import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { GENERIC_MESSAGES } from '@buyerlab/contract';
import { memoryCounterStore, redisCounterStore, type CounterStore } from '../lib/counter-store';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Shared expiring counters (failed sign-ins, failed reset codes): Redis when set, else memory. */
    counters: CounterStore;
  }
}

/**
 * For limits that protect against a client rather than an account (sign-in, reset, demo booking):
 * always the caller's address, even when it sends a token (docs/hardening.md).
 */
export const byIp = (request: FastifyRequest) => `ip:${request.ip}`;

/**
 * Rate limiting, opt-in per route (`config: { rateLimit: { max, timeWindow } }`). Counters live in
 * Redis when REDIS_URL is set, so several processes share them; in memory otherwise.
 */
export const rateLimitPlugin = fp<{ redisUrl: string | undefined; scale?: number }>(
  async (app: FastifyInstance, opts) => {
    const scale = opts.scale ?? 1;
    if (scale !== 1) {
      // Load tests raise every limit at once (RATE_LIMIT_SCALE) instead of touching each route.
      app.addHook('onRoute', (route) => {
        const config = route.config as { rateLimit?: { max?: unknown } } | undefined;
        const limit = config?.rateLimit;
        // A copy: routes may share one limits object, which must be scaled once per route.
        if (limit && typeof limit.max === 'number') {
          route.config = { ...config, rateLimit: { ...limit, max: Math.ceil(limit.max * scale) } };
        }
      });
    }
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : null;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    app.decorate('counters', redis ? redisCounterStore(redis) : memoryCounterStore());
    await app.register(rateLimit, {
      global: false,
      // Signed-in callers are counted per account, so colleagues behind one office IP do not
      // share a budget; everyone else per IP.
      keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
      ...(redis ? { redis, skipOnError: true } : {}),
      errorResponseBuilder: (_req, context) => ({
        statusCode: 429,
        detail: `${GENERIC_MESSAGES.tooManyRequests} (retry in ${Math.ceil(context.ttl / 1000)} s)`,
      }),
    });
  },
);
