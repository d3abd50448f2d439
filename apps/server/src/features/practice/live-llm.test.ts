import { describe, expect, it, vi } from 'vitest';
import { startFakeOpenAi } from '../../test/fake-openai';
import { openLive } from '../../test/live-client';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp } from '../../test/test-app';

describe('live WebSocket, LLM buyer through an OpenAI-compatible provider', { timeout: 60_000 }, () => {
  it('streams the provider reply, and a disconnect cancels the provider call', async () => {
    const words = 'Honestly our changeovers take too long and sanitation eats the second shift every week .'.split(' ');
    const provider = await startFakeOpenAi({ words, tokenDelayMs: 100 });
    const t = await createTestApp({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: provider.url, LLM_MODEL: 'fake' });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { sessionId, auth } = await createPracticeSession(t.app);
      const live = await openLive(t.app, sessionId, auth);
      await live.next('ready');
      live.send({
        type: 'turn',
        client_turn_id: 'l1',
        text: 'Where does your line lose the most time?',
        spoken: false,
      });
      const end = await live.next('reply.end');
      expect(end.message?.text).toBe(words.join(' ').replace(' .', ' .'));
      const sent = provider.state.lastBody as { messages: { role: string; content: string }[]; stream: boolean };
      expect(sent.stream).toBe(true);
      expect(sent.messages[0]?.role).toBe('system');
      expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'Where does your line lose the most time?' });
      // Now hang up mid-reply: the server must abort its provider request. The first reply's
      // chunks are still buffered, so wait for a chunk of the second reply.
      live.discardSeen();
      const completedBefore = provider.state.completed;
      live.send({ type: 'turn', client_turn_id: 'l2', text: 'And what does that cost you?', spoken: false });
      await live.next('reply.chunk');
      live.ws.terminate();
      // The rest of the reply takes the provider over a second and a half to stream; a loaded
      // machine may take a while to notice the hang-up, so wait for either outcome.
      await vi.waitUntil(() => provider.state.aborted + provider.state.completed > completedBefore, {
        timeout: 10_000,
        interval: 20,
      });
      expect(provider.state.aborted).toBe(1);
      expect(provider.state.completed).toBe(completedBefore);
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('reports a provider failure clearly, keeps the rep message, and answers on retry', async () => {
    const provider = await startFakeOpenAi({ words: ['Fine', 'then', '.'], failAfter: 1, failingRequests: 1 });
    const t = await createTestApp({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: provider.url, LLM_MODEL: 'fake' });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { sessionId, auth } = await createPracticeSession(t.app);
      const live = await openLive(t.app, sessionId, auth);
      await live.next('ready');
      live.send({ type: 'turn', client_turn_id: 'f1', text: 'What is your budget cycle?', spoken: false });
      const error = await live.next('error');
      expect(error).toMatchObject({
        detail: 'The buyer could not answer just now. Your message is saved — try again.',
        retryable: true,
        client_turn_id: 'f1',
      });
      const transcript = await t.app.inject({
        method: 'GET',
        url: `/api/v1/sessions/${sessionId}/messages`,
        headers: auth,
      });
      expect(transcript.json<{ messages: { role: string }[] }>().messages.at(-1)?.role).toBe('rep');
      // Retry asks again for the reply to the saved message, without re-sending it.
      live.send({ type: 'retry' });
      const end = await live.next('reply.end');
      expect(end.message).toMatchObject({ role: 'buyer', text: 'Fine then .' });
      expect(provider.state.requests).toBe(2);
      const after = await t.app.inject({
        method: 'GET',
        url: `/api/v1/sessions/${sessionId}/messages`,
        headers: auth,
      });
      expect(
        after
          .json<{ messages: { role: string; text: string }[] }>()
          .messages.map((m) => m.role)
          .slice(-2),
      ).toEqual(['rep', 'buyer']);
      live.ws.close();
    } finally {
      await t.close();
      await provider.close();
    }
  });

  it('reports a reply not finished within LLM_TIMEOUT_MS like a provider failure, and answers on retry', async () => {
    const provider = await startFakeOpenAi({ words: ['Fine', 'then', '.'], firstTokenDelayMs: 3_000, slowRequests: 1 });
    const t = await createTestApp({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: provider.url,
      LLM_MODEL: 'fake',
      LLM_TIMEOUT_MS: '1000',
    });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { sessionId, auth } = await createPracticeSession(t.app);
      const live = await openLive(t.app, sessionId, auth);
      await live.next('ready');
      live.send({ type: 'turn', client_turn_id: 's1', text: 'Who signs off on a purchase like this?', spoken: false });
      const error = await live.next('error');
      expect(error).toMatchObject({
        detail: 'The buyer could not answer just now. Your message is saved — try again.',
        retryable: true,
        client_turn_id: 's1',
      });
      expect(live.frames.map((f) => f.type)).not.toContain('reply.end');
      // The time limit cancels the provider request instead of leaving it running.
      await vi.waitUntil(() => provider.state.aborted === 1, { timeout: 5_000, interval: 20 });
      const transcript = await t.app.inject({
        method: 'GET',
        url: `/api/v1/sessions/${sessionId}/messages`,
        headers: auth,
      });
      expect(transcript.json<{ messages: { role: string; text: string }[] }>().messages.at(-1)).toMatchObject({
        role: 'rep',
        text: 'Who signs off on a purchase like this?',
      });
      live.send({ type: 'retry' });
      const end = await live.next('reply.end');
      expect(end.message).toMatchObject({ role: 'buyer', text: 'Fine then .' });
      live.ws.close();
    } finally {
      await t.close();
      await provider.close();
    }
  });
});
