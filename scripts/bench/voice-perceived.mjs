import path from 'node:path';
import fs from 'node:fs';
import { startServer } from '../lib.mjs';
import { speechWavParts } from '../speech-wav.mjs';
import { CHROMIUM, hasPocketsphinx, launchWithMicrophone, openChat } from './browser.mjs';
import { COUPON, connect, createRep, newSession, percentile } from './session-client.mjs';

/** What the rep says, one line after another, each followed by time for the buyer to answer. */
const LINES = [
  'Hello Morgan. How is your production line running this week?',
  'What does a changeover cost you on the packaging line?',
  'How many shifts do you run at the plant right now?',
  'Who else would need to sign off on a new filler?',
  'What happened the last time the line stopped for a day?',
  'Could we set up a meeting with your maintenance lead next week?',
];
const ANSWER_SECONDS = 7;
const TURNS = 18;
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');

/**
 * Each spoken turn, from the page's own marks (features/practice/lib/timing.ts): the last voiced
 * frame sent, the turn-end decision, the recognised text, the turn sent, the buyer's first text,
 * its first audio arriving, and that audio playing. A turn whose utterance was dropped (a
 * backchannel, a misfire) has no text or no turn and is left out.
 */
function turnsOnPage() {
  const at = (name) => performance.getEntriesByName(`buyerlab:${name}`).map((e) => e.startTime);
  const voiced = at('speech-last-voiced');
  const ends = at('speech-end');
  const after = (name, t, before) => at(name).find((x) => x >= t && x < before);
  return ends.flatMap((end, i) => {
    const next = ends[i + 1] ?? Infinity;
    const text = after('speech-text', end, next);
    const sent = text === undefined ? undefined : after('turn-sent', text, next);
    if (sent === undefined) return [];
    const firstText = after('first-reply-text', sent, Infinity);
    const received = after('reply-audio-received', sent, Infinity);
    // Audio worked out while the rep paused starts as the turn goes, before any reply frame.
    const ahead = after('reply-ahead-started', text, next);
    const playing = after('reply-audio-playing', ahead ?? received ?? Infinity, Infinity);
    if (firstText === undefined || playing === undefined) return [];
    const rule = performance.getEntriesByName('buyerlab:turn-rule').find((e) => e.startTime === voiced[i])?.detail;
    return [{ voiced: voiced[i], end, text, sent, firstText, received, ahead, playing, rule: rule ?? null }];
  });
}

/** Milliseconds of silence (16-bit samples at or under 64) before the first audible sample of a PCM WAV. */
function leadingSilenceMs(wav) {
  if (wav.toString('ascii', 0, 4) !== 'RIFF') return NaN;
  const rate = wav.readUInt32LE(24);
  const channels = wav.readUInt16LE(22);
  const data = wav.indexOf('data', 12) + 8;
  let at = data;
  while (at + 1 < wav.length && Math.abs(wav.readInt16LE(at)) <= 64) at += 2;
  return ((at - data) / 2 / channels / rate) * 1000;
}

