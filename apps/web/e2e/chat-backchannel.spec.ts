import { expect, test } from '@playwright/test';
import { speechWavParts } from '../../../scripts/speech-wav.mjs';
import {
  createSession,
  ensureAccount,
  fakeMicrophone,
  openSession,
  sentFrameTypes,
  storedBuyerReplies,
  storedRepMessages,
} from './chat-helpers';

/**
 * While the buyer answers out loud, the rep says "okay", "right", "yeah" (the fake microphone
 * plays them into the answer): listening, not taking the turn. The buyer goes on and nothing of
 * it is sent as a turn.
 */

const QUESTION = 'Tell me about the biggest problem on your packaging line right now.';

test.beforeAll(async ({ request }) => {
  await ensureAccount(request);
});

test.use(fakeMicrophone(speechWavParts([QUESTION, 2, 'Okay.', 1.2, 'Right.', 1.2, 'Yeah.'], { tailSeconds: 15 })));

test('leaves the buyer talking, and is not taken as a turn', async ({ page, request }) => {
  test.setTimeout(120_000);
  const sent = sentFrameTypes(page);
  await openSession(page, await createSession(request, 'audio'), 'audio');
  // The rep said "okay", "right" or "yeah" while the buyer's answer was playing, and it was let go.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('buyerlab:backchannel').length), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  await expect(storedBuyerReplies(page)).toHaveCount(2, { timeout: 20_000 });
  // Nothing interrupted the answer (the question itself may have cut the opening line short).
  const afterQuestion = sent.slice(sent.indexOf('turn'));
  expect(afterQuestion).not.toContain('interrupt');
  // The buyer's answer to the question was stored whole.
  await expect(storedBuyerReplies(page).nth(1)).toHaveAttribute('data-state', 'stored');
  expect(afterQuestion.filter((t) => t === 'turn')).toHaveLength(1);
  await expect(storedRepMessages(page)).toHaveCount(1);
});
