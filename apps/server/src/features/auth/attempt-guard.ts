import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@buyerlab/contract';
import { AppError } from '../../lib/app-error';
import type { CounterStore } from '../../lib/counter-store';

export type AttemptGuardOptions = {
  counters: CounterStore;
  name: string;
  /** Counted attempts one client (address) may make on one account per window. */
  perClient: number;
  /** Counted attempts on one account from all clients, beyond which clients that already failed stop. */
  perAccount: number;
  windowMs: number;
};

const accountOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * The per-account throttle (docs/hardening.md). Only what the route counts (failures, or every
 * reset mail) is counted, per account and per account-and-address. A client is stopped when it
 * used up its own budget on the account, or when the account's budget is used up and this client
 * is among those that spent it. A client with a clean record on the account still gets its
 * answer, so nobody can lock the owner out by failing from elsewhere.
 */
export function attemptGuard({ counters, name, perClient, perAccount, windowMs }: AttemptGuardOptions) {
  const keys = (request: FastifyRequest) => {
    const account = `${name}:${accountOf(request)}`;
    return { account, client: `${account}:${request.ip}` };
  };
  return {
    async check(request: FastifyRequest) {
      const { account, client } = keys(request);
      const [mine, all] = await Promise.all([counters.get(client), counters.get(account)]);
      if (mine >= perClient || (mine > 0 && all >= perAccount)) {
        throw new AppError('too_many_requests', AUTH_MESSAGES.tooManyAttempts, {
          'retry-after': String(Math.ceil(windowMs / 1000)),
        });
      }
    },
    async count(request: FastifyRequest) {
      const { account, client } = keys(request);
      await Promise.all([counters.add(client, windowMs), counters.add(account, windowMs)]);
    },
  };
}

export type AttemptGuard = ReturnType<typeof attemptGuard>;

/** A client error the caller could have avoided: a wrong password, code or coupon. */
export const isFailedAttempt = (error: unknown) =>
  error instanceof AppError && ['bad_request', 'unauthorized', 'conflict', 'too_many_requests'].includes(error.code);

/** Runs `work` behind the guard, counting it when it fails as a client error. */
export async function guarded<T>(guard: AttemptGuard, request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  await guard.check(request);
  try {
    return await work();
  } catch (error) {
    if (isFailedAttempt(error)) await guard.count(request);
    throw error;
  }
}
