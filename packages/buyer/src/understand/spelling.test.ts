import { describe, expect, it } from 'vitest';
import { spellerOf } from './spelling';

describe('spelling', () => {
  const dictionary = ['the', 'changeover', 'maintenance', 'schedule', 'tariffs', 'tariff', 'machine'];
  const spell = spellerOf(dictionary, (w) => w === 'multivac');

  it('reads a dropped, added, changed or swapped letter as the word meant', () => {
    expect(spell('maintenace')).toBe('maintenance');
    expect(spell('tarriffs')).toBe('tariffs');
    expect(spell('chnageover')).toBe('changeover');
  });

  it('prefers the more common word when two are one edit away', () => {
    expect(spell('tarifs')).toBe('tariffs');
  });

  it('leaves known words, short words and words far from any other alone', () => {
    expect(spell('Multivac machine')).toBe('multivac machine');
    expect(spell('teh')).toBe('teh');
    expect(spell('palletiser')).toBe('palletiser');
  });
});
