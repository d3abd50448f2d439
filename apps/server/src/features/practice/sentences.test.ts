import { describe, expect, it } from 'vitest';
import { SentenceSplitter, splitLeadingClause } from './sentences';

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

describe('the first clause spoken on its own', () => {
  it('cuts a long first sentence after its first comma, keeping every word in order', () => {
    const sentence = 'Honestly, the changeover on line two takes us most of an hour.';
    const pieces = splitLeadingClause(sentence);
    expect(pieces).toEqual(['Honestly, the changeover on line two takes us most of an hour.']);
    const longer = 'On a good week, the changeover on line two takes us most of an hour.';
    expect(splitLeadingClause(longer)).toEqual([
      'On a good week,',
      'the changeover on line two takes us most of an hour.',
    ]);
    expect(splitLeadingClause(longer).join(' ')).toBe(longer);
  });

  it('leaves short sentences and those without a pause whole', () => {
    expect(splitLeadingClause('Fine, go on.')).toEqual(['Fine, go on.']);
    const noPause = 'We replaced the filler on line two in the spring of last year.';
    expect(splitLeadingClause(noPause)).toEqual([noPause]);
    const lateComma = 'We replaced the filler on line two last spring, twice.';
    expect(splitLeadingClause(lateComma)).toEqual([lateComma]);
  });
});
