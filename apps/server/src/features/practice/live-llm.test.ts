import { describe, expect, it, vi } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiOptions } from '../../test/fake-openai';
import { openLive } from '../../test/live-client';
import { createPracticeSession } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

type Live = Awaited<ReturnType<typeof openLive>>;
type Provider = Awaited<ReturnType<typeof startFakeOpenAi>>;
type Conversation = { t: TestApp; provider: Provider; live: Live; sessionId: string; auth: { authorization: string } };

/** A live session whose buyer is an LLM behind a fake OpenAI-compatible provider, ready for turns. */
async function withLlmBuyer(
  options: FakeOpenAiOptions,
  env: Record<string, string>,
  run: (conversation: Conversation) => Promise<void>,
) {
  const provider = await startFakeOpenAi(options);
  const t = await createTestApp({
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: provider.url,
    LLM_MODEL: 'fake',
    ...env,
  });
  try {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { sessionId, auth } = await createPracticeSession(t.app);
    const live = await openLive(t.app, sessionId, auth);
    await live.next('ready');
    await run({ t, provider, live, sessionId, auth });
  } finally {
    await t.close();
    await provider.close();
  }
}

const PROVIDER_FAILED = {
  detail: 'The buyer could not answer just now. Your message is saved — try again.',
  retryable: true,
};

async function storedMessages({ t, sessionId, auth }: Conversation) {
  const transcript = await t.app.inject({
    method: 'GET',
    url: `/api/v1/sessions/${sessionId}/messages`,
    headers: auth,
  });
  return transcript.json<{ messages: { role: string; text: string }[] }>().messages;
}

describe('live WebSocket, LLM buyer through an OpenAI-compatible provider', { timeout: 60_000 }, () => {
  it('streams the provider reply, and a disconnect cancels the provider call', async () => {
    const words = 'Honestly our changeovers take too long and sanitation eats the second shift every week .'.split(' ');
    await withLlmBuyer({ words, tokenDelayMs: 100 }, {}, async ({ provider, live }) => {
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
    });
  });

  it('reports a provider failure clearly, keeps the rep message, and answers on retry', async () => {
    const options = { words: ['Fine', 'then', '.'], failAfter: 1, failingRequests: 1 };
    await withLlmBuyer(options, {}, async (conversation) => {
      const { provider, live } = conversation;
      live.send({ type: 'turn', client_turn_id: 'f1', text: 'What is your budget cycle?', spoken: false });
      expect(await live.next('error')).toMatchObject({ ...PROVIDER_FAILED, client_turn_id: 'f1' });
      expect((await storedMessages(conversation)).at(-1)?.role).toBe('rep');
      // Retry asks again for the reply to the saved message, without re-sending it.
      live.send({ type: 'retry' });
      const end = await live.next('reply.end');
      expect(end.message).toMatchObject({ role: 'buyer', text: 'Fine then .' });
      expect(provider.state.requests).toBe(2);
      expect((await storedMessages(conversation)).map((m) => m.role).slice(-2)).toEqual(['rep', 'buyer']);
      live.ws.close();
    });
  });

  it('reports a reply not finished within LLM_TIMEOUT_MS like a provider failure, and answers on retry', async () => {
    const options = { words: ['Fine', 'then', '.'], firstTokenDelayMs: 3_000, slowRequests: 1 };
    await withLlmBuyer(options, { LLM_TIMEOUT_MS: '1000' }, async (conversation) => {
      const { provider, live } = conversation;
      live.send({ type: 'turn', client_turn_id: 's1', text: 'Who signs off on a purchase like this?', spoken: false });
      expect(await live.next('error')).toMatchObject({ ...PROVIDER_FAILED, client_turn_id: 's1' });
      expect(live.frames.map((f) => f.type)).not.toContain('reply.end');
      // The time limit cancels the provider request instead of leaving it running.
      await vi.waitUntil(() => provider.state.aborted === 1, { timeout: 5_000, interval: 20 });
      expect((await storedMessages(conversation)).at(-1)).toMatchObject({
        role: 'rep',
        text: 'Who signs off on a purchase like this?',
      });
      live.send({ type: 'retry' });
      const end = await live.next('reply.end');
      expect(end.message).toMatchObject({ role: 'buyer', text: 'Fine then .' });
      live.ws.close();
    });
  });
});
