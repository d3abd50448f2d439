import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Sign-ins that end: one token (logout) or every token of a user (password reset). */
export type Revocation = { userId: string; tokenHash?: string };
type Listener = (revocation: Revocation) => Promise<void> | void;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /**
     * Tells every feature that holds something a sign-in opened (live sockets, tickets) to let go.
     * Auth announces; features listen. In-process: other processes notice at their next check.
     */
    revocations: { revoke: (revocation: Revocation) => Promise<void>; onRevoke: (listener: Listener) => void };
  }
}

export const revocationPlugin = fp(async (app: FastifyInstance) => {
  const listeners: Listener[] = [];
  app.decorate('revocations', {
    onRevoke: (listener: Listener) => void listeners.push(listener),
    revoke: async (revocation: Revocation) => {
      const outcomes = await Promise.allSettled(listeners.map(async (listener) => listener(revocation)));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') app.log.error({ err: outcome.reason }, 'revocation listener failed');
      }
    },
  });
});
