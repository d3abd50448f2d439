import { describe, expect, it } from 'vitest';
import type { Act } from './labels';
import type { ClauseModel } from './model';
import { understand } from './understand';

/** A model that reads every clause the same way, to test what the layer makes of its reading. */
function modelReading(label: Act, confidence: number, runnerUp: Act | null): ClauseModel {
  return {
    act: () => ({ label, confidence, runnerUp, runnerUpConfidence: 1 - confidence }),
    topic: () => ({ label: null, confidence: 1, runnerUp: null, runnerUpConfidence: 0 }),
    questionTopic: () => ({ label: 'roi', confidence: 1, runnerUp: null, runnerUpConfidence: 0 }),
    knows: () => true,
    toJSON: () => {
      throw new Error('not needed');
    },
  };
}

describe('an unsure reading of an act that sours the call', () => {
  it('is a question when the clause is worded as one', () => {
    const u = understand('and who ends up paying for all that rework', modelReading('rudeness', 0.6, 'value'));
    expect(u.acts).toEqual(['question']);
    expect(u.tone).toBe('neutral');
  });

  it('is neither rude nor a pitch when the second reading asks nothing', () => {
    const u = understand('what we do is cut that in half', modelReading('rudeness', 0.6, 'value'));
    expect(u.acts).toEqual(['acknowledge']);
  });

  it('takes the second reading when that asks something', () => {
    const u = understand('so can you walk me through it', modelReading('rudeness', 0.6, 'clarify'));
    expect(u.acts).toEqual(['clarify']);
  });

  it('stays rude when the model is sure', () => {
    const u = understand('you clearly have no clue', modelReading('rudeness', 0.95, 'value'));
    expect(u.tone).toBe('rude');
  });
});
