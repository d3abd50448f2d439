import { execFileSync } from 'node:child_process';
import { root } from '../lib.mjs';

/** The pure domain cores: offline buyer reply time and report generation, in-process. */
export async function benchPackages({ report }) {
  for (const [label, file] of [
    ['offline buyer', 'packages/buyer/bench/respond-bench.ts'],
    ['coach', 'packages/coach/bench/report-bench.ts'],
  ]) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', file], { cwd: root, encoding: 'utf8' });
    for (const line of out.trim().split('\n')) report(`${label}: ${line.trim()}`, '', '');
  }
}
