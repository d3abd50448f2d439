import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

/** Conversations and calls the report and coaching suites share. */

export const REP_TURNS = [
  'Thanks for taking the time today. How are your lines running this quarter?',
  'What happens on the floor when a changeover runs long?',
  'How does that show up in your OEE numbers?',
  'Who else would be involved in deciding on a fix like that?',
  'What would a good outcome look like for you by the end of the year?',
  'Would it make sense to set up a line walk with your maintenance lead next week?',
];

export type Auth = { authorization: string };

/** Typed turns, each answered by the buyer; the session stays open. */
export async function say(t: TestApp, sessionId: string, auth: Auth, turns = REP_TURNS) {
  for (const text of turns) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ai-persona-chat/chat/${sessionId}`,
      headers: auth,
      payload: { user_input: text },
    });
    expect(res.statusCode).toBe(200);
  }
}

/** A whole session: the turns, then the rep ends it. */
export async function converse(t: TestApp, sessionId: string, auth: Auth, turns = REP_TURNS) {
  await say(t, sessionId, auth, turns);
  const end = await t.app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/end`, headers: auth });
  expect(end.statusCode).toBe(200);
}

export const requestReport = (t: TestApp, sessionId: string, auth: Auth) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/performance-reports/',
    headers: auth,
    payload: { session_id: sessionId },
  });

export const requestCoaching = (t: TestApp, sessionId: string, auth: Auth) =>
  t.app.inject({ method: 'GET', url: `/api/v1/ai-coaching/feedback/${sessionId}`, headers: auth });
