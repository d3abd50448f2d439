import { describe, expect, it } from 'vitest';
import { countOf } from './render';

describe('countOf', () => {
  it('says "1 line" for a small plant and "14 lines" for a big one', () => {
    expect(countOf(1, 'line')).toBe('1 line');
    expect(countOf(14, 'line')).toBe('14 lines');
    expect(countOf(0, 'product')).toBe('0 products');
  });
});
