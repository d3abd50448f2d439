import type { Topic } from '../catalog/keys';
import type { Scored } from './model';
import { ASKS_A_SUM, ASKS_FOR_RESERVATIONS, ASKS_WHAT_THEY_MAKE, RECALL_ASK, STEPS_TO_ORDER } from './wording';

// A clause's topic where its wording says more than the topic model: each rule names a form of
// question whose corpus lines all carry one topic (wording.ts says which, and how many).

type TopicReading = Scored<Topic | null>;

/** `read` with `topic` in its place; sure, unless `keepConfidence`, and the model's reading second. */
function instead(read: TopicReading, topic: Topic, keepConfidence = false): TopicReading {
  return {
    label: topic,
    confidence: keepConfidence ? read.confidence : 1,
    runnerUp: read.label,
    runnerUpConfidence: read.confidence,
  };
}

/** The model's topic for a clause, corrected by its wording. `asked`: the clause asks something. */
export function topicByWording(read: TopicReading, lower: string, asked: boolean, mayTheySign: boolean): TopicReading {
  // A question for the buyer's concerns that the model took for one about the buyer ("what
  // questions came up when your team went through it?") asks about problems.
  if (read.label === 'rapport' && ASKS_FOR_RESERVATIONS.test(lower)) return instead(read, 'pains', true);
  if (!asked) return read;
  // A question for the steps to the order asks about the decision process, not for the order.
  if (STEPS_TO_ORDER.test(lower))
    return read.label === 'decision_process'
      ? { ...read, label: 'decision_process', confidence: 1 }
      : instead(read, 'decision_process');
  // "What did I say the install came to?" asks for the rep's own sum.
  if (RECALL_ASK.test(lower) && ASKS_A_SUM.test(lower)) return instead(read, 'price');
  // "Can you sign off at this level?" asks who decides.
  if (mayTheySign && read.label === 'next_step') return instead(read, 'authority', true);
  // "What are you guys bagging right now?" asks how the plant runs.
  if (read.label !== 'operations' && ASKS_WHAT_THEY_MAKE.test(lower)) return instead(read, 'operations');
  return read;
}
