import type { Topic } from '../catalog/keys';
import { TOPIC_PATTERNS } from '../classify/lexicon-topics';
import type { Scored } from './model';
import {
  ASKS_A_SUM,
  ASKS_FOR_RESERVATIONS,
  ASKS_IF_THEY_DECIDE,
  ASKS_WHAT_HURTS,
  ASKS_PLANT_COUNT,
  ASKS_WHEN_NEEDED,
  ASKS_WHAT_THEY_MAKE,
  ASKS_WHO_THEY_SELL_TO,
  RECALL_ASK,
  STEPS_TO_ORDER,
  asksWhoAnswersABreakdown,
  asksWhoWorksIt,
  ASKS_WHAT_THEY_PAY,
  WHAT_A_PROBLEM_COSTS,
  MONEY_WORDS,
} from './wording';

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

/** Below this, a reading of roi in a clause with no word of money gives way to the model's second. */
const UNSURE_ROI = 0.5;

/** Parts of the plant a question after what hurts may name: then it is about that part. */
export const PLANT_AREAS: ReadonlySet<Topic> = new Set([
  'changeover',
  'food_safety',
  'maintenance',
  'staffing',
  'quality',
  'compliance',
  'installation',
  'tariffs',
]);

function namesAnArea(lower: string, orTerms = false): boolean {
  return TOPIC_PATTERNS.some(
    ([topic, pattern]) => (PLANT_AREAS.has(topic) || (orTerms && topic === 'contract')) && pattern.test(lower),
  );
}

/** The model's topic for a clause, corrected by its wording. `asked`: the clause asks something. */
export function topicByWording(read: TopicReading, lower: string, asked: boolean, mayTheySign: boolean): TopicReading {
  // A question for the buyer's concerns that the model took for one about the buyer ("what
  // questions came up when your team went through it?") asks about problems.
  if (read.label === 'rapport' && ASKS_FOR_RESERVATIONS.test(lower)) return instead(read, 'pains', true);
  if (!asked) return read;
  // "do you save the long runs for then?": saving a run for nights is not money saved.
  if (read.label === 'roi' && read.confidence < UNSURE_ROI && read.runnerUp && !MONEY_WORDS.test(lower))
    return {
      label: read.runnerUp,
      confidence: read.runnerUpConfidence,
      runnerUp: 'roi',
      runnerUpConfidence: read.confidence,
    };
  if (read.label === 'roi' && ASKS_WHAT_THEY_PAY.test(lower) && !WHAT_A_PROBLEM_COSTS.test(lower))
    return instead(read, read.runnerUp === 'budget' ? 'budget' : 'price');
  if (read.label === 'authority' && asksWhoWorksIt(lower)) return instead(read, 'staffing');
  // "Is there anything in the quote that's not sitting right with you?" asks for the buyer's
  // reservations, wherever it looks for them; 55 of the 60 corpus questions of these forms are
  // pains, and the other five name an area or the terms.
  if (read.label !== 'pains' && ASKS_FOR_RESERVATIONS.test(lower) && !namesAnArea(lower, true))
    return instead(read, 'pains');
  // A question for the steps to the order asks about the decision process, not for the order.
  if (STEPS_TO_ORDER.test(lower))
    return read.label === 'decision_process'
      ? { ...read, label: 'decision_process', confidence: 1 }
      : instead(read, 'decision_process');
  // "What did I say the install came to?" asks for the rep's own sum.
  if (RECALL_ASK.test(lower) && ASKS_A_SUM.test(lower)) return instead(read, 'price');
  // "Can you sign off at this level?" asks who decides.
  if (mayTheySign && read.label === 'next_step') return instead(read, 'authority', true);
  if (read.label !== 'authority' && ASKS_IF_THEY_DECIDE.test(lower)) return instead(read, 'authority');
  // "Who gets the call when a bagger goes down?" asks who answers the breakdown, not who decides.
  const answersABreakdown = asksWhoAnswersABreakdown(lower);
  if (answersABreakdown && read.label !== answersABreakdown) return instead(read, answersABreakdown);
  // "Who covers nights if something goes sideways?": trouble in a condition sets a scene, it is
  // not what the question asks after.
  const unconditioned = lower.replace(/\b(if|when|whenever|once|in case) .*$/, '');
  if (read.label !== 'pains' && ASKS_WHAT_HURTS.test(unconditioned) && !namesAnArea(lower))
    return instead(read, 'pains');
  if (read.label !== 'operations' && ASKS_PLANT_COUNT.test(lower)) return instead(read, 'operations');
  if (read.label !== 'timeline' && ASKS_WHEN_NEEDED.test(lower)) return instead(read, 'timeline');
  // "What are you guys bagging right now?" asks how the plant runs.
  if (read.label !== 'operations' && (ASKS_WHAT_THEY_MAKE.test(lower) || ASKS_WHO_THEY_SELL_TO.test(lower)))
    return instead(read, 'operations');
  return read;
}
