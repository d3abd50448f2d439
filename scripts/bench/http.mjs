import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../lib.mjs';

export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Throughput of the health check, which touches the database on every request. */
export async function benchHealth({ dataDir, report }) {
  const server = await startServer({ port: 3912, env: { DATA_DIR: path.join(dataDir, 'http'), LOG_LEVEL: 'warn' } });
  try {
    await load({ url: `${server.url}/api/health`, connections: 20, duration: 2 });
    const result = await load({ url: `${server.url}/api/health`, connections: 50, duration: 8 });
    report('GET /api/health, PGlite (req/s)', Math.round(result.requests.average), '');
    report('GET /api/health, PGlite p99 (ms)', result.latency.p99, '');
  } finally {
    server.child.kill('SIGTERM');
  }
}
