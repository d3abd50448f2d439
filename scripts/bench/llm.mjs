import http from 'node:http';
import path from 'node:path';
import { startServer } from '../lib.mjs';
import { COUPON, api, connect, createRep, newSession, percentile } from './session-client.mjs';
import { loadVoiceEngines, silentLog } from './voice.mjs';

const FIRST_TOKEN_MS = 300;
const TOKEN_MS = 15;
const FIRST_SENTENCE = 'Honestly, our changeovers take far too long.';
const REPLY = `${FIRST_SENTENCE} Sanitation eats most of the second shift every single week.`;
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');

/**
 * An OpenAI-compatible provider that streams REPLY word by word after a fixed first-token delay,
 * and notes when it finished sending the first sentence (same clock as the bench client).
 */
async function startFakeProvider() {
  const firstSentenceSentAt = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const words = REPLY.split(' ');
      const firstSentenceWords = FIRST_SENTENCE.split(' ').length;
      const chunk = (delta, finish = null) =>
        `data: ${JSON.stringify({ id: 'b', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i >= words.length) {
          res.write(chunk({}, 'stop'));
          res.end('data: [DONE]\n\n');
          return;
        }
        res.write(chunk({ role: 'assistant', content: (i ? ' ' : '') + words[i] }));
        i += 1;
        if (i === firstSentenceWords) firstSentenceSentAt.push(performance.now());
        setTimeout(next, TOKEN_MS);
      };
      setTimeout(next, FIRST_TOKEN_MS);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, firstSentenceSentAt, close: () => server.close() };
}

/**
 * docs/quality.md: our own overhead in a voice turn with a streaming LLM, above the provider's time to
 * the end of the first sentence and that sentence's synthesis (both measured in this run).
 */
export async function benchLlm({ dataDir, report }) {
  const provider = await startFakeProvider();
  const { createFliteEngine } = await loadVoiceEngines();
  const tts = createFliteEngine({ log: silentLog });
  const server = await startServer({
    port: 3916,
    env: {
      DATA_DIR: path.join(dataDir, 'llm'),
      LOG_LEVEL: 'warn',
      INVITE_COUPON: COUPON,
      RATE_LIMIT_SCALE: '100',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: provider.url,
      LLM_MODEL: 'fake',
    },
  });
  try {
    const rep = await createRep(server.url, 'llm');
    // The sentence is synthesised in the persona's own voice, as the server will.
    const { profile } = await api(server.url, 'GET', `/v1/ai-personas/${rep.personaId}`, undefined, rep.token);
    await tts.warm();
    const synthesis = [];
    for (let i = 0; i < 9; i++) {
      const started = performance.now();
      await tts.synthesize(FIRST_SENTENCE, profile.voice);
      synthesis.push(performance.now() - started);
    }
    const synthMs = percentile(synthesis, 50);

    const live = await connect(server.url, rep, await newSession(server.url, rep, 'audio'), { voice: true });
    const overhead = [];
    const total = [];
    for (let i = 0; i < 12; i++) {
      const sentAt = performance.now();
      const { firstAudio } = await live.turn(`What slows your line down most, part ${i + 1}?`);
      const providerMs = provider.firstSentenceSentAt.at(-1) - sentAt;
      total.push(firstAudio);
      overhead.push(firstAudio - providerMs - synthMs);
    }
    live.close();
    report(
      `LLM voice turn: turn sent → first audio, p50 (ms)`,
      fmt(percentile(total, 50)),
      `provider ${FIRST_TOKEN_MS} ms + ${TOKEN_MS} ms/token`,
    );
    report('  first-sentence synthesis alone, p50 (ms)', fmt(synthMs), '');
    report('  our overhead above provider + synthesis, p50 (ms)', fmt(percentile(overhead, 50)), 'bar < 60');
  } finally {
    server.child.kill('SIGTERM');
    provider.close();
    await tts.close();
  }
}
