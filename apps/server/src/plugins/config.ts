import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The validated environment (config/env.ts), for features that need a setting. */
    config: Env;
    /**
     * Lines a newcomer must not miss (the first invite coupon): server.ts logs them after the
     * ready line, so startup output does not scroll them away.
     */
    startupNotices: string[];
  }
}

export const configPlugin = fp<{ env: Env }>(
  async (app: FastifyInstance, opts) => {
    app.decorate('config', opts.env);
    app.decorate('startupNotices', []);
  },
  { name: 'config' },
);
