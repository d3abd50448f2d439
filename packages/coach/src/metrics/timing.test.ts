import { describe, expect, it } from 'vitest';
import { buyer, conversation, rep } from '../test-conversation.js';
import { countInterruptions, longestMonologue, paceWpm } from './timing.js';

const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('paceWpm', () => {
  it('measures words per minute over spoken rep messages only', () => {
    const messages = conversation([
      rep(words(30), { start: 0, end: 12 }),
      buyer(words(100), { start: 13, end: 14 }),
      rep(words(45), { start: 15, end: 33 }),
    ]);
    expect(paceWpm(messages)).toBe(150);
  });

  it('is null when nothing the rep said was spoken', () => {
    expect(paceWpm(conversation([rep(words(30), { spoken: false }), buyer('ok')]))).toBeNull();
  });

  it('ignores malformed timestamps and sub-second clips', () => {
    const messages = conversation([rep(words(20), { start: 0, end: 0.5 })]);
    const broken = { ...conversation([rep(words(20))])[0]!, endedAt: 'not a date' };
    expect(paceWpm([...messages, broken])).toBeNull();
  });
});

describe('longestMonologue', () => {
  it('joins consecutive rep messages into one stretch and times it when spoken', () => {
    const messages = conversation([
      rep(words(10), { start: 0, end: 4 }),
      buyer(words(5), { start: 5, end: 7 }),
      rep(words(40), { start: 8, end: 24 }),
      rep(words(30), { start: 25, end: 37 }),
      buyer(words(5), { start: 38, end: 40 }),
    ]);
    expect(longestMonologue(messages)).toEqual({ words: 70, seconds: 29 });
  });

  it('reports words but no seconds when the stretch was typed', () => {
    expect(longestMonologue(conversation([rep(words(12), { spoken: false })]))).toEqual({ words: 12, seconds: null });
  });
});

describe('countInterruptions', () => {
  it('counts a rep message that starts before the buyer finished', () => {
    expect(
      countInterruptions(
        conversation([buyer('We run two shifts and', { start: 0, end: 6 }), rep('Right, so', { start: 4, end: 7 })]),
      ),
    ).toBe(1);
  });

  it('counts a buyer reply the pipeline marked as cut off, once even if it also overlaps', () => {
    const messages = conversation([
      buyer('Well the thing is', { start: 0, end: 6, interrupted: true }),
      rep('Sorry, go on', { start: 5, end: 7 }),
    ]);
    expect(countInterruptions(messages)).toBe(1);
  });

  it('does not count a typed message written while the reply was still being spoken', () => {
    expect(
      countInterruptions(
        conversation([
          buyer('We run two shifts and', { start: 0, end: 6 }),
          rep('Right, so', { start: 4, end: 7, spoken: false }),
        ]),
      ),
    ).toBe(0);
  });

  it('does not count turns that follow each other', () => {
    expect(countInterruptions(conversation([buyer('Fine.'), rep('Thanks.'), buyer('Bye.')]))).toBe(0);
  });
});
