import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report, ReportSummary } from '@buyerlab/contract';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REP_TURNS, converse, requestCoaching, requestReport, say } from './reports.testing';

describe('reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('builds a report once whose every quote is the rep’s own words', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'discovering');
    await converse(t, sessionId, auth);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/performance-reports/',
      headers: auth,
      payload: { session_id: sessionId },
    });
    expect(first.statusCode).toBe(200);
    const report = first.json<Report>();
    expect(report.mode).toBe('discovering');
    expect(report.overall_score).toBeGreaterThanOrEqual(0);
    expect(report.overall_score).toBeLessThanOrEqual(100);
    expect(report.skills.length).toBeGreaterThan(2);
    const transcript = (
      await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${sessionId}/messages`, headers: auth })
    ).json<{
      messages: { message_id: string; role: string; text: string }[];
    }>().messages;
    const quotes = report.skills.flatMap((s) => s.evidence);
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      const message = transcript.find((m) => m.message_id === q.message_id);
      expect(message?.role).toBe('rep');
      expect(message?.text).toContain(q.quote);
    }
    expect(report.metrics.questions_asked).toBeGreaterThanOrEqual(5);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/performance-reports/',
      headers: auth,
      payload: { session_id: sessionId },
    });
    expect(again.json()).toEqual(report);
    const got = await t.app.inject({ method: 'GET', url: `/api/v1/performance-reports/${sessionId}`, headers: auth });
    expect(got.json()).toEqual(report);
  });

  it('waits for the session to end, so every turn counts, and explains why while it is in progress', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    await say(t, sessionId, auth, REP_TURNS.slice(0, 3));
    for (const early of [await requestReport(t, sessionId, auth), await requestCoaching(t, sessionId, auth)]) {
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ detail: 'This session is still in progress. End it to get your report.' });
    }
    const none = await t.app.inject({ method: 'GET', url: `/api/v1/performance-reports/${sessionId}`, headers: auth });
    expect(none.statusCode).toBe(404);

    await converse(t, sessionId, auth, REP_TURNS.slice(3));
    const res = await requestReport(t, sessionId, auth);
    expect(res.statusCode).toBe(200);
    // Six questions: the turns after the refused request count too.
    expect(res.json<Report>().metrics.questions_asked).toBeGreaterThanOrEqual(5);
  });

  it('reports on a session past its maximum duration that the rep never ended', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    await say(t, sessionId, auth);
    await t.app.database.db.execute(
      sql`UPDATE practice_sessions SET started_at = now() - (max_minutes + 1) * interval '1 minute' WHERE session_id = ${sessionId}`,
    );
    const status = await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${sessionId}`, headers: auth });
    expect(status.json<{ status: string }>().status).toBe('active');
    const res = await requestReport(t, sessionId, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json<Report>().metrics.questions_asked).toBeGreaterThanOrEqual(5);
  });

  it('explains that fewer than 5 messages make no report, and so no coaching', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    await converse(t, sessionId, auth, ['Hi there.']);
    const res = await requestReport(t, sessionId, auth);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toContain('At least 5 messages are needed');
    const coaching = await requestCoaching(t, sessionId, auth);
    expect(coaching.statusCode).toBe(422);
    expect(coaching.json()).toEqual(res.json());
  });

  it('shows the change since the previous report in the same mode', async () => {
    const first = await createPracticeSession(t.app, 'prospecting');
    await converse(t, first.sessionId, first.auth, [
      'Hi, this is Sam from Apex. We sell fillers.',
      'Our filler is the best on the market with 40 heads.',
      'It has servo drives and a touch screen.',
    ]);
    const a = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/performance-reports/',
        headers: first.auth,
        payload: { session_id: first.sessionId },
      })
    ).json<Report>();
    expect(a.previous).toBeNull();
    // Same rep, second session in the same mode.
    const persona = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sessions/${first.sessionId}`,
      headers: first.auth,
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/',
      headers: first.auth,
      payload: {
        mode_id: first.catalog.modes.get('prospecting'),
        persona_id: persona.json<{ persona_id: string }>().persona_id,
      },
    });
    const sessionId = second.json<{ session_id: string }>().session_id;
    await converse(t, sessionId, first.auth, REP_TURNS.slice(0, 3));
    const b = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/performance-reports/',
        headers: first.auth,
        payload: { session_id: sessionId },
      })
    ).json<Report>();
    expect(b.previous?.session_id).toBe(first.sessionId);
    expect(b.previous?.change.overall).toBe(b.overall_score - a.overall_score);

    const history = await t.app.inject({ method: 'GET', url: '/api/v1/performance-reports/', headers: first.auth });
    expect(history.statusCode).toBe(200);
    const { reports } = history.json<{ reports: ReportSummary[] }>();
    expect(reports.map((r) => r.session_id)).toEqual([sessionId, first.sessionId]);
    for (const [summary, full] of [
      [reports[0], b],
      [reports[1], a],
    ] as const) {
      expect(summary).toEqual({
        session_id: full.session_id,
        mode: 'prospecting',
        overall_score: full.overall_score,
        skills: full.skills.map(({ key, label, score }) => ({ key, label, score })),
        persona: full.persona,
        created_at: full.created_at,
      });
    }
  });

  it('grades with the buyer’s side: concerns the buyer’s state resolved count as handled', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'closing');
    type SessionRow = {
      profile: { objections: { id: string; resolutionHint: string }[] };
      buyer_state: { objectionsResolved: string[]; objectionsOpen: string[]; objectionsQueued: string[] } | null;
    };
    const readSession = async () =>
      (
        await queryRows<SessionRow>(
          t.app.database.db,
          sql`SELECT profile, buyer_state FROM practice_sessions WHERE session_id = ${sessionId}`,
        )
      )[0]!;
    // The rep answers whatever concern the buyer has open in the way its persona says resolves it
    // (whatever the random persona's concerns are), and otherwise asks what stands in the way.
    await say(t, sessionId, auth, ['Thanks for making the time. Where do you stand on the proposal?']);
    for (let turn = 0; turn < 6; turn++) {
      const { profile, buyer_state } = await readSession();
      const open = buyer_state?.objectionsOpen[0];
      const hint = profile.objections.find((o) => o.id === open)?.resolutionHint;
      await say(t, sessionId, auth, [hint ?? 'What else would need to be true for you to move ahead this month?']);
    }
    const end = await t.app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/end`, headers: auth });
    expect(end.statusCode).toBe(200);
    const report = (await requestReport(t, sessionId, auth)).json<Report>();
    type BuyerStateRow = {
      buyer_state: { objectionsResolved: string[]; objectionsOpen: string[]; objectionsQueued: string[] };
    };
    const [row] = await queryRows<BuyerStateRow>(
      t.app.database.db,
      sql`SELECT buyer_state FROM practice_sessions WHERE session_id = ${sessionId}`,
    );
    const state = row!.buyer_state;
    expect(state.objectionsResolved.length).toBeGreaterThan(0);
    expect(report.metrics.objections_handled).toBe(state.objectionsResolved.length);
    // Raised: every concern the state holds open or resolved, plus any it parked back in its queue
    // after raising it (counted when the transcript shows the buyer saying it).
    const raisedForSure = new Set([...state.objectionsResolved, ...state.objectionsOpen]).size;
    expect(report.metrics.objections_raised).toBeGreaterThanOrEqual(raisedForSure);
    expect(report.metrics.objections_raised).toBeLessThanOrEqual(raisedForSure + state.objectionsQueued.length);
    expect(report.skills.find((s) => s.key === 'objection_handling')?.observed).toBe(true);
  });
});
