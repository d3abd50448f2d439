import { asksWhoIsCalling, breaksRole, judgeRequest, quotesAmount, saysDidNotHear } from './judges/patterns';
import { sentenceReuse } from './judges/sentences';
import { mentionsTopic } from './judges/topic-vocabulary';
import type { Topic } from '../src/index';
import { LEVELS, type Level, type PlayedCall, type PlayedTurn } from './types';

// Turns played calls into the suite's figures. Every failure keeps its example (rep line and
// buyer reply), so the report can show an engineer what to fix.

/** `weight` orders the examples of one measure, worst first (e.g. how often a sentence came back). */
export type Example = { call: string; rep: string; reply: string; note?: string; weight?: number };
export type Ratio = { hits: number; of: number };
export type Outcome = PlayedCall['outcome'];

export type Figures = {
  calls: number;
  replies: number;
  topicByMeta: Ratio;
  topicByVocabulary: Ratio;
  reuse: Ratio;
  maxSentenceRepeats: number;
  falseDidNotHear: number;
  forgottenIntroductions: number;
  requestsByMeta: Ratio;
  requestsByText: Ratio;
  roleBreaks: number;
  /** Later questions about an amount the rep stated, answered with that amount. */
  amountsRecalled: Ratio;
  /** Weak and adversarial calls that reached an outcome before the script ran out. */
  weakCallsEnded: Ratio;
  /** Of those, the calls of 25 turns or more: a buyer must not let these loop. */
  longCallsEnded: Ratio;
  /** Labelled turns never said because the buyer had ended the call. */
  unplayedTurns: number;
  outcomes: Record<Level, Partial<Record<Outcome, number>>>;
  /** Topic questions on topic by rep level: a guarded buyer may fairly stonewall a weak rep. */
  topicByLevel: Record<Level, { meta: Ratio; words: Ratio }>;
  /** The same per topic asked, to show which topics the buyer does not understand. */
  topicByTopic: Partial<Record<Topic, { meta: Ratio; words: Ratio }>>;
  examples: Record<FailureKey, Example[]>;
};

export type FailureKey =
  | 'topicByMeta'
  | 'topicByVocabulary'
  | 'reuse'
  | 'maxSentenceRepeats'
  | 'falseDidNotHear'
  | 'forgottenIntroductions'
  | 'requestsByMeta'
  | 'requestsByText'
  | 'roleBreaks'
  | 'amountsRecalled'
  | 'weakCallsEnded';

const FAILURE_KEYS: readonly FailureKey[] = [
  'topicByMeta',
  'topicByVocabulary',
  'reuse',
  'maxSentenceRepeats',
  'falseDidNotHear',
  'forgottenIntroductions',
  'requestsByMeta',
  'requestsByText',
  'roleBreaks',
  'amountsRecalled',
  'weakCallsEnded',
];

export function emptyFigures(): Figures {
  return {
    calls: 0,
    replies: 0,
    topicByMeta: { hits: 0, of: 0 },
    topicByVocabulary: { hits: 0, of: 0 },
    reuse: { hits: 0, of: 0 },
    maxSentenceRepeats: 0,
    falseDidNotHear: 0,
    forgottenIntroductions: 0,
    requestsByMeta: { hits: 0, of: 0 },
    requestsByText: { hits: 0, of: 0 },
    roleBreaks: 0,
    amountsRecalled: { hits: 0, of: 0 },
    weakCallsEnded: { hits: 0, of: 0 },
    longCallsEnded: { hits: 0, of: 0 },
    unplayedTurns: 0,
    outcomes: { strong: {}, average: {}, weak: {}, adversarial: {} },
    topicByLevel: Object.fromEntries(
      LEVELS.map((l) => [l, { meta: { hits: 0, of: 0 }, words: { hits: 0, of: 0 } }]),
    ) as Record<Level, { meta: Ratio; words: Ratio }>,
    topicByTopic: {},
    examples: Object.fromEntries(FAILURE_KEYS.map((k) => [k, []])) as unknown as Record<FailureKey, Example[]>,
  };
}

const LONG_CALL = 25;

const count = (r: Ratio, hit: boolean): void => {
  r.of += 1;
  if (hit) r.hits += 1;
};

