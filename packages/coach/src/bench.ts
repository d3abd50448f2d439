import { analyseSession } from './analyse.js';
import { closingAverage } from './fixtures/closing.js';
import { calibration, toInput } from './calibration/index.js';
import type { AnalysisInput, TranscriptMessage } from './types.js';

// A timing script for `npm run bench`, not a test: docs/quality.md wants the report for a 60-message
// session under 150 ms, measured and printed, never asserted.

export type ReportBench = { messages: number; runs: number; p50_ms: number; p95_ms: number; max_ms: number };

/** Performance.now without pulling Node's types into a package that has no I/O. */
const now: () => number = (() => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? () => perf.now() : () => Date.now();
})();

/** A realistic 60-message closing session: the calibration conversations back to back, renumbered. */
export function sixtyMessageSession(): AnalysisInput {
  const pool = Object.values(calibration()).flatMap((scripts) => scripts.flatMap((s) => toInput(s).messages));
  const messages: TranscriptMessage[] = pool.slice(0, 60).map((m, i) => ({ ...m, id: `bench-${i + 1}` }));
  const closing = toInput(closingAverage);
  return { ...closing, messages, previous: { overall_score: 55, skills: [{ key: 'closing', score: 40 }] } };
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export function benchReport(runs = 200): ReportBench {
  const input = sixtyMessageSession();
  for (let i = 0; i < 20; i++) analyseSession(input); // warm-up: let the JIT settle before timing
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = now();
    analyseSession(input);
    times.push(now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (n: number): number => Math.round(n * 100) / 100;
  return {
    messages: input.messages.length,
    runs,
    p50_ms: round(percentile(times, 0.5)),
    p95_ms: round(percentile(times, 0.95)),
    max_ms: round(times.at(-1) ?? 0),
  };
}

export function formatReportBench(b: ReportBench): string {
  return `coach: report for a ${b.messages}-message session — p50 ${b.p50_ms} ms, p95 ${b.p95_ms} ms, max ${b.max_ms} ms over ${b.runs} runs (bar: < 150 ms)`;
}
