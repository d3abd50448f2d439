import { execFileSync } from 'node:child_process';
import { root } from '../lib.mjs';

/**
 * A manager's team capability view for 50 reps × 40 reports (docs/quality.md: p95 < 100 ms on PGlite
 * and on PostgreSQL), in-process; PostgreSQL when BENCH_DATABASE_URL is set.
 */
export async function benchTeams({ report }) {
  const file = 'apps/server/src/bench/team-capability.bench.ts';
  const targets = [{ label: 'PGlite', env: { DATABASE_URL: '' } }];
  if (process.env.BENCH_DATABASE_URL)
    targets.push({ label: 'PostgreSQL', env: { DATABASE_URL: process.env.BENCH_DATABASE_URL } });
  else report('team capability on PostgreSQL', 'skipped', 'set BENCH_DATABASE_URL');
  for (const target of targets) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', file], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...target.env },
    });
    const p95 = /p95 ([\d.]+) ms/.exec(out)?.[1] ?? '?';
    report(`team capability, 50 reps x 40 reports, ${target.label}, p95 (ms)`, p95, '< 100');
  }
}
