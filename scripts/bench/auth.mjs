import path from 'node:path';
import { startServer } from '../lib.mjs';
import { load } from './http.mjs';

const COUPON = 'BENCH-INVITE';
const PASSWORD = 'bench-password';

async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Sign-in throughput (argon2id in the bounded pool), and the p99 of an authenticated
 * GET /api/v1/auth/me while 32 connections flood sign-in with wrong passwords (docs/quality.md:
 * the flood must not push it above 100 ms; excess logins get 503 at once). PGlite, or
 * PostgreSQL when BENCH_DATABASE_URL is set.
 */
export async function benchAuth({ dataDir, report }) {
  await benchAuthOn({ dataDir, report, databaseUrl: undefined });
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) await benchAuthOn({ dataDir, report, databaseUrl });
  else report('GET /auth/me on PostgreSQL', 'skipped', 'set BENCH_DATABASE_URL');
}

async function benchAuthOn({ dataDir, report, databaseUrl }) {
  const server = await startServer({
    port: 3913,
    env: {
      DATA_DIR: path.join(dataDir, databaseUrl ? 'auth-pg' : 'auth'),
      LOG_LEVEL: 'warn',
      INVITE_COUPON: COUPON,
      // Measure the hashing pool, not the per-IP throttle (all load comes from 127.0.0.1).
      AUTH_IP_RATE_LIMIT: '100000000',
      AUTH_ACCOUNT_RATE_LIMIT: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const db = databaseUrl ? 'PostgreSQL' : 'PGlite';
  try {
    const email = `bench.${Date.now()}@example.com`;
    const { token } = await post(`${server.url}/api/v1/auth/sign-up`, {
      first_name: 'Bench',
      last_name: 'User',
      email,
      phone_number: '+919876543210',
      password: PASSWORD,
      couponCode: COUPON,
    });
    const json = { 'content-type': 'application/json' };

    const signIn = await load({
      url: `${server.url}/api/v1/auth/sign-in`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD, remember_me: false }),
      connections: 4,
      duration: 6,
    });
    report(`POST sign-in, correct password, ${db} (req/s)`, Math.round(signIn.requests.average), '');

    const me = { url: `${server.url}/api/v1/auth/me`, headers: { authorization: `Bearer ${token}` } };
    const quiet = await load({ ...me, connections: 10, duration: 5 });
    report(`GET /auth/me, ${db} (req/s)`, Math.round(quiet.requests.average), '≥ 2,500 (PostgreSQL)');
    const steady = await load({ ...me, connections: 10, duration: 5, overallRate: 500 });
    report(`GET /auth/me at 500 req/s, ${db}, p99 (ms)`, steady.latency.p99, '< 50 (PostgreSQL)');

    let n = 0;
    const flood = load({
      url: `${server.url}/api/v1/auth/sign-in`,
      method: 'POST',
      headers: json,
      connections: 32,
      duration: 10,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              email: `flood${(n += 1)}@example.com`,
              password: 'wrong-password',
              remember_me: false,
            }),
          }),
        },
      ],
    });
    await new Promise((r) => setTimeout(r, 1000));
    // A steady 100 req/s of the authenticated endpoint while the flood runs.
    const during = await load({ ...me, connections: 5, duration: 7, overallRate: 100 });
    const floodResult = await flood;
    report(`GET /auth/me during a 32-connection login flood, ${db}, p99 (ms)`, during.latency.p99, '< 100');
    report('  …its non-2xx answers', during.non2xx, '0');
    report('  login flood: requests/s answered (401 + 503)', Math.round(floodResult.requests.average), '');
  } finally {
    server.child.kill('SIGTERM');
  }
}
