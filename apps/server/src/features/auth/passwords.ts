import os from 'node:os';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { AUTH_MESSAGES } from '@buyerlab/contract';
import { AppError } from '../../lib/app-error';

// Argon2id with OWASP's minimum profile (19 MiB, 2 passes): ~50 ms per hash on one core.
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  /** False for a wrong password and for a missing hash (a dummy is checked so timing matches). */
  verify: (passwordHash: string | null, password: string) => Promise<boolean>;
  /** Throws the 503 at once when the pool and its queue are full, before any other work is done. */
  admit: () => void;
  readonly stats: () => { active: number; queued: number };
};

export type HasherOptions = { concurrency?: number | undefined; queueLimit: number };

/**
 * Password hashing in a bounded pool: at most `concurrency` hashes run at once (leaving a core for
 * everything else), at most `queueLimit` wait, and any excess is refused at once with 503 so a
 * login flood cannot starve other requests.
 */
export function createPasswordHasher({ concurrency, queueLimit }: HasherOptions): PasswordHasher {
  const limit = concurrency ?? Math.max(1, os.availableParallelism() - 1);
  let active = 0;
  const waiting: Array<() => void> = [];
  let dummyHash: Promise<string> | null = null;

  const admit = () => {
    if (active >= limit && waiting.length >= queueLimit)
      throw new AppError('service_unavailable', AUTH_MESSAGES.busy, { 'retry-after': '1' });
  };

  async function run<T>(task: () => Promise<T>): Promise<T> {
    admit();
    if (active >= limit) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      active += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  }

  return {
    hash: (password) => run(() => hash(password, HASH_OPTIONS)),
    verify: async (passwordHash, password) => {
      if (!passwordHash) {
        dummyHash ??= hash('not-a-real-password', HASH_OPTIONS);
        const dummy = await dummyHash;
        await run(() => verify(dummy, password));
        return false;
      }
      return run(() => verify(passwordHash, password));
    },
    admit,
    stats: () => ({ active, queued: waiting.length }),
  };
}
