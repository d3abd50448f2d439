import { describe, expect, it } from 'vitest';
import { modelReading } from '../testing/model-reading';
import type { ClauseModel } from './model';
import { understand } from './understand';

// A question for the steps between now and the order is about the buyer's decision process,
// however unsure the model is, and whatever other subject its order words suggest to it.

/** A model that reads every question as one about next steps, and not surely. */
const unsure: ClauseModel = {
  ...modelReading('question', 0.9, null),
  questionTopic: () => ({
    label: 'next_step',
    confidence: 0.45,
    runnerUp: 'decision_process',
    runnerUpConfidence: 0.4,
  }),
};

describe('a question for the steps to the order', () => {
  it.each([
    'What would the next steps be on your side to get the order placed?',
    'so what are the steps between now and a signed PO',
    "alright what's the process from here to a signed order",
    'which steps are left before you can issue the purchase order?',
  ])('is about the decision process, for sure: %s', (text) => {
    const [clause] = understand(text, unsure).clauses.filter((c) => c.asked);
    expect(clause?.topic).toBe('decision_process');
    expect(clause?.topicConfidence).toBe(1);
  });

  it.each([
    "What's your process for getting a change order approved mid-project?",
    'what are the next steps after this call',
    'Can we get the order placed this week?',
  ])('leaves other questions to the model: %s', (text) => {
    expect(understand(text, unsure).questionTopics[0]).toBe('next_step');
  });
});
