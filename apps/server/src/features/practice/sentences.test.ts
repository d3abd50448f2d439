import { describe, expect, it } from 'vitest';
import { splitLeadingClause } from './sentences';

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
