import { describe, expect, it } from 'vitest';
import { RUDENESS } from './lexicon-acts';
import { classifyTurn } from './classify-turn';

// "You people" talks down in a statement, but it is how many reps (Indian, Mexican English) address a
// company in a plain question.
describe('"you people"', () => {
  it('is an insult in a statement', () => {
    expect(RUDENESS.test('what is wrong with you people')).toBe(true);
    expect(RUDENESS.test("i honestly don't know why i bother with you people")).toBe(true);
  });

  it('is an address as the subject of a question', () => {
    expect(RUDENESS.test('do you people track how many good bottles the detector kicks out')).toBe(false);
    expect(classifyTurn('Which certification are you people holding currently?').acts).not.toContain('rudeness');
  });

  it('"are those people hard to find" asks, however the words were read', () => {
    expect(classifyTurn('and are those people hard to find').acts).not.toContain('rudeness');
  });
});
