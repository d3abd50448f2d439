import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { GENERIC_MESSAGES } from '@buyerlab/contract';

/**
 * Rate limiting, opt-in per route (`config: { rateLimit: { max, timeWindow } }`). Counters live in
 * Redis when REDIS_URL is set, so several processes share them; in memory otherwise.
 */
export const rateLimitPlugin = fp<{ redisUrl: string | undefined }>(async (app: FastifyInstance, opts) => {
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
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
});
