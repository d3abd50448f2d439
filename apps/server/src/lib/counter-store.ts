import type { Redis } from 'ioredis';

/**
 * Counters that expire a fixed time after their first count (a fixed window): failed sign-ins,
 * failed reset codes. In Redis when several processes share them, in memory otherwise.
 */
export type CounterStore = {
  /** Adds one and returns the new count; the window starts with the first count. */
  add: (key: string, windowMs: number) => Promise<number>;
  /** Takes back one count (a reserved attempt that turned out not to be a failure). */
  remove: (key: string) => Promise<void>;
  get: (key: string) => Promise<number>;
};

/** Beyond this many live keys the oldest windows are dropped first (memory store only). */
const MAX_MEMORY_KEYS = 100_000;

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counts = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until <= now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async add(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      if (counts.size >= MAX_MEMORY_KEYS) {
        for (const [k, e] of counts) if (e.until <= now()) counts.delete(k);
        if (counts.size >= MAX_MEMORY_KEYS) counts.delete(counts.keys().next().value!);
      }
      counts.set(key, { count: 1, until: now() + windowMs });
      return 1;
    },
    async remove(key) {
      const entry = live(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
  };
}

export function redisCounterStore(redis: Redis): CounterStore {
  const prefix = 'buyerlab:count:';
  return {
    async add(key, windowMs) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec()) as [[unknown, number], unknown];
      return count;
    },
    async remove(key) {
      await redis.eval(
        "local v = redis.call('GET', KEYS[1]); if v and tonumber(v) > 0 then redis.call('DECR', KEYS[1]) end",
        1,
        prefix + key,
      );
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
  };
}
