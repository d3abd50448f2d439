import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@buyerlab/contract';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { converse, requestCoaching, requestReport } from './reports.testing';

describe('coaching, the PDF and feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the coaching on demand from the report it generates and stores once', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'prospecting');
    await converse(t, sessionId, auth);
    const coaching = await requestCoaching(t, sessionId, auth);
    expect(coaching.statusCode).toBe(200);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/v1/performance-reports/${sessionId}`,
      headers: auth,
    });
    expect(stored.statusCode).toBe(200);
    const report = stored.json<Report>();
    expect(coaching.json<{ response_quality: string }>().response_quality).toContain(
      `Overall ${report.overall_score}/100`,
    );
    expect(coaching.json<{ next_actions: string }>().next_actions).toContain(report.coaching.next_drill.title);
    expect((await requestReport(t, sessionId, auth)).json()).toEqual(report);
    expect((await requestCoaching(t, sessionId, auth)).json()).toEqual(coaching.json());
  });

  it('renders a PDF, four coaching sections, and accepts feedback with half-star ratings', async () => {
    const { sessionId, auth } = await createPracticeSession(t.app, 'closing');
    await converse(t, sessionId, auth);
    await requestReport(t, sessionId, auth);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/performance-reports/${sessionId}/pdf`,
      headers: auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);
    const coaching = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ai-coaching/feedback/${sessionId}`,
      headers: auth,
    });
    expect(Object.keys(coaching.json())).toEqual([
      'session_id',
      'response_quality',
      'opportunity',
      'communication',
      'next_actions',
    ]);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/',
      headers: auth,
      payload: { session_id: sessionId, rating: 4.5, comment: 'Tough buyer!' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ message: 'Thank you for your feedback!', rating: 4.5, comment: 'Tough buyer!' });
    for (const rating of [0.5, 3.3, 6]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v1/feedback/',
        headers: auth,
        payload: { session_id: sessionId, rating },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json<{ detail: string }>().detail).toContain('Rating must be between 1 and 5');
    }
  });

  it("keeps another user's report, PDF, coaching and feedback behind 404", async () => {
    const { sessionId, auth } = await createPracticeSession(t.app);
    await converse(t, sessionId, auth);
    await requestReport(t, sessionId, auth);
    const stranger = { authorization: `Bearer ${(await createTestUser(t.app)).token}` };
    const calls = [
      t.app.inject({
        method: 'POST',
        url: '/api/v1/performance-reports/',
        headers: stranger,
        payload: { session_id: sessionId },
      }),
      t.app.inject({ method: 'GET', url: `/api/v1/performance-reports/${sessionId}`, headers: stranger }),
      t.app.inject({ method: 'GET', url: `/api/v1/performance-reports/${sessionId}/pdf`, headers: stranger }),
      t.app.inject({ method: 'GET', url: `/api/v1/ai-coaching/feedback/${sessionId}`, headers: stranger }),
      t.app.inject({
        method: 'POST',
        url: '/api/v1/feedback/',
        headers: stranger,
        payload: { session_id: sessionId, rating: 1 },
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/v1/performance-reports/', headers: stranger });
    expect(theirs.json()).toEqual({ reports: [] });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/v1/performance-reports/' });
    expect(signedOut.statusCode).toBe(401);
  });
});
