import { expect, test } from '@playwright/test';
import { speechWav } from '../../../scripts/speech-wav.mjs';
import { createSession, ensureAccount, fakeMicrophone, getJson, openSession, shot } from './chat-helpers';

/**
 * Barge-in: the fake microphone repeats the rep's line with little pause, so the rep starts
 * speaking again while the buyer is still answering out loud. The buyer must stop at once, and the
 * reply must be stored as what the rep actually heard, marked interrupted.
 */

const LINE = 'Tell me about the biggest problem on your packaging line right now.';
const wav = speechWav(LINE, { leadSeconds: 0.5, tailSeconds: 1.2 });
test.use(fakeMicrophone(wav));

test.beforeAll(async ({ request }) => {
  await ensureAccount(request);
});

test('speaking over the buyer stops its voice and keeps only what was heard, ten spoken turns on', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const sessionId = await createSession(request, 'audio');
  const full = new Map<string, string>();
  let interrupts = 0;
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => {
      if (typeof f.payload === 'string' && f.payload.includes('"interrupt"')) interrupts += 1;
    });
    ws.on('framereceived', (f) => {
      if (typeof f.payload !== 'string' || !f.payload.includes('"reply.end"')) return;
      const frame = JSON.parse(f.payload) as { message: { message_id: string; text: string } | null };
      if (frame.message) full.set(frame.message.message_id, frame.message.text);
    });
  });
  await openSession(page, sessionId, 'audio');

  // The rep's voice comes back while the buyer is talking: an interrupted reply shows as such.
  await expect(page.locator('[data-testid="buyer-message"][data-state="interrupted"]').first()).toBeVisible({
    timeout: 60_000,
  });
  expect(interrupts).toBeGreaterThan(0);
  await shot(page, 'chat-barge-in');

  // The transcript keeps what the rep heard: a cut reply is shorter than what the buyer had to say.
  type Transcript = {
    messages: { message_id: string; role: string; text: string; interrupted: boolean; spoken: boolean }[];
  };
  await expect
    .poll(async () => {
      const { messages } = await getJson<Transcript>(request, `/api/v1/sessions/${sessionId}/messages`);
      return messages.some((m) => {
        const said = full.get(m.message_id);
        return m.role === 'buyer' && m.interrupted && said !== undefined && m.text.length < said.length;
      });
    })
    .toBe(true);

  // The conversation goes on by voice: ten spoken turns, each answered, and the buyer never says
  // the same thing twice although the rep keeps repeating themself.
  await expect
    .poll(
      async () => {
        const { messages } = await getJson<Transcript>(request, `/api/v1/sessions/${sessionId}/messages`);
        return messages.filter((m) => m.role === 'rep').length;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBeGreaterThanOrEqual(10);
  const { messages } = await getJson<Transcript>(request, `/api/v1/sessions/${sessionId}/messages`);
  const rep = messages.filter((m) => m.role === 'rep');
  expect(rep.every((m) => m.spoken)).toBe(true);
  const replies = messages.filter((m) => m.role === 'buyer' && !m.interrupted).map((m) => m.text);
  expect(new Set(replies).size).toBe(replies.length);
});
