import type { TranscriptMessage } from '@buyerlab/coach';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { narrativeFor } from './narrative';
import { reportsService } from './reports.service';

const at = (second: number) => new Date(Date.UTC(2025, 0, 6, 9, 0, second)).toISOString();
const line = (id: string, role: 'rep' | 'buyer', text: string, second: number): TranscriptMessage => ({
  id,
  role,
  text,
  startedAt: at(second),
  endedAt: at(second + 4),
  spoken: false,
});

const MESSAGES: TranscriptMessage[] = [
  line('b1', 'buyer', 'Morning. I have ten minutes before the production meeting.', 0),
  line('r1', 'rep', 'Thanks for making the time. How are changeovers going on line two?', 5),
  line('b2', 'buyer', 'Badly. Six a day, forty-five minutes each, and we pay for it in weekend overtime.', 10),
  line('r2', 'rep', 'What does that overtime cost you in a typical month?', 15),
  line('b3', 'buyer', 'Around forty thousand dollars.', 20),
  line('r3', 'rep', 'Our baggers have servo drives and a touchscreen.', 25),
];
const CONTEXT = { mode: 'discovering', overall: 61, weakest: 'Solution matching' };

/** A model that answers with this text, as a provider would. */
const answering = (text: string) =>
  new MockLanguageModelV3({
    doGenerate: {
      content: [{ type: 'text', text }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 400, noCache: 400, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 120, text: 120, reasoning: 0 },
      },
      warnings: [],
    },
  });

const failing = () =>
  new MockLanguageModelV3({
    doGenerate: () => Promise.reject(new Error('503 upstream overloaded')),
  });

/** A provider that never answers: only the abort signal ends the call. */
const hanging = () =>
  new MockLanguageModelV3({
    doGenerate: ({ abortSignal }) =>
      new Promise((_, reject) => abortSignal?.addEventListener('abort', () => reject(new Error('aborted')))),
  });

describe('narrativeFor', () => {
  it('keeps a narrative whose quotes are the rep’s own words', async () => {
    const text =
      'Asking “what does that overtime cost you in a typical month?” turned a complaint into a number. ' +
      'Then you moved to the product too soon. Next time stay on the forty thousand dollars a little longer.';
    const model = answering(
      JSON.stringify({ text, quotes: [{ message_id: 'r2', quote: 'What does that overtime cost you' }] }),
    );
    expect(await narrativeFor(model, MESSAGES, CONTEXT, 1000)).toEqual({
      text,
      quotes: [{ message_id: 'r2', quote: 'What does that overtime cost you' }],
    });
    expect(model.doGenerateCalls[0]?.abortSignal).toBeDefined();
  });

  it('removes what the rep never said: invented quotes in the text and the quote list', async () => {
    const model = answering(
      '```json\n' +
        JSON.stringify({
          text:
            'You opened with respect for the buyer’s time. When you said "we are the market leader in baggers" the buyer went quiet. ' +
            "Pitching 'servo drives and a touchscreen' before linking them to the overtime cost you the moment.",
          quotes: [
            { message_id: 'r3', quote: 'we are the market leader' },
            { message_id: 'b3', quote: 'Around forty thousand dollars.' },
            { message_id: 'r3', quote: 'servo drives and a touchscreen' },
          ],
        }) +
        '\n```',
    );
    expect(await narrativeFor(model, MESSAGES, CONTEXT, 1000)).toEqual({
      text:
        'You opened with respect for the buyer’s time. ' +
        "Pitching 'servo drives and a touchscreen' before linking them to the overtime cost you the moment.",
      quotes: [{ message_id: 'r3', quote: 'servo drives and a touchscreen' }],
    });
  });

  it('gives nothing when every sentence quotes invented words', async () => {
    const model = answering(JSON.stringify({ text: 'You said "trust me, it is a no-brainer".', quotes: [] }));
    expect(await narrativeFor(model, MESSAGES, CONTEXT, 1000)).toBeNull();
  });

  it('gives nothing, without throwing, on bad JSON, a provider error or a timeout', async () => {
    for (const model of [
      answering('Here is my coaching: you did great!'),
      answering(JSON.stringify({ text: 42, quotes: 'none' })),
      failing(),
    ])
      expect(await narrativeFor(model, MESSAGES, CONTEXT, 1000)).toBeNull();
    // A model that never answers is given up on at the deadline (the test's own timeout catches a hang).
    expect(await narrativeFor(hanging(), MESSAGES, CONTEXT, 50)).toBeNull();
  });
});

describe('the report with a narrative pass', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function finishedSession() {
    const { sessionId, auth, user } = await createPracticeSession(t.app);
    for (const userInput of [
      'Thanks for making the time. How are changeovers going on line two?',
      'What does that cost you in a typical month?',
      'Who else would be involved in a decision like this?',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/ai-persona-chat/chat/${sessionId}`,
        headers: auth,
        payload: { user_input: userInput },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'POST', url: `/api/v1/sessions/${sessionId}/end`, headers: auth });
    return { sessionId, userId: user.id };
  }

  const serviceWith = (model: MockLanguageModelV3) =>
    reportsService({ db: t.app.database.db, model, llmTimeoutMs: 50, sessions: t.app.sessions });

  it('stores the checked narrative with the report', async () => {
    const { sessionId, userId } = await finishedSession();
    const text =
      'You asked "what does that cost you in a typical month?" and got a real number. Invented: "we guarantee it". Keep going.';
    const report = await serviceWith(answering(JSON.stringify({ text, quotes: [] }))).generate(userId, sessionId);
    expect(report.narrative?.text).toBe(
      'You asked "what does that cost you in a typical month?" and got a real number. Keep going.',
    );
  });

  it('still gives the deterministic report when the narrative pass fails', async () => {
    for (const model of [answering('not json at all'), failing(), hanging()]) {
      const { sessionId, userId } = await finishedSession();
      const report = await serviceWith(model).generate(userId, sessionId);
      expect(report.narrative).toBeNull();
      expect(report.skills.length).toBeGreaterThan(2);
      expect(report.skills.every((s) => s.score >= 0 && s.score <= 100)).toBe(true);
      expect(report.metrics.questions_asked).toBe(3);
    }
  });
});
