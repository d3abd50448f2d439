// The buyer conversation suite (npm run eval:buyer): every scripted rep, three session seeds
// each, judged on whether the buyer listens. It prints figures against goals and exits non-zero
// only when something crashes; a missed goal is a finding, not a failure of the run.
import {
  CONVERSATIONS,
  FRESH2_CONVERSATIONS,
  FRESH3_CONVERSATIONS,
  FRESH4_CONVERSATIONS,
  FRESH5_CONVERSATIONS,
  FRESH6_CONVERSATIONS,
  FRESH7_CONVERSATIONS,
  FRESH8_CONVERSATIONS,
  FRESH9_CONVERSATIONS,
  FRESH10_CONVERSATIONS,
  FRESH11_CONVERSATIONS,
  FRESH12_CONVERSATIONS,
  FRESH13_CONVERSATIONS,
  FRESH14_CONVERSATIONS,
  FRESH15_CONVERSATIONS,
  FRESH_CONVERSATIONS,
  HOLDOUT_CONVERSATIONS,
} from './conversations/index';
import { measure } from './measure';
import { playCall } from './play';
import { figuresJson, printReport, type SuiteFigures } from './report';
import type { PlayedCall } from './types';
import { loadSentenceEncoder } from '../src/understand/sentences';

// As the server does: the act model reads unsure clauses with the sentence encoder.
await loadSentenceEncoder();

const SEEDS = ['s1', 's2', 's3'] as const;

/** The main suite, or one of the sets written blind (see conversations/index.ts). */
const SETS = {
  main: CONVERSATIONS,
  fresh: FRESH_CONVERSATIONS,
  fresh2: FRESH2_CONVERSATIONS,
  fresh3: FRESH3_CONVERSATIONS,
  fresh4: FRESH4_CONVERSATIONS,
  fresh5: FRESH5_CONVERSATIONS,
  fresh6: FRESH6_CONVERSATIONS,
  fresh7: FRESH7_CONVERSATIONS,
  fresh8: FRESH8_CONVERSATIONS,
  fresh9: FRESH9_CONVERSATIONS,
  fresh10: FRESH10_CONVERSATIONS,
  fresh11: FRESH11_CONVERSATIONS,
  fresh12: FRESH12_CONVERSATIONS,
  fresh13: FRESH13_CONVERSATIONS,
  fresh14: FRESH14_CONVERSATIONS,
  fresh15: FRESH15_CONVERSATIONS,
  holdout: HOLDOUT_CONVERSATIONS,
} as const;
type SetName = keyof typeof SETS;

/**
 * Sets kept for measuring only: their calls are never read while the buyer is worked on, so their
 * report shows figures and no examples (`--show-examples` overrides, for when a set is retired).
 */
const UNREAD: ReadonlySet<SetName> = new Set(['fresh6', 'fresh10', 'fresh12', 'fresh14', 'holdout']);

export function runSuite(set: SetName = 'main'): SuiteFigures {
  const conversations = SETS[set];
  const calls: PlayedCall[] = conversations.flatMap((c) => SEEDS.map((seed) => playCall(c, `eval-${c.name}-${seed}`)));
  const of = (mode: string): PlayedCall[] => calls.filter((c) => c.conversation.mode === mode);
  return {
    prospecting: measure(of('prospecting')),
    discovering: measure(of('discovering')),
    closing: measure(of('closing')),
    overall: measure(calls),
  };
}

try {
  const set = (Object.keys(SETS) as SetName[]).find((name) => process.argv.includes(`--${name}`)) ?? 'main';
  const figures = runSuite(set);
  if (process.argv.includes('--json')) console.log(JSON.stringify(figuresJson(figures), null, 2));
  else {
    const examples = !UNREAD.has(set) || process.argv.includes('--show-examples');
    printReport(figures, (line) => console.log(line), { examples });
    if (!examples) console.log(`\n(${set} is an unread set: its examples are not shown.)`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
