import { describe, expect, it } from 'vitest';
import { createRng, hashString } from './prng';

describe('seeded PRNG', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng('session-1');
    const b = createRng('session-1');
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('gives different sequences for different seeds', () => {
    const a = createRng('session-1');
    const b = createRng('session-2');
    expect(Array.from({ length: 5 }, () => a.next())).not.toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('keeps int() inside its inclusive bounds and reaches both ends', () => {
    const rng = createRng('bounds');
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('hashes strings stably', () => {
    expect(hashString('buyerlab')).toBe(hashString('buyerlab'));
    expect(hashString('buyerlab')).not.toBe(hashString('buyerlab', 1));
  });
});
