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
 * Turn-taking by words, through Chromium's fake microphone: the rep pauses for 700 ms after
 * "because", mid-sentence. The words so far cannot end a sentence, so the turn goes on.
 */

test.beforeAll(async ({ request }) => {
  await ensureAccount(request);
});

// 700 ms of silence after "because": the sentence is not over, so neither is the turn.
test.use(
  fakeMicrophone(
    speechWavParts(['We looked at a new filler because', 0.7, 'the old one jams twice a shift.'], {
      tailSeconds: 10,
    }),
  ),
);

test('does not end the rep’s turn: both halves are one message', async ({ page, request }) => {
  test.setTimeout(120_000);
  const sent = sentFrameTypes(page);
  await openSession(page, await createSession(request, 'audio'), 'audio');
  await expect(storedRepMessages(page).first()).not.toBeEmpty({ timeout: 45_000 });
  const heard = spokenWords(await storedRepMessages(page).first().innerText());
  // The offline recogniser is not perfect: most words of each half are enough.
  expect(
    ['look', 'looked', 'at', 'new', 'filler', 'because'].filter((w) => heard.includes(w)).length,
    heard.join(' '),
  ).toBeGreaterThanOrEqual(3);
  expect(
    ['old', 'one', 'jams', 'twice', 'shift'].filter((w) => heard.includes(w)).length,
    heard.join(' '),
  ).toBeGreaterThanOrEqual(3);
  // One turn for the whole sentence (the buyer answers it; the rep has not spoken again yet).
  await expect(storedBuyerReplies(page)).toHaveCount(2, { timeout: 20_000 });
  expect(sent.filter((t) => t === 'turn')).toHaveLength(1);
});
