import type { Conversation } from '../types';
import { FRESH } from './fresh';
import { FRESH2 } from './fresh2';
import { FRESH3 } from './fresh3';
import { FRESH4 } from './fresh4';
import { FRESH5 } from './fresh5';
import { FRESH7 } from './fresh7';
import { FRESH8 } from './fresh8';
import { FRESH9 } from './fresh9';
import { FRESH11 } from './fresh11';

// The blind sets that have been read (decision 0015, "Read blind sets train the topic models"):
// once a set's calls have been read and fixed by kind, it no longer measures reps nobody tuned
// for, and its labelled questions, written by reps' standards by writers who never saw the buyer,
// are the best lines the topic models can learn from. The main suite and the unread sets (fresh6,
// fresh10, fresh12, fresh14, holdout) never train anything: they are what the training is measured on.

/**
 * The read blind sets by name, whose labelled topic questions train the topic models. Listed here,
 * not taken from index.ts, so the buyer's bundle never carries the unread sets that file imports.
 */
export const TRAINED_SETS = {
  fresh: FRESH,
  fresh2: FRESH2,
  fresh3: FRESH3,
  fresh4: FRESH4,
  fresh5: FRESH5,
  fresh7: FRESH7,
  fresh8: FRESH8,
  fresh9: FRESH9,
  fresh11: FRESH11,
} as const satisfies Record<string, readonly Conversation[]>;

/** Every labelled topic question of `sets`, as whole turns in the corpus's `topic | text` lines. */
export function topicLinesOf(sets: readonly (readonly Conversation[])[]): string {
  return sets
    .flat()
    .flatMap((c) => c.turns)
    .flatMap((t) => (typeof t !== 'string' && t.topic ? [`${t.topic} | ${t.say.replace(/\s+/g, ' ').trim()}`] : []))
    .join('\n');
}
