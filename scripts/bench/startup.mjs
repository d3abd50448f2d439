import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../lib.mjs';

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Start-up to ready on a fresh PGlite data folder (first start: creates and migrates it), and RSS. */
export async function benchStartup({ dataDir, report }) {
  const fresh = path.join(dataDir, 'startup');
  const first = await startServer({ port: 3911, env: { DATA_DIR: fresh, LOG_LEVEL: 'warn' } });
  report('npm start → ready, fresh data folder (ms)', Math.round(first.readyMs), 'bar < 20000');
  await fetch(`${first.url}/`);
  report('server RSS after start, PGlite (MB)', rssMb(first.child.pid), 'bar < 800');
  // The first start creates the database in a throwaway instance; its memory goes at the next GC.
  await new Promise((r) => setTimeout(r, 5_000));
  report('server RSS 5 s later, PGlite (MB)', rssMb(first.child.pid), 'bar < 800');
  first.child.kill('SIGTERM');
  await new Promise((r) => first.child.once('exit', r));
  const again = await startServer({ port: 3911, env: { DATA_DIR: fresh, LOG_LEVEL: 'warn' } });
  report('npm start → ready, existing data folder (ms)', Math.round(again.readyMs), 'bar < 20000');
  again.child.kill('SIGTERM');
  await new Promise((r) => again.child.once('exit', r));
}
