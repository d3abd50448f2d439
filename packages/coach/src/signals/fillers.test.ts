import { describe, expect, it } from 'vitest';
import { countFillers, withoutFillers } from './fillers.js';

describe('countFillers', () => {
  it('counts um, uh, you know, basically, sort of, kind of', () => {
    expect(countFillers('Um, so it is, uh, basically a sort of kind of filler, you know.')).toBe(6);
  });

  it('counts "like" and "actually" only when set off as a pause', () => {
    expect(countFillers("It's, like, way faster. Actually, it is.")).toBe(2);
    expect(countFillers("I'd like to show you what it looks like, and it actually works.")).toBe(0);
  });

  it('finds none in clean speech', () => {
    expect(countFillers('What does a long changeover cost you per week?')).toBe(0);
  });
});

describe('withoutFillers', () => {
  it('keeps the rep’s sentence but drops the fillers', () => {
    expect(withoutFillers('So, um, basically the filler runs 400 bottles a minute, you know')).toBe(
      'The filler runs 400 bottles a minute',
    );
  });
});

describe('withoutFillers on word boundaries', () => {
  it('never cuts "so" out of "sorry" or "also", or "like" out of "likely"', () => {
    expect(withoutFillers('Sorry to cut in. Also, likely the best fit')).toBe(
      'Sorry to cut in. Also, likely the best fit',
    );
    expect(withoutFillers('So, the line runs two shifts. Like, every day')).toBe('The line runs two shifts. every day');
  });
});
