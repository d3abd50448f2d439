import type { Act } from '../understand/labels';
import type { ClauseModel } from '../understand/model';

/** A model that reads every clause the same way, to test what the layer makes of its reading. */
export function modelReading(label: Act, confidence: number, runnerUp: Act | null): ClauseModel {
  return {
    act: () => ({ label, confidence, runnerUp, runnerUpConfidence: 1 - confidence }),
    topic: () => ({ label: null, confidence: 1, runnerUp: null, runnerUpConfidence: 0 }),
    questionTopic: () => ({ label: 'roi', confidence: 1, runnerUp: null, runnerUpConfidence: 0 }),
    knows: () => true,
    readsSentences: false,
    toJSON: () => {
      throw new Error('not needed');
    },
  };
}
