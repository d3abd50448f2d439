import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';

declare module 'fastify' {
  // Module augmentation needs an interface to merge with Fastify's own.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Exposes the opened database to routes and closes it when the app closes. */
export const dbPlugin = fp<{ handle: DatabaseHandle; ownsHandle: boolean }>(
  async (app: FastifyInstance, opts) => {
    app.decorate('database', opts.handle);
    if (opts.ownsHandle) {
      app.addHook('onClose', async () => {
        await opts.handle.close();
      });
    }
  },
  { name: 'db' },
);
