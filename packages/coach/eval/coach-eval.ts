// `npm run eval:coach`: how far the coach's evidence and coaching can be trusted, measured on the
// calibration calls (played against the real buyer). Prints figures; asserts nothing.
//   evidence precision   labelled quotes (evidence-labels.json) the claim they back is true of
//   coaching variety     distinct coaching lines, and distinct templates (quotes blanked), per 100 reports
//   calibration          each level's scores per mode, and the gaming reps against the average mean
// `--unlabelled` lists the evidence items no label covers yet, for a person to judge.
import { readFileSync } from 'node:fs';
import { analyseSession } from '../src/analyse';
import { calibration, toInput } from '../src/calibration/index';
import type { Analysis, ModeKey } from '../src/types';

type Label = {
  call: string;
  skill: string;
  kind: 'strength' | 'weakness';
  note: string;
  quote: string;
  supports: boolean;
};

const CALIBRATION = calibration();
const labels: Label[] = JSON.parse(readFileSync(new URL('./evidence-labels.json', import.meta.url), 'utf8')) as Label[];
const keyOf = (l: Omit<Label, 'supports'>): string => [l.call, l.skill, l.kind, l.note, l.quote].join('\u0000');
const byKey = new Map(labels.map((l) => [keyOf(l), l]));

const reports: { call: string; mode: ModeKey; level: string; analysis: Analysis }[] = Object.values(CALIBRATION)
  .flat()
  .map((script) => ({
    call: script.name,
    mode: script.mode,
    level: script.level,
    analysis: analyseSession(toInput(script)),
  }));

// Evidence precision over the labelled items the coach shows now.
let shown = 0;
let labelled = 0;
let supported = 0;
const unlabelled: Omit<Label, 'supports'>[] = [];
const wrong: Label[] = [];
for (const { call, analysis } of reports)
  for (const skill of analysis.skills)
    for (const e of skill.evidence) {
      shown++;
      const item = { call, skill: skill.key, kind: e.kind, note: e.note, quote: e.quote };
      const label = byKey.get(keyOf(item));
      if (!label) {
        unlabelled.push(item);
        continue;
      }
      labelled++;
      if (label.supports) supported++;
      else wrong.push(label);
    }

// Coaching variety: the same line in every report is a template, not coaching.
const lines = reports.flatMap(({ analysis: a }) => [...a.coaching.keep, ...a.coaching.start, ...a.coaching.stop]);
const template = (line: string): string => line.replace(/“[^”]*”/gu, '“…”').replace(/\d+/g, '#');
const templates = new Map<string, number>();
for (const line of lines) templates.set(template(line), (templates.get(template(line)) ?? 0) + 1);
const per100 = (n: number): number => Math.round((n / reports.length) * 100);
const [commonest, commonestCount] = [...templates.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];

const pct = (n: number, d: number): string => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);
console.log(`Coach evaluation over ${reports.length} calibration reports\n`);
console.log(
  `Evidence precision        ${pct(supported, labelled)} (${supported} of ${labelled} labelled quotes support their claim; goal ≥ 90 %)`,
);
console.log(
  `Labels covering the report ${labelled} of ${shown} evidence items shown (${labels.length} labels in the set)`,
);
console.log(`Coaching lines            ${lines.length}: ${per100(new Set(lines).size)} distinct lines per 100 reports`);
console.log(
  `Coaching templates        ${per100(templates.size)} distinct per 100 reports once quotes and figures are blanked`,
);
console.log(
  `Commonest template        in ${pct(commonestCount, reports.length)} of reports: ${commonest.slice(0, 90)}…\n`,
);

const modes = Object.keys(CALIBRATION) as ModeKey[];
for (const mode of modes) {
  const inMode = reports.filter((r) => r.mode === mode);
  const scores = (level: string): number[] =>
    inMode.filter((r) => r.level === level).map((r) => r.analysis.overall_score);
  const row = (level: string): string => {
    const s = scores(level);
    const mean = s.reduce((n, x) => n + x, 0) / Math.max(1, s.length);
    return `${level} ${s.join('/')} (mean ${mean.toFixed(1)})`;
  };
  const gap = (upper: string, lower: string): number => Math.min(...scores(upper)) - Math.max(...scores(lower));
  console.log(`${mode.padEnd(12)} ${['strong', 'average', 'weak', 'gaming'].map(row).join('  ')}`);
  console.log(
    `${''.padEnd(12)} smallest gap strong−average ${gap('strong', 'average')}, average−weak ${gap('average', 'weak')}`,
  );
}

if (wrong.length > 0) {
  console.log('\nShown evidence labelled as not supporting its claim:');
  for (const w of wrong) console.log(`  ${w.call} ${w.skill} ${w.kind}: ${w.note} — “${w.quote}”`);
}
if (process.argv.includes('--unlabelled')) console.log(JSON.stringify(unlabelled, null, 1));
