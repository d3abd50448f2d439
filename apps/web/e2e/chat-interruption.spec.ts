import { expect, test } from '@playwright/test';
import { speechWavParts } from '../../../scripts/speech-wav.mjs';
import {
  createSession,
  ensureAccount,
  fakeMicrophone,
  openSession,
  sentFrameTypes,
  spokenWords,
  storedBuyerReplies,
  storedRepMessages,
} from './chat-helpers';

/**
 * While the buyer answers out loud, the rep cuts in with a question of their own: a real
 * interruption, which stops the buyer's voice (unlike a backchannel, chat-backchannel.spec.ts).
 */

// A question every buyer answers at length, at any trust: how the plant runs (a guarded answer
// about problems can be over before the rep cuts in).
const QUESTION = 'Walk me through how you run the plant day to day, the lines and the shifts.';

test.beforeAll(async ({ request }) => {
  await ensureAccount(request);
});

test.use(
  fakeMicrophone(
    speechWavParts([QUESTION, 2.5, 'Sorry to cut in, but what does that cost you every week?'], { tailSeconds: 15 }),
  ),
);

test('stops the buyer and is answered as the rep’s next turn', async ({ page, request }) => {
  test.setTimeout(120_000);
  const sent = sentFrameTypes(page);
  await openSession(page, await createSession(request, 'audio'), 'audio');
  await expect(storedRepMessages(page)).toHaveCount(2, { timeout: 60_000 });
  // The buyer was answering the question out loud when the rep cut in.
  const afterQuestion = sent.slice(sent.indexOf('turn'));
  expect(afterQuestion).toContain('interrupt');
  await expect(page.locator('[data-testid="buyer-message"][data-state="interrupted"]').last()).toBeVisible();
  const interruption = spokenWords(await storedRepMessages(page).nth(1).innerText());
  expect(
    ['what', 'does', 'that', 'cost', 'you', 'every', 'week'].filter((w) => interruption.includes(w)).length,
  ).toBeGreaterThanOrEqual(4);
  await expect(storedBuyerReplies(page)).toHaveCount(3, { timeout: 20_000 });
});
