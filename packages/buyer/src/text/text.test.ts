import { describe, expect, it } from 'vitest';
import { hasControls, stripControls } from './controls';
import { sentencesOf, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('keeps decimals, prices and abbreviations inside their sentence', () => {
    expect(sentencesOf('We quoted approx. 142,000 USD. That is 2.5% less! Mr. Ruiz agreed. Is $1.2M ok?')).toEqual([
      'We quoted approx. 142,000 USD.',
      'That is 2.5% less!',
      'Mr. Ruiz agreed.',
      'Is $1.2M ok?',
    ]);
  });

  it('ends a sentence at a stop before a number, where the Unicode rules would not', () => {
    expect(sentencesOf('And since you bring it up. 10 working days. With that. $744,500 fits.')).toEqual([
      'And since you bring it up.',
      '10 working days.',
      'With that.',
      '$744,500 fits.',
    ]);
  });

  it('ends a sentence at a line break, and at "No." before a word but not before a number', () => {
    expect(sentencesOf('First line\nSecond line. No. We ship No. 5 next.')).toEqual([
      'First line',
      'Second line.',
      'No.',
      'We ship No. 5 next.',
    ]);
  });

  it('cuts each sentence verbatim from the text, with where it starts', () => {
    const text = '  It runs at 2.5% giveaway.  The quote is $1.2M! Does that work?';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'It runs at 2.5% giveaway.',
      'The quote is $1.2M!',
      'Does that work?',
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });
});

describe('stripControls', () => {
  it('removes control characters and keeps the spacing ones for the caller to collapse', () => {
    expect(stripControls('Gi\u0000ta\u0007\u0085\tx\n')).toBe('Gita\tx\n');
    expect(stripControls('a\u0000b', { replacement: ' ' })).toBe('a b');
  });

  it('removes invisible formatting characters only when asked', () => {
    expect(stripControls('evil\u202Efdp\u200b.pdf')).toBe('evil\u202Efdp\u200b.pdf');
    expect(stripControls('evil\u202Efdp\u200b.pdf', { invisible: true })).toBe('evilfdp.pdf');
  });

  it('tells whether a value carries any control character', () => {
    expect(hasControls('nul\u0000@gmail.com')).toBe(true);
    expect(hasControls('tab\there')).toBe(true);
    expect(hasControls('plain@gmail.com')).toBe(false);
  });
});
