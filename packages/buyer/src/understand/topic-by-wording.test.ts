import { describe, expect, it } from 'vitest';
import type { Topic } from '../catalog/keys';
import { modelReading } from '../testing/model-reading';
import type { ClauseModel } from './model';
import { understand } from './understand';

// The topic rules of read-topic.ts and understand.ts, against a model that reads what each test says.

describe('the topic a question asks after, where its wording says more than the model', () => {
  /** Reads questions by a table of (pattern → topic reading), and statements by another. */
  const reading = (
    questions: ReadonlyArray<[RegExp, Topic, number, Topic | null]>,
    statements: ReadonlyArray<[RegExp, Topic, number]> = [],
  ): ClauseModel => ({
    ...modelReading('question', 0.9, null),
    questionTopic: (text) => {
      const hit = questions.find(([p]) => p.test(text));
      return hit
        ? { label: hit[1], confidence: hit[2], runnerUp: hit[3], runnerUpConfidence: 0.4 }
        : { label: null, confidence: 1, runnerUp: null, runnerUpConfidence: 0 };
    },
    topic: (text) => {
      const hit = statements.find(([p]) => p.test(text));
      return hit
        ? { label: hit[1], confidence: hit[2], runnerUp: null, runnerUpConfidence: 0 }
        : { label: null, confidence: 1, runnerUp: null, runnerUpConfidence: 0 };
    },
  });

  it('leaves rapport to the thing just named unless it asks after the person', () => {
    const model: ClauseModel = {
      ...reading(
        [
          [/land after/, 'rapport', 0.82, 'operations'],
          [/how long/i, 'rapport', 0.9, null],
        ],
        [[/die change/, 'changeover', 0.94]],
      ),
      act: (text) =>
        /\?|where|how long/i.test(text)
          ? { label: 'question', confidence: 0.9, runnerUp: null, runnerUpConfidence: 0.1 }
          : { label: 'inform', confidence: 0.9, runnerUp: null, runnerUpConfidence: 0.1 },
    };
    const die = 'Before numbers: the die change. Where did you land after the second one?';
    expect(understand(die, model).questionTopics[0]).toBe('changeover');
    const person = 'Before numbers: the die change. How long have you been at the plant?';
    expect(understand(person, model).questionTopics[0]).toBe('rapport');
  });

  it('reads what a machine costs them as price, what a problem costs them as roi', () => {
    const model = reading([[/spend/, 'roi', 0.6, 'price']]);
    expect(understand('How much do you usually spend on a palletizer?', model).questionTopics[0]).toBe('price');
    expect(understand('how much do you spend on overtime a month', model).questionTopics[0]).toBe('roi');
    expect(
      understand('how much are you spending today on outside sterilization, per month', model).questionTopics[0],
    ).toBe('roi');
  });

  it('drops an unsure roi where no word of money is said', () => {
    const model = reading([
      [/save the long runs/, 'roi', 0.45, 'operations'],
      [/save/, 'roi', 0.45, 'operations'],
    ]);
    expect(understand('do you save the long runs for nights', model).questionTopics[0]).toBe('operations');
    expect(understand('how much money would that save you', model).questionTopics[0]).toBe('roi');
  });

  it('reads who works the machine as staffing, who decides as authority', () => {
    const model = reading([[/who/, 'authority', 0.7, 'staffing']]);
    const training = 'for training, who from your side would be in the room, the operators or the techs';
    expect(understand(training, model).questionTopics[0]).toBe('staffing');
    expect(understand('who from your side would sign off on the training budget', model).questionTopics[0]).toBe(
      'authority',
    );
  });
});
