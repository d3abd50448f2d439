import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '../lib.mjs';
import { speechWav } from '../speech-wav.mjs';
import { COUPON, createRep, newSession, percentile } from './session-client.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LINE = 'Hello Morgan. How is your production line running this week?';
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');

/** A Whisper-compatible recogniser that answers at once: used when PocketSphinx is not installed. */
async function startInstantRecogniser() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: LINE }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, close: () => server.close() };
}

/** Every script a first visit to the home page loads (entry, preloads, lazy route chunks), gzipped. */
async function homePageScriptKb(browser, base) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.close();
  const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body).length);
  return sizes.reduce((sum, n) => sum + n, 0) / 1024;
}

/** Chromium whose fake microphone plays `wav`, with autoplay allowed for the buyer's voice. */
export function launchWithMicrophone(wav) {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--autoplay-policy=no-user-gesture-required',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
    ],
  });
}

/** `prepare(page)` runs before the app loads (to listen to its live socket, say). */
export async function openChat(browser, base, rep, type, prepare = () => undefined) {
  const sessionId = await newSession(base, rep, type);
  const page = await browser.newPage();
  prepare(page);
  await page.goto(`${base}/pricing`);
  await page.evaluate(
    ({ token, userId, sessionId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', userId);
      localStorage.setItem('session_id', sessionId);
    },
    { token: rep.token, userId: rep.userId, sessionId },
  );
  await page.goto(`${base}/chat/${type}`);
  await page.getByTestId('buyer-message').first().waitFor();
  return page;
}

/** Enter in the text box → first buyer text on screen, as the rep sees it. */
async function typedTurn(page, text) {
  const input = page.getByLabel('Type your message');
  await input.fill(text);
  const shown = page.evaluate(
    () =>
      new Promise((resolve) => {
        const field = document.querySelector('textarea[aria-label="Type your message"]');
        const before = document.querySelectorAll('[data-testid="buyer-message"]').length;
        let sentAt = 0;
        field.addEventListener('keydown', () => (sentAt = performance.now()), { once: true, capture: true });
        const observer = new MutationObserver(() => {
          const streaming = [...document.querySelectorAll('[data-testid="buyer-message"][data-state="streaming"]')];
          const visible =
            streaming.some((el) => el.textContent.replace('▍', '').trim().length > 0) ||
            document.querySelectorAll('[data-testid="buyer-message"]').length > before;
          if (sentAt > 0 && visible) {
            observer.disconnect();
            resolve(performance.now() - sentAt);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
  );
  await input.press('Enter');
  const ms = await shown;
  await page.locator('[data-testid="buyer-message"][data-state="streaming"]').waitFor({ state: 'detached' });
  return ms;
}

export const hasPocketsphinx = () =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && fs.existsSync(path.join(dir, 'pocketsphinx_continuous')));

/**
 * What the rep experiences in Chromium (the built app, offline buyer, offline voice): a typed turn
 * until the buyer's first words show, and a spoken turn from the end of the utterance (the VAD's
 * verdict) until the buyer's voice plays, recognised by the offline recogniser as it is spoken
 * (or, without PocketSphinx, by a fake one that answers at once).
 */
export async function benchBrowser({ dataDir, report }) {
  if (!fs.existsSync(CHROMIUM)) {
    report('browser turns', 'skipped', `no Chromium at ${CHROMIUM}`);
    return;
  }
  const wav = speechWav(LINE, { leadSeconds: 1, tailSeconds: 7 });
  const offline = hasPocketsphinx();
  const recogniser = offline ? null : await startInstantRecogniser();
  const server = await startServer({
    port: 3915,
    env: {
      DATA_DIR: path.join(dataDir, 'browser'),
      LOG_LEVEL: 'warn',
      INVITE_COUPON: COUPON,
      RATE_LIMIT_SCALE: '100',
      ...(recogniser ? { STT_PROVIDER: 'openai-compatible', STT_BASE_URL: recogniser.url } : { STT_PROVIDER: 'auto' }),
    },
  });
  const browser = await launchWithMicrophone(wav);
  try {
    report(
      'home page JavaScript, first load, gzip (KB)',
      fmt(await homePageScriptKb(browser, server.url)),
      'bar < 250',
    );

    const rep = await createRep(server.url, 'browser');
    const typed = await openChat(browser, server.url, rep, 'audio');
    await typed.getByRole('button', { name: 'Mute microphone' }).click();
    const openings = [await openingLineMs(typed)];
    const typedTimes = [];
    for (let i = 0; i < 12; i++) {
      typedTimes.push(await typedTurn(typed, `Walk me through what happens on line ${i + 1} during a changeover.`));
      await typed.waitForTimeout(300);
    }
    await typed.close();
    report(
      'text turn, browser-observed: Enter → first buyer text, p50 (ms)',
      fmt(percentile(typedTimes, 50)),
      'bar p50 < 150',
    );

    // The fake microphone repeats the line every ~12 s; each repeat is one spoken turn.
    const spoken = await openChat(browser, server.url, rep, 'audio');
    const turns = 5;
    await spoken.waitForFunction(
      (n) => performance.getEntriesByName('buyerlab:reply-audio-playing').length >= n,
      // The buyer's opening line plays first.
      turns + 1,
      { timeout: turns * 20_000, polling: 500 },
    );
    openings.push(await openingLineMs(spoken));
    const voiceTimes = await spoken.evaluate(() => {
      const ends = performance.getEntriesByName('buyerlab:speech-end').map((e) => e.startTime);
      const playing = performance.getEntriesByName('buyerlab:reply-audio-playing').map((e) => e.startTime);
      return ends
        .map((end) => {
          const next = playing.find((p) => p > end);
          return next === undefined ? null : next - end;
        })
        .filter((v) => v !== null);
    });
    await spoken.close();
    report(
      'voice turn, browser-observed: end of utterance → buyer audio, p50 (ms)',
      fmt(percentile(voiceTimes, 50)),
      `bar p50 < 600 (${voiceTimes.length} turns, ${offline ? 'offline recogniser, streamed' : 'instant fake recogniser'})`,
    );
    report(
      'opening line, session ready → buyer audio playing, worst of 2 (ms)',
      fmt(Math.max(...openings.filter((v) => v !== null))),
      `bar < 1000 (${openings.map((v) => (v === null ? 'n/a' : Math.round(v))).join(', ')} ms)`,
    );
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    recogniser?.close();
  }
}

/** How long after the live session said ready the buyer's opening line started playing. */
async function openingLineMs(page) {
  await page.waitForFunction(() => performance.getEntriesByName('buyerlab:reply-audio-playing').length > 0, null, {
    timeout: 30_000,
    polling: 100,
  });
  return page.evaluate(() => {
    const ready = performance.getEntriesByName('buyerlab:live-ready').at(0);
    const playing = performance.getEntriesByName('buyerlab:reply-audio-playing').at(0);
    return ready && playing ? playing.startTime - ready.startTime : null;
  });
}
