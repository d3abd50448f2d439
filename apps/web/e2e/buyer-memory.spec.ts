import { expect, test } from '@playwright/test';
import {
  createSession,
  ensureAccount,
  openSession,
  shot,
  storedBuyerReplies,
  storedRepMessages,
  typeTurn,
  waitForQuietBuyer,
} from './chat-helpers';

/**
 * The buyer remembers what the rep said (issue 14): over a ten-turn typed call the rep proposes a
 * time and states a price, and later, asked without repeating them, the buyer quotes both back.
 */

test.beforeAll(async ({ request }) => {
  await ensureAccount(request);
});

test('a ten-turn call: the buyer quotes back the price and the time the rep gave earlier', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // The buyer's voice plays fast: this test is about what it says, not how long it takes to say.
  await page.addInitScript(() => {
    const { play } = Object.getOwnPropertyDescriptors(HTMLMediaElement.prototype);
    Object.defineProperty(HTMLMediaElement.prototype, 'play', {
      ...play,
      value(this: HTMLMediaElement) {
        this.defaultPlaybackRate = 4;
        this.playbackRate = 4;
        return (play.value as (this: HTMLMediaElement) => Promise<void>).call(this);
      },
    });
  });
  const sessionId = await createSession(request, 'audio', 'discovering');
  await openSession(page, sessionId, 'audio');
  await expect(page.getByTestId('mic-state')).toHaveAttribute('data-state', /listening|hearing|transcribing/, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Mute microphone' }).click();

  const lines = [
    'Hi Morgan, this is Robin from Apex Packaging Systems. Thanks for making the time today.',
    'Could we already pencil in a follow-up for next Tuesday at 10 with your maintenance lead?',
    'Fair enough. For context, our system is priced at USD 186,500 installed.',
    'What is the biggest challenge on your line right now?',
    'What else gets in the way on the floor?',
    'How does that affect your customers?',
    'What does it cost you when that line is down for an hour?',
    'Where would that price land against the budget you have?',
    'Who else would be involved in a decision like this?',
    'So can we put that follow-up meeting in the calendar?',
  ];
  for (const line of lines) {
    await typeTurn(page, line);
    await waitForQuietBuyer(page);
  }
  await expect(storedRepMessages(page)).toHaveCount(10);
  const replies = await storedBuyerReplies(page).allInnerTexts();
  expect(replies).toHaveLength(11);
  // replies[0] is the buyer's opening line; replies[n] answers lines[n - 1].
  expect(replies[8], 'asked about "that price", the buyer names it').toMatch(/186,500/);
  expect(replies[10], 'asked about "that follow-up meeting", the buyer names its time').toMatch(/Tuesday at 10/);
  // An introduction is remembered: the buyer never asks who is calling.
  for (const reply of replies) expect(reply).not.toMatch(/who is this|who am I talking to|who's calling/i);
  await shot(page, 'buyer-memory');
});
