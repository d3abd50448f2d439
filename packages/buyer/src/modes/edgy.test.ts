import { describe, expect, it } from 'vitest';
import { initialState } from '../state/initial-state';
import { persona } from '../testing/fixtures';
import { respond } from '../respond';
import type { ClauseModel } from '../understand/model';
import { understand } from '../understand/understand';

/** Reads every clause as rudeness the model is not sure of. */
const unsure: ClauseModel = {
  act: () => ({ label: 'rudeness', confidence: 0.7, runnerUp: 'acknowledge', runnerUpConfidence: 0.2 }),
  topic: () => ({ label: null, confidence: 1, runnerUp: null, runnerUpConfidence: 0 }),
  questionTopic: () => ({ label: 'operations', confidence: 1, runnerUp: null, runnerUpConfidence: 0 }),
  knows: () => true,
  readsSentences: false,
  toJSON: () => {
    throw new Error('not needed');
  },
};

describe('remarks with an edge', () => {
  const p = persona({ mode: 'discovering' });
  const first = initialState(p, 'discovering', 'edge');

  it('cool the buyer without a word the first time, and are called out the second', () => {
    const once = respond(p, 'discovering', first, 'yeah well good luck with that', understand('x', unsure));
    expect(once.state.trust).toBeLessThan(first.trust);
    expect(once.state.strikes.rude).toBe(0);
    const twice = respond(p, 'discovering', once.state, 'sure, whatever you say', understand('y', unsure));
    expect(twice.state.strikes.rude).toBe(1);
    expect(twice.state.lastEvent).toBe('rude');
    expect(twice.text).not.toBe(once.text);
  });
});
