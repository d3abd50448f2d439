import { expect, test } from '@playwright/test';
import { speechWav } from '../../../scripts/speech-wav.mjs';
import {
  fakeMicrophone,
  createSession,
  ensureAccount,
  openSession,
  shot,
  storedBuyerReplies,
  storedRepMessages,
} from './chat-helpers';

/**
 * Spoken turns through Chromium's fake microphone, which plays a speech WAV: the VAD finds the
 * utterance, its audio streams to the server's recogniser as it is spoken, the buyer answers,
 * and the answer is played.
 */

const LINE = 'Hello Morgan. How is your production line running this week?';
const wav = speechWav(LINE);
test.use(fakeMicrophone(wav));

test.beforeAll(async ({ request }) => {
  await ensureAccount(request);
});

test.describe('spoken session', () => {
  for (const type of ['audio', 'video'] as const) {
    test(`in ${type} mode the rep is heard, transcribed and answered out loud`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const sessionId = await createSession(request, type);
      // The utterance streams over the live socket while it is spoken; no recording is posted.
      const streamed = { audioFrames: 0, texts: 0, posted: 0 };
      page.on('websocket', (ws) => {
        ws.on('framesent', (f) => void (typeof f.payload === 'string' || (streamed.audioFrames += 1)));
        ws.on('framereceived', (f) => {
          // The words come back while the rep pauses (speech.partial) or when the utterance ends.
          if (typeof f.payload === 'string' && /"speech\.(text|partial)"/.test(f.payload)) streamed.texts += 1;
        });
      });
      page.on('request', (r) => void (r.url().includes('/speech/transcribe') && (streamed.posted += 1)));
      await openSession(page, sessionId, type);
      if (type === 'video') {
        const selfView = page.getByTestId('self-view').locator('video');
        await expect(selfView).toBeVisible();
        await expect
          .poll(() => selfView.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
          .toBeGreaterThan(0);
        await expect(page.getByTestId('persona-avatar')).toBeVisible();
      }
      // VAD finds the utterance, the server transcribes it, and it is sent as a spoken turn.
      await expect(storedRepMessages(page).first()).not.toBeEmpty({ timeout: 45_000 });
      // The words were really heard: most of the line comes back (the offline recogniser is not perfect).
      const heard = (await storedRepMessages(page).first().innerText()).toLowerCase().split(/[^a-z']+/);
      const expected = ['how', 'is', 'your', 'production', 'line', 'running', 'this', 'week'];
      expect(expected.filter((w) => heard.includes(w)).length, heard.join(' ')).toBeGreaterThanOrEqual(5);
      await expect(storedBuyerReplies(page)).toHaveCount(2, { timeout: 20_000 });
      expect(streamed.audioFrames).toBeGreaterThan(10);
      expect(streamed.texts).toBeGreaterThan(0);
      expect(streamed.posted).toBe(0);
      // The buyer's reply is played: the audio element ran through at least one sentence.
      const audio = page.getByTestId('persona-audio');
      await expect
        .poll(
          () =>
            audio.evaluate(
              (a: HTMLAudioElement) => Number(a.dataset.chunksPlayed ?? '0') + (a.currentTime > 0 ? 1 : 0),
            ),
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);
      const voiceTurn = await page.evaluate(() => {
        const end = performance.getEntriesByName('buyerlab:speech-end').at(0);
        const playing = performance
          .getEntriesByName('buyerlab:reply-audio-playing')
          .find((e) => e.startTime > (end?.startTime ?? 0));
        return end && playing ? playing.startTime - end.startTime : null;
      });
      console.log(
        `voice turn (${type}), browser-observed (end of utterance → buyer audio playing): ${voiceTurn?.toFixed(0) ?? 'n/a'} ms`,
      );
      await shot(page, `chat-${type}-spoken`);
    });
  }
});
