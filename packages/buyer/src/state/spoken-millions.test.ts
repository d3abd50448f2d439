import { describe, expect, it } from 'vitest';
import { amountsIn } from '../understand/entities';
import { persona, play } from '../testing/fixtures';

// Millions said in full, "a million two", and a round sum said as its thousands ("the four
// twenty"): the shapes reps say prices in that the buyer misread or did not tie to the sum.

const values = (text: string) => amountsIn(text).map((a) => a.value);

describe('millions said in full', () => {
  it('reads the hundreds before "thousand" as part of the thousands, not another scale', () => {
    expect(values('two million three hundred forty six thousand five hundred')).toEqual([2_346_500]);
    expect(values('we are at one million two hundred fifty thousand dollars')).toEqual([1_250_000]);
    expect(values('a million two hundred and five thousand')).toEqual([1_205_000]);
    expect(values('three million and fifty thousand')).toEqual([3_050_000]);
  });

  it('keeps the currency the words after it name', () => {
    const [a] = amountsIn(
      'the total comes out to two million three hundred forty six thousand five hundred pesos plus iva',
    );
    expect([a?.value, a?.currency]).toEqual([2_346_500, 'MXN']);
  });

  it('hears "a million two" as a rep means it, and leaves what other readers read alone', () => {
    expect(values('a million two')).toEqual([1_200_000]);
    expect(values('one point two million')).toEqual([1_200_000]);
    expect(values('half a million')).toEqual([500_000]);
    expect(values('two million')).toEqual([2_000_000]);
    expect(values('a million reasons')).toEqual([]);
  });
});

describe('a round sum said as its thousands', () => {
  it('is the sum the rep quoted: "the four twenty" is 420,000', () => {
    const t = play(persona({ mode: 'closing' }), 'closing', 'k1', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'The press with the anilox rolls comes to 420,000 installed.',
      'so um for the four twenty is that about what you were thinking of paying',
    ]);
    expect(t.replies[2]).toMatch(/420,000/);
  });

  it('does not take a count said the same way for the sum', () => {
    const t = play(persona({ mode: 'closing' }), 'closing', 'k2', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'The press with the anilox rolls comes to 420,000 installed.',
      'how many of your people run the line on nights',
    ]);
    expect(t.replies[2]).not.toMatch(/420,000/);
  });
});
