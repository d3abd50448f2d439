import { describe, expect, it } from 'vitest';
import { modelReading } from '../testing/model-reading';
import { understand } from './understand';

// "I'm not sure how your capital process works" asks; "I'm not sure you understand your own
// plant" doubts the buyer.

describe('a rep owning what they do not know', () => {
  const rude = modelReading('rudeness', 0.95, 'acknowledge');

  it.each([
    "I'm not sure how your capital process works",
    'im not sure what your budget cycle looks like',
    "I'm not sure whether your team has seen the specs yet",
  ])('asks, however sure the model was of rudeness: %s', (line) => {
    const u = understand(line, rude);
    expect(u.acts).toEqual(['question']);
    expect(u.tone).toBe('neutral');
  });

  it.each([
    "I'm not sure you understand your own plant",
    "I'm not sure why they put you in charge of this",
    "I'm not sure whether you're even listening to me",
  ])('is rude when it doubts the buyer: %s', (line) => {
    expect(understand(line, rude).tone).toBe('rude');
  });
});
