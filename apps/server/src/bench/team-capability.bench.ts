/**
 * `npm run bench -- teams`: GET /api/v1/teams/{id}/capability for a team of 50 reps with 40
 * reports each, in-process (app.inject: routing, access check, the four aggregate queries and
 * serialisation). PGlite, or PostgreSQL when DATABASE_URL is set. Prints the figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Report } from '@buyerlab/contract';
import { buildApp, openDatabaseFromEnv } from '../app';
import { loadEnv } from '../config/env';
import { performanceReports, practiceSessions, teamMembers } from '../db/schema';
import { practiseReportedCall } from '../test/practice-fixtures';
import { createTestUser } from '../test/users';

const REPS = 50;
const REPORTS_PER_REP = 40;
const RUNS = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-bench-teams-'));
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  // Production refuses to start without SMTP_URL; nothing is mailed here, the outbox is meant.
  MAIL_OUTBOX: '1',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  RATE_LIMIT_SCALE: '1000',
});
const app = await buildApp({ env, database: await openDatabaseFromEnv(env), logger: false });
await app.ready();
const db = app.database.db;
try {
  // One real report, practised through the API, is the template every seeded report varies.
  const template = await createTestUser(app);
  const templateAuth = { authorization: `Bearer ${template.token}` };
  const templateSession = await practiseReportedCall(app, templateAuth);
  const body = (
    await app.inject({ method: 'GET', url: `/api/v1/performance-reports/${templateSession}`, headers: templateAuth })
  ).json<Report>();

  const manager = await createTestUser(app);
  const auth = { authorization: `Bearer ${manager.token}` };
  const team = await app.inject({
    method: 'POST',
    url: '/api/v1/teams',
    headers: auth,
    payload: { name: 'Bench team' },
  });
  const teamId = team.json<{ team_id: string }>().team_id;

  const now = Date.now();
  for (let r = 0; r < REPS; r += 1) {
    const { user } = await createTestUser(app);
    await db.insert(teamMembers).values({ teamId, userId: user.id, role: 'member' });
    const sessions = await db
      .insert(practiceSessions)
      .select(
        sql`select gen_random_uuid(), ${user.id}::uuid, persona_id, mode_id, mode_key, type, 'completed', profile, 0, null,
                   document_summary, max_minutes, 10, now(), now(), now(), null
            from practice_sessions, generate_series(1, ${REPORTS_PER_REP}) where session_id = ${templateSession}`,
      )
      .returning({ id: practiceSessions.id });
    await db.insert(performanceReports).values(
      sessions.map(({ id }, i) => {
        const createdAt = new Date(now - (REPORTS_PER_REP - i) * 3 * DAY_MS);
        const overall = 40 + ((r * 7 + i * 3) % 55);
        const report: Report = {
          ...body,
          session_id: id,
          overall_score: overall,
          skills: body.skills.map((s, k) => ({ ...s, score: 30 + ((r + i * 5 + k * 11) % 65) })),
          created_at: createdAt.toISOString(),
        };
        const skillScores = report.skills.map((s) => ({ key: s.key, label: s.label, score: s.score }));
        return {
          sessionId: id,
          userId: user.id,
          mode: body.mode,
          overallScore: overall,
          body: report,
          skillScores,
          createdAt,
        };
      }),
    );
  }

  const url = `/api/v1/teams/${teamId}/capability`;
  const check = await app.inject({ method: 'GET', url, headers: auth });
  if (check.statusCode !== 200) throw new Error(`capability: ${check.statusCode} ${check.body}`);
  for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url, headers: auth });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await app.inject({ method: 'GET', url, headers: auth });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  const where = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`${REPS} reps x ${REPORTS_PER_REP} reports, ${where}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
