import { describe, expect, it } from 'vitest';
import { SentenceSplitter } from './sentences';

const stream = (chunks: string[]) => {
  const splitter = new SentenceSplitter();
  const out = chunks.map((chunk) => splitter.push(chunk));
  return { out, rest: splitter.flush() };
};

describe('SentenceSplitter', () => {
  it('gives each sentence as soon as its stop and a space have arrived', () => {
    expect(stream(['Hello there. How', ' are you? Fine'])).toEqual({
      out: [['Hello there.'], ['How are you?']],
      rest: ['Fine'],
    });
  });

  it('waits past a decimal point and an abbreviation', () => {
    expect(stream(['It costs 2.', '5 million, approx. ', '142,000 a year. Mr. ', 'Ruiz agrees.'])).toEqual({
      out: [[], [], ['It costs 2.5 million, approx. 142,000 a year.'], []],
      rest: ['Mr. Ruiz agrees.'],
    });
  });
});
