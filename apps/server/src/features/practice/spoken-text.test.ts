import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpokenTextFilter, toSpokenText } from './spoken-text';

/** Streams `text` through one filter in the given pieces, as a model's chunks would arrive. */
function streamed(pieces: string[]): string[] {
  const filter = new SpokenTextFilter();
  return [...pieces.map((p) => filter.push(p)), filter.flush()];
}

describe('spoken text', () => {
  it.each([
    ['*sighs* Look, we already have a vendor.', 'Look, we already have a vendor.'],
    ['Fine. *leans back in chair* What else?', 'Fine. What else?'],
    ['Well, *looks around*, I guess so.', 'Well, I guess so.'],
    ['[pauses] Sure (laughs) we could talk.', 'Sure we could talk.'],
    ['That is it *sighs*.', 'That is it.'],
  ])('drops the stage direction in %j', (model, spoken) => {
    expect(toSpokenText(model)).toBe(spoken);
  });

  it.each([
    ['I *really* need **proof** of that.', 'I really need proof of that.'],
    ['*Really* good question.', 'Really good question.'],
    ['*Not at all*. We are fine.', 'Not at all. We are fine.'],
    ['__Price:__ `612,000` installed.', 'Price: 612,000 installed.'],
    ['See [our brochure](https://example.com/b.pdf) first.', 'See our brochure first.'],
  ])('keeps the words of emphasis, code and links in %j', (model, spoken) => {
    expect(toSpokenText(model)).toBe(spoken);
  });

  it.each([
    [
      'We need:\n- faster changeovers\n- less waste\n\nThat is it.',
      'We need: faster changeovers, less waste. That is it.',
    ],
    ['## Pricing\n1. Install cost.\n2) Training.', 'Pricing. Install cost. Training.'],
    ['* one\n* two', 'one, two'],
    ['> Quoted reply\n---\nDone', 'Quoted reply. Done'],
    ['```text\nWe can start Monday.\n```', 'We can start Monday.'],
  ])('turns lists, headings and fences in %j into sentences', (model, spoken) => {
    expect(toSpokenText(model)).toBe(spoken);
  });

  it.each([
    'We run 3*4 lines, so 3 * 4 = 12 shifts.',
    'Payback is 2.5 years at $612,000, e.g. 14 weeks lead time (about forty hours of downtime).',
    '#1 priority is uptime; the snake_case tag stays, and it is ~5 min away.',
    '2024 was a hard year. 10 lines, 3 shifts.',
  ])('leaves ordinary speech, numbers and arithmetic alone: %j', (text) => {
    expect(toSpokenText(text)).toBe(text);
  });

  it('lets plain text through as it arrives and holds only what it cannot decide yet', () => {
    expect(streamed(['Honestly', ' our line', ' is slow.'])).toEqual(['Honestly', ' our line', ' is slow.', '']);
    // An opening star waits for its closer; a "1" at a line start waits to see if it is "1.".
    expect(streamed(['Well *', 'sighs', '* fine'])).toEqual(['Well', '', ' fine', '']);
    expect(streamed(['Options:\n1', '. Speed'])).toEqual(['Options:', ' Speed', '']);
    expect(streamed(['We run 3', '*', '4 lines'])).toEqual(['We run 3', '', '*4 lines', '']);
  });

  it('gives the same text however the stream is cut', () => {
    const fragments = fc.constantFrom(
      '*',
      '**',
      '_',
      '__',
      '`',
      '```',
      '~~',
      '[',
      ']',
      '(',
      ')',
      '#',
      '## ',
      '- ',
      '* ',
      '1. ',
      '2)',
      '\n',
      '\n\n',
      ' ',
      '  ',
      '3',
      '4',
      '.',
      ',',
      ':',
      'sighs',
      'Leans back',
      'really',
      'Price',
      'https://x.y',
      'laughs',
      'a',
      'B',
    );
    const text = fc.array(fc.oneof(fragments, fc.string({ maxLength: 4 })), { maxLength: 40 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 8 }), (whole, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (whole.length + 1)))].sort((a, b) => a - b);
        const pieces = [0, ...points].map((start, k) => whole.slice(start, points[k] ?? whole.length));
        expect(streamed(pieces).join('')).toBe(toSpokenText(whole));
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets a marker through, and never starts or ends with a space', () => {
    const word = fc.constantFrom('we', 'Need', 'proof', 'sighs', '40', 'lines');
    const marked = fc
      .tuple(fc.constantFrom('*', '**', '_', '`', '## ', '- ', '1. ', '[', '('), word)
      .map(([m, w]) =>
        m === '[' ? `[${w}]` : m === '(' ? `(${w})` : /^[#\-1]/.test(m) ? `\n${m}${w}` : `${m}${w}${m}`,
      );
    fc.assert(
      fc.property(fc.array(fc.oneof(word, marked), { minLength: 1, maxLength: 12 }), (parts) => {
        const spoken = toSpokenText(parts.join(' '));
        expect(spoken).not.toMatch(/[*_`#[\]\n]|^- |^\d\. /);
        expect(spoken).toBe(spoken.trim());
      }),
    );
  });
});
