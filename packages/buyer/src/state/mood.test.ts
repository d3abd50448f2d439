import { describe, expect, it } from 'vitest';
import { persona } from '../testing/fixtures';
import { initialState } from './initial-state';
import { moodOf } from './mood';

describe('moodOf', () => {
  const base = initialState(persona({ mode: 'discovering' }), 'discovering', 'm');

  it('starts from the profile’s starting mood', () => {
    const seen = new Set<string>();
    for (const mode of ['prospecting', 'discovering', 'closing'] as const) {
      for (const firstName of ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal']) {
        const p = persona({ firstName, mode, experience: 'junior' });
        seen.add(p.startingMood);
        expect(moodOf(initialState(p, mode, 'm'))).toBe(p.startingMood);
      }
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('shows annoyance right after rudeness and when the call is lost', () => {
    expect(moodOf({ ...base, lastEvent: 'rude' })).toBe('annoyed');
    expect(moodOf({ ...base, outcome: 'lost' })).toBe('annoyed');
  });

  it('is pleased with high trust and interest, skeptical with low trust', () => {
    expect(moodOf({ ...base, trust: 0.8, interest: 0.7 })).toBe('pleased');
    expect(moodOf({ ...base, trust: 0.2 })).toBe('skeptical');
    expect(moodOf({ ...base, trust: 0.45, interest: 0.4, lastEvent: 'none' })).toBe('neutral');
  });
});
