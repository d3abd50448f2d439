import type { ModeKey } from '../src/index';
import { FAILURE_KEYS, type Example, type FailureKey, type Figures, type Outcome, type Ratio } from './measure';
import { LEVELS, MODES } from './types';

// Prints the figures as a table (per mode and overall, each against its goal), the outcome per
// rep level, and up to five examples of every measure that misses its goal.

type Scope = ModeKey | 'overall';
export type SuiteFigures = Record<Scope, Figures>;

const pct = (r: Ratio): number => (r.of === 0 ? 100 : (100 * r.hits) / r.of);
const showPct = (r: Ratio): string => `${pct(r).toFixed(1)}% (${r.hits}/${r.of})`;

type Row = { key: FailureKey; label: string; goal: string; show: (f: Figures) => string; ok: (f: Figures) => boolean };

export const ROWS: readonly Row[] = [
  {
    key: 'topicByMeta',
    label: 'topic questions on topic (buyer report)',
    goal: '≥ 85%',
    show: (f) => showPct(f.topicByMeta),
    ok: (f) => pct(f.topicByMeta) >= 85,
  },
  {
    key: 'topicByVocabulary',
    label: 'topic questions on topic (reply words)',
    goal: '≥ 85%',
    show: (f) => showPct(f.topicByVocabulary),
    ok: (f) => pct(f.topicByVocabulary) >= 85,
  },
  {
    key: 'reuse',
    label: 'replies reusing a 5+-word sentence',
    goal: '≤ 5%',
    show: (f) => showPct(f.reuse),
    ok: (f) => pct(f.reuse) <= 5,
  },
  {
    key: 'maxSentenceRepeats',
    label: 'most times one sentence in a call',
    goal: '≤ 2',
    show: (f) => String(f.maxSentenceRepeats),
    ok: (f) => f.maxSentenceRepeats <= 2,
  },
  {
    key: 'falseDidNotHear',
    label: 'false "didn\'t hear you"',
    goal: '0',
    show: (f) => String(f.falseDidNotHear),
    ok: (f) => f.falseDidNotHear === 0,
  },
  {
    key: 'forgottenIntroductions',
    label: 'forgotten introductions',
    goal: '0',
    show: (f) => String(f.forgottenIntroductions),
    ok: (f) => f.forgottenIntroductions === 0,
  },
  {
    key: 'requestsByMeta',
    label: 'meeting/close requests answered (buyer report)',
    goal: '100%',
    show: (f) => showPct(f.requestsByMeta),
    ok: (f) => f.requestsByMeta.hits === f.requestsByMeta.of,
  },
  {
    key: 'requestsByText',
    label: 'meeting/close requests answered (reply words)',
    goal: '100%',
    show: (f) => showPct(f.requestsByText),
    ok: (f) => f.requestsByText.hits === f.requestsByText.of,
  },
  {
    key: 'roleBreaks',
    label: 'role breaks',
    goal: '0',
    show: (f) => String(f.roleBreaks),
    ok: (f) => f.roleBreaks === 0,
  },
  {
    key: 'amountsRecalled',
    label: 'amounts the rep stated, quoted back when asked',
    goal: '100%',
    show: (f) => showPct(f.amountsRecalled),
    ok: (f) => f.amountsRecalled.hits === f.amountsRecalled.of,
  },
  {
    key: 'weakCallsEnded',
    label: 'weak/adversarial calls that end by themselves',
    goal: 'long all',
    show: (f) => `${showPct(f.weakCallsEnded)} long ${f.longCallsEnded.hits}/${f.longCallsEnded.of}`,
    ok: (f) => f.longCallsEnded.hits === f.longCallsEnded.of,
  },
];

const OUTCOMES: readonly Outcome[] = ['meeting_agreed', 'next_step_agreed', 'no_decision', 'lost', 'in_progress'];
const WON: readonly Outcome[] = ['meeting_agreed', 'next_step_agreed'];

function wonShare(outcomes: Partial<Record<Outcome, number>>): Ratio {
  const of = OUTCOMES.reduce((n, o) => n + (outcomes[o] ?? 0), 0);
  return { hits: WON.reduce((n, o) => n + (outcomes[o] ?? 0), 0), of };
}

