import path from 'node:path';
import { startServer } from '../lib.mjs';
import { COUPON, REP_LINES, connect, createRep, newSession, percentile } from './session-client.mjs';

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

/** Turn latency of one session over the live socket, typed and spoken (offline buyer + offline voice). */
export async function benchTurns({ dataDir, report }) {
  const server = await startServer({
    port: 3913,
    env: { DATA_DIR: path.join(dataDir, 'turns'), LOG_LEVEL: 'warn', INVITE_COUPON: COUPON, RATE_LIMIT_SCALE: '100' },
  });
  try {
    const rep = await createRep(server.url, 'turns');
    const typed = await connect(server.url, rep, await newSession(server.url, rep));
    const firstChunk = [];
    for (let i = 0; i < 40; i++) firstChunk.push((await typed.turn(REP_LINES[i % REP_LINES.length])).firstChunk);
    typed.close();
    report(
      'text turn: send → first buyer text, server+socket p50 (ms)',
      fmt(percentile(firstChunk, 50)),
      'browser bar p50 < 150',
    );
    const spoken = await connect(server.url, rep, await newSession(server.url, rep, 'audio'), { voice: true });
    await spoken.turn('Hello there.');
    const firstAudio = [];
    for (let i = 0; i < 20; i++) firstAudio.push((await spoken.turn(REP_LINES[i % REP_LINES.length])).firstAudio);
    spoken.close();
    report(
      'voice turn: transcript sent → first audio, p50 (ms)',
      fmt(percentile(firstAudio, 50)),
      'bar p50 < 600 (recognition: see the browser group)',
    );
    report('voice turn: transcript sent → first audio, p95 (ms)', fmt(percentile(firstAudio, 95)), '');
  } finally {
    server.child.kill('SIGTERM');
  }
}

/** Many concurrent sessions on one process, each taking a turn every 3 s. */
export async function benchConcurrent({ dataDir, report, sessions = 300, seconds = 30 }) {
  const server = await startServer({
    port: 3914,
    env: {
      DATA_DIR: path.join(dataDir, 'concurrent'),
      LOG_LEVEL: 'warn',
      INVITE_COUPON: COUPON,
      RATE_LIMIT_SCALE: '1000',
      AUTH_IP_RATE_LIMIT: '10000',
      // Each rep holds all ten of its trial sessions open at once; the default allows five.
      LIVE_SOCKETS_PER_USER: '10',
    },
  });
  try {
    const clients = [];
    let rep = null;
    for (let i = 0; i < sessions; i++) {
      // A free trial starts 10 sessions: every ten sessions get a rep of their own.
      if (i % 10 === 0) rep = await createRep(server.url, `load-${i}`);
      clients.push(await connect(server.url, rep, await newSession(server.url, rep)));
    }
    const latencies = [];
    let errors = 0;
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      clients.map(async (c, i) => {
        await new Promise((r) => setTimeout(r, (i / sessions) * 3000));
        let n = 0;
        while (performance.now() < deadline) {
          const started = performance.now();
          try {
            latencies.push((await c.turn(REP_LINES[n++ % REP_LINES.length])).end);
          } catch {
            errors++;
          }
          await new Promise((r) => setTimeout(r, Math.max(0, 3000 - (performance.now() - started))));
        }
      }),
    );
    clients.forEach((c) => c.close());
    report(`${sessions} concurrent sessions: turns completed`, latencies.length, `errors ${errors}`);
    report(`${sessions} concurrent sessions: turn p50 (ms)`, fmt(percentile(latencies, 50)), '');
    report(`${sessions} concurrent sessions: turn p99 (ms)`, fmt(percentile(latencies, 99)), 'bar p99 < 150');
  } finally {
    server.child.kill('SIGTERM');
  }
}
