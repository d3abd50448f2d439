import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  CHROMIUM_BASE_ARGS,
  createSession,
  ensureAccount,
  openSession,
  shot,
  storedBuyerReplies,
  storedRepMessages,
} from './chat-helpers';

/**
 * Spoken turns through Chromium's fake microphone, which plays a speech WAV: the VAD finds the
 * utterance, the server transcribes it, the buyer answers, and the answer is played.
 */

/**
 * A spoken line for Chromium's fake microphone: espeak-ng's WAV (16-bit mono PCM) with silence
 * added before and after in plain Node, so no other audio tool is needed.
 */
function speechWav(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buyerlab-voice-'));
  const raw = path.join(dir, 'raw.wav');
  const padded = path.join(dir, 'utterance.wav');
  execFileSync('espeak-ng', ['-s', '150', '-w', raw, 'Hello Morgan. How is your production line running this week?']);
  const source = fs.readFileSync(raw);
  const sampleRate = source.readUInt32LE(24);
  const dataAt = source.indexOf('data', 12) + 8;
  const speech = source.subarray(dataAt, dataAt + source.readUInt32LE(dataAt - 4));
  const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * sampleRate) * 2);
  const data = Buffer.concat([silence(1.5), speech, silence(6)]);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  fs.writeFileSync(padded, Buffer.concat([header, data]));
  return padded;
}

const wav = speechWav();
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_BASE_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  },
});

test.beforeAll(async ({ request }) => {
  await ensureAccount(request);
});

test.describe('spoken session', () => {
  for (const type of ['audio', 'video'] as const) {
    test(`in ${type} mode the rep is heard, transcribed and answered out loud`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const sessionId = await createSession(request, type);
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
      await expect(storedBuyerReplies(page)).toHaveCount(2, { timeout: 20_000 });
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