function example(call: PlayedCall, turn: PlayedTurn, note?: string): Example {
  const name = `${call.conversation.name} #${call.seed}`;
  return note === undefined
    ? { call: name, rep: turn.rep.say, reply: turn.reply }
    : { call: name, rep: turn.rep.say, reply: turn.reply, note };
}

/** Adds one played call to the figures. */
export function measureCall(f: Figures, call: PlayedCall): void {
  const { conversation, turns } = call;
  const fail = (key: FailureKey, e: Example): number => f.examples[key].push(e);
  f.calls += 1;
  f.replies += turns.length;
  f.unplayedTurns += call.unplayed;

  const reuse = sentenceReuse(
    call.opening,
    turns.map((t) => t.reply),
  );
  if (reuse.maxCount > f.maxSentenceRepeats) f.maxSentenceRepeats = reuse.maxCount;
  if (reuse.maxCount > 2 && reuse.maxSentence !== null)
    fail('maxSentenceRepeats', {
      call: `${conversation.name} #${call.seed}`,
      rep: '(whole call)',
      reply: reuse.maxSentence,
      note: `said ${reuse.maxCount} times`,
      weight: reuse.maxCount,
    });

  let introduced = false;
  turns.forEach((turn, i) => {
    const { rep, reply, meta } = turn;
    if (rep.introduces) introduced = true;
    const again = reuse.reused[i] ?? [];
    count(f.reuse, again.length > 0);
    if (again.length > 0) fail('reuse', example(call, turn, `reused: "${again[0]}"`));
    if (rep.topic) {
      const byMeta = meta.answeredTopics.includes(rep.topic);
      const byWords = mentionsTopic(call.vocabulary, rep.topic, reply, rep.say);
      count(f.topicByMeta, byMeta);
      count(f.topicByVocabulary, byWords);
      count(f.topicByLevel[conversation.level].meta, byMeta);
      count(f.topicByLevel[conversation.level].words, byWords);
      const byTopic = (f.topicByTopic[rep.topic] ??= { meta: { hits: 0, of: 0 }, words: { hits: 0, of: 0 } });
      count(byTopic.meta, byMeta);
      count(byTopic.words, byWords);
      if (!byMeta)
        fail(
          'topicByMeta',
          example(call, turn, `asked ${rep.topic}; buyer reports [${meta.answeredTopics.join(', ')}]`),
        );
      if (!byWords) fail('topicByVocabulary', example(call, turn, `asked ${rep.topic}`));
    }
    if (rep.request) {
      const j = judgeRequest(rep.request, reply, meta);
      count(f.requestsByMeta, j.byMeta);
      count(f.requestsByText, j.byText);
      if (!j.byMeta)
        fail(
          'requestsByMeta',
          example(call, turn, `${rep.request} request; buyer reports ${meta.request ?? 'nothing'}`),
        );
      if (!j.byText) fail('requestsByText', example(call, turn, `${rep.request} request`));
    }
    if (rep.recalls !== undefined) {
      const quoted = quotesAmount(reply, rep.recalls);
      count(f.amountsRecalled, quoted);
      if (!quoted)
        fail('amountsRecalled', example(call, turn, `the rep had said ${rep.recalls.toLocaleString('en-US')}`));
    }
    if (!rep.gibberish && saysDidNotHear(reply)) {
      f.falseDidNotHear += 1;
      fail('falseDidNotHear', example(call, turn));
    }
    if (introduced && asksWhoIsCalling(reply)) {
      f.forgottenIntroductions += 1;
      fail('forgottenIntroductions', example(call, turn));
    }
    if (breaksRole(reply)) {
      f.roleBreaks += 1;
      fail('roleBreaks', example(call, turn));
    }
  });

  const level = conversation.level;
  f.outcomes[level][call.outcome] = (f.outcomes[level][call.outcome] ?? 0) + 1;
  if (level === 'weak' || level === 'adversarial') {
    const ended = call.outcome !== 'in_progress';
    count(f.weakCallsEnded, ended);
    if (conversation.turns.length >= LONG_CALL) count(f.longCallsEnded, ended);
    const last = turns.at(-1);
    if (!ended && last) fail('weakCallsEnded', example(call, last, `still in progress after ${turns.length} turns`));
  }
}

export function measure(calls: readonly PlayedCall[]): Figures {
  const f = emptyFigures();
  for (const call of calls) measureCall(f, call);
  return f;
}

export { FAILURE_KEYS, LEVELS };