/** Which of LINES a turn's recognised words are from: the line sharing the most words. */
function lineOf(heard) {
  const said = new Set(
    heard
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter(Boolean),
  );
  const scores = LINES.map(
    (line) =>
      line
        .toLowerCase()
        .split(/[^a-z']+/)
        .filter((w) => said.has(w)).length,
  );
  return scores.indexOf(Math.max(...scores));
}

/** The slow turns one by one: which line, which pause rule ended it, when the recogniser's words came. */
function reportSlowTurns(turns, goalMs) {
  const slow = turns
    .filter((t) => t.playing - t.voiced >= goalMs)
    .sort((a, b) => b.playing - b.voiced - (a.playing - a.voiced));
  if (slow.length === 0) return;
  console.log(
    `\n  turns at or over ${goalMs} ms (words after: from the last voiced frame to the recogniser's words so far):`,
  );
  console.log('  perceived  wait  rule        pause  words after  line  heard');
  for (const t of slow) {
    const r = t.rule ?? {};
    const line = r.heard ? `#${lineOf(r.heard) + 1}` : '?';
    console.log(
      `  ${fmt(t.playing - t.voiced).padStart(9)}  ${fmt(t.end - t.voiced).padStart(4)}  ${String(r.rule ?? '?').padEnd(10)}` +
        `  ${fmt(r.pauseMs).padStart(5)}  ${(r.wordsAfterMs == null ? 'none' : fmt(r.wordsAfterMs)).padStart(11)}` +
        `  ${line.padStart(4)}  ${JSON.stringify(r.heard ?? '')}`,
    );
  }
  console.log('');
}

/**
 * The spoken turn as the rep hears it, in Chromium with a fake microphone playing real speech:
 * from the last voiced audio frame the page sent to the first buyer audio playing, with the
 * offline buyer and the offline voice, and where that time goes.
 */
export async function benchVoicePerceived({ dataDir, report }) {
  if (!fs.existsSync(CHROMIUM) || !hasPocketsphinx()) {
    report('perceived voice turn', 'skipped', `needs Chromium at ${CHROMIUM} and pocketsphinx_continuous`);
    return;
  }
  const wav = speechWavParts(
    LINES.flatMap((line) => [line, ANSWER_SECONDS]),
    { leadSeconds: 1, tailSeconds: 0 },
  );
  const server = await startServer({
    port: 3916,
    env: {
      DATA_DIR: path.join(dataDir, 'voice-perceived'),
      LOG_LEVEL: 'warn',
      INVITE_COUPON: COUPON,
      RATE_LIMIT_SCALE: '100',
      STT_PROVIDER: 'auto',
    },
  });
  const browser = await launchWithMicrophone(wav);
  try {
    const rep = await createRep(server.url, 'perceived');
    // The silence each reply's first audio opens with: heard as delay, though the bench's clock
    // stops when playback starts.
    const leadMs = [];
    const page = await openChat(browser, server.url, rep, 'audio', (p) =>
      p.on('websocket', (ws) =>
        ws.on('framereceived', ({ payload }) => {
          if (typeof payload !== 'string' || !payload.includes('"reply.audio"')) return;
          const frame = JSON.parse(payload);
          if (frame.index === 0) leadMs.push(leadingSilenceMs(Buffer.from(frame.data, 'base64')));
        }),
      ),
    );
    await page.evaluate(`window.buyerlabTurns = ${turnsOnPage.toString()}`);
    await page.waitForFunction((n) => window.buyerlabTurns().length >= n, TURNS, {
      polling: 1000,
      timeout: TURNS * 20_000,
    });
    const turns = (await page.evaluate(() => window.buyerlabTurns())).slice(0, TURNS);
    const dropped = await page.evaluate(() => performance.getEntriesByName('buyerlab:reply-ahead-dropped').length);
    await page.close();

    // Loopback transport, apart: a ping over a live socket of the same server, half its round trip.
    const socket = await connect(server.url, rep, await newSession(server.url, rep, 'audio'));
    const trips = [];
    for (let i = 0; i < 20; i++) trips.push(await socket.ping());
    socket.close();

    const p = (pick, q = 50) => percentile(turns.map(pick), q);
    const perceived = (t) => t.playing - t.voiced;
    report('perceived voice turn p50 (ms)', fmt(p(perceived)), `goal < 400 (${turns.length} turns)`);
    report('perceived voice turn p95 (ms)', fmt(p(perceived, 95)), 'goal < 700');
    const both = [
      ['end-of-speech detection wait', (t) => t.end - t.voiced],
      ['recognition finalisation', (t) => t.text - t.end],
    ];
    for (const [name, pick] of both) report(`  ${name}, p50 / p95 (ms)`, `${fmt(p(pick))} / ${fmt(p(pick, 95))}`);
    // Turns whose answer, and its first audio, were worked out while the rep paused: the audio
    // starts as the turn goes. The others wait for the buyer and the synthesis after it.
    const early = turns.filter((t) => t.ahead !== undefined);
    const fresh = turns.filter((t) => t.ahead === undefined);
    const of = (list, pick, q) => fmt(percentile(list.map(pick), q));
    report(
      '  started with audio worked out ahead',
      `${early.length} of ${turns.length} turns, ${dropped} stopped`,
      early.length
        ? `words → playing ${of(early, (t) => t.playing - t.text, 50)} / ${of(early, (t) => t.playing - t.text, 95)} ms`
        : '',
    );
    const parts = [
      ['buyer (turn sent → first reply text)', (t) => t.firstText - t.text],
      ['first-sentence synthesis (→ its audio arrives)', (t) => t.received - t.firstText],
      ['playback start (audio arrives → playing)', (t) => t.playing - t.received],
    ];
    for (const [name, pick] of parts)
      report(
        `  the others: ${name}, p50 / p95 (ms)`,
        fresh.length ? `${of(fresh, pick, 50)} / ${of(fresh, pick, 95)}` : 'n/a',
      );
    report(
      '  silence opening the buyer’s first audio, p50 / p95 (ms)',
      `${fmt(percentile(leadMs, 50))} / ${fmt(percentile(leadMs, 95))}`,
      'after playback starts, before the first word',
    );
    report('  transport, live socket one way (ping / 2), p50 (ms)', (percentile(trips, 50) / 2).toFixed(1));
    const counts = {};
    for (const t of turns) counts[t.rule?.rule ?? '?'] = (counts[t.rule?.rule ?? '?'] ?? 0) + 1;
    report(
      '  pause rule that ended the turns',
      Object.entries(counts)
        .map(([k, n]) => `${k} ${n}`)
        .join(', '),
    );
    // A hangover too short cuts a line at a phrase break: its turn then carries few of its words.
    const cut = turns.filter((t) => {
      const heard = (t.rule?.heard ?? '')
        .toLowerCase()
        .split(/[^a-z']+/)
        .filter(Boolean);
      const line = LINES[lineOf(t.rule?.heard ?? '')]
        .toLowerCase()
        .split(/[^a-z']+/)
        .filter(Boolean);
      return heard.length < line.length * 0.6;
    });
    report(
      '  turns with under 60 % of their line’s words (cut short?)',
      String(cut.length),
      cut.map((t) => JSON.stringify(t.rule?.heard ?? '')).join(', '),
    );
    reportSlowTurns(turns, 400);
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
  }
}
