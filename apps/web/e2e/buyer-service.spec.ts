import { expect, test } from '@playwright/test';
import {
  createSession,
  fastBuyerVoice,
  ensureAccount,
  openSession,
  shot,
  storedBuyerReplies,
  storedRepMessages,
  typeTurn,
  waitForQuietBuyer,
} from './chat-helpers';

/**
 * A question about looking after the machine gets the thing it asks after (issue 14): who would
 * be trained, and how fast help comes when it breaks, not the buyer's general line about service.
 */

test.beforeAll(async ({ request }) => {
  await ensureAccount(request);
});

test('asked who would be trained and how fast help comes, the buyer answers each', async ({ page, request }) => {
  test.setTimeout(240_000);
  await fastBuyerVoice(page);
  const sessionId = await createSession(request, 'audio', 'discovering');
  await openSession(page, sessionId, 'audio');
  await expect(page.getByTestId('mic-state')).toHaveAttribute('data-state', /listening|hearing|transcribing/, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Mute microphone' }).click();

  const lines = [
    'Hi Morgan, this is Robin from Apex Packaging Systems. Thanks for making the time today.',
    'Before anything else, how is your week going on the floor?',
    'What is the biggest challenge on your line right now?',
    // The subject is named before the question: the question alone names no training.
    'For training, who from your side would be in the room, the operators or the techs?',
    'And when a machine does break, how long does it take to get somebody out there?',
  ];
  for (const line of lines) {
    await typeTurn(page, line);
    await waitForQuietBuyer(page);
  }
  await expect(storedRepMessages(page)).toHaveCount(lines.length);
  const replies = await storedBuyerReplies(page).allInnerTexts();
  // replies[0] is the buyer's opening line; replies[n] answers lines[n - 1].
  // Each wording names the people: the operators, the maintenance techs, or both.
  expect(replies[4], 'asked who would be trained, the buyer names its people').toMatch(/operators|techs/i);
  expect(replies[5], 'asked how fast help comes, the buyer says').toMatch(/on site|on shift|days, not hours/i);
  await shot(page, 'buyer-service');
});
