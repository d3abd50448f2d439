import { describe, expect, it } from 'vitest';
import { modelReading } from '../testing/model-reading';
import type { ClauseModel } from './model';
import { understand } from './understand';

// A question for the buyer's concerns is about problems, even when the model took its "you"s
// for a question about the buyer as a person.

/** A model that reads every question as one about the buyer as a person. */
const personal: ClauseModel = {
  ...modelReading('question', 0.9, null),
  questionTopic: () => ({ label: 'rapport', confidence: 0.6, runnerUp: 'next_step', runnerUpConfidence: 0.2 }),
};

describe('a question for the buyer’s reservations', () => {
  it.each([
    'What questions or concerns came up when your team went through it?',
    'is there anything in the proposal that doesnt sit right with you or your team',
    'did you have any like questions or anything',
    'Any reservations left after the walkthrough?',
  ])('is about problems: %s', (text) => {
    expect(understand(text, personal).questionTopics[0]).toBe('pains');
  });

  it.each([
    'How long have you been with the company?',
    'so you came up through maintenance, right?',
    'What questions do you get asked most in your role?',
  ])('leaves a question about the buyer alone: %s', (text) => {
    expect(understand(text, personal).questionTopics[0]).toBe('rapport');
  });
});