/** Up to five examples, from as many different conversations as there are. */
export function worstExamples(examples: readonly Example[], limit = 5): Example[] {
  const seen = new Set<string>();
  const picked: Example[] = [];
  const ranked = [...examples].sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0));
  for (const e of ranked) {
    const conversation = e.call.split(' #')[0] ?? e.call;
    if (picked.length < limit && !seen.has(conversation)) {
      seen.add(conversation);
      picked.push(e);
    }
  }
  for (const e of ranked) if (picked.length < limit && !picked.includes(e)) picked.push(e);
  return picked;
}

export function printReport(
  figures: SuiteFigures,
  log: (line: string) => void,
  { examples = true }: { examples?: boolean } = {},
): void {
  const scopes: Scope[] = [...MODES, 'overall'];
  const o = figures.overall;
  log(
    `Buyer conversation suite: ${o.calls} calls, ${o.replies} buyer replies (${o.unplayedTurns} script turns unsaid after the buyer ended a call)\n`,
  );
  log(['measure'.padEnd(52), 'goal'.padEnd(11), ...scopes.map((s) => s.padEnd(24))].join(' '));
  for (const row of ROWS) {
    const mark = row.ok(o) ? 'ok  ' : 'MISS';
    log(
      [
        `${mark} ${row.label}`.padEnd(52),
        row.goal.padEnd(11),
        ...scopes.map((s) => row.show(figures[s]).padEnd(24)),
      ].join(' '),
    );
  }
  log('\nPer rep level (all modes): won = meeting or next step agreed');
  for (const level of LEVELS) {
    const out = o.outcomes[level];
    const parts = OUTCOMES.filter((x) => (out[x] ?? 0) > 0).map((x) => `${x} ${out[x] ?? 0}`);
    const topics = o.topicByLevel[level];
    log(
      `  ${level.padEnd(12)} won ${showPct(wonShare(out)).padEnd(16)} topic questions on topic ${showPct(topics.meta)} by report, ${showPct(topics.words)} by words; ${parts.join(', ')}`,
    );
  }
  const won = (level: (typeof LEVELS)[number]): number => pct(wonShare(o.outcomes[level]));
  const ordered = won('strong') > won('average') && won('average') >= won('weak') && won('weak') >= won('adversarial');
  log(
    `  ${ordered ? 'ok  ' : 'MISS'} strong reps win more often than average, average at least as often as weak and adversarial`,
  );

  log('\nTopic questions on topic, per topic asked (by report / by words), worst first');
  const topics = Object.entries(o.topicByTopic).sort(
    ([, a], [, b]) => pct(a.words) + pct(a.meta) - pct(b.words) - pct(b.meta),
  );
  for (let i = 0; i < topics.length; i += 3)
    log(
      topics
        .slice(i, i + 3)
        .map(
          ([topic, r]) =>
            `  ${topic.padEnd(17)} ${`${pct(r.meta).toFixed(0)}% / ${pct(r.words).toFixed(0)}% of ${r.words.of}`.padEnd(20)}`,
        )
        .join(''),
    );

  if (!examples) return;
  for (const key of FAILURE_KEYS) {
    const row = ROWS.find((r) => r.key === key);
    if (!row || row.ok(o) || o.examples[key].length === 0) continue;
    log(`\nWorst examples: ${row.label} (${o.examples[key].length} in all)`);
    // `--all` lists every example instead of the five worst (for working through the failures).
    const all = process.argv.includes('--all');
    for (const e of all ? o.examples[key] : worstExamples(o.examples[key])) {
      log(`  [${e.call}]${e.note ? ` ${e.note}` : ''}`);
      log(`    rep:   ${e.rep}`);
      log(`    buyer: ${e.reply}`);
    }
  }
}

/** The figures without the examples, as printed by --json. */
export function figuresJson(figures: SuiteFigures): Record<Scope, Omit<Figures, 'examples'>> {
  const strip = ({ examples: _examples, ...rest }: Figures): Omit<Figures, 'examples'> => rest;
  return {
    prospecting: strip(figures.prospecting),
    discovering: strip(figures.discovering),
    closing: strip(figures.closing),
    overall: strip(figures.overall),
  };
}
