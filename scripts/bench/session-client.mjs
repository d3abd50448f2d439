// Helpers for benchmarks that drive real practice sessions over HTTP and the live WebSocket.
import WebSocket from 'ws';

export const COUPON = 'BENCH-COUPON';

export async function api(base, method, path, body, token) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A fresh rep (signed up with the bench coupon) and a persona to start sessions with. */
export async function createRep(base, tag) {
  const email = `bench-${tag}-${Date.now()}@example.com`;
  const { token, user } = await api(base, 'POST', '/v1/auth/sign-up', {
    first_name: 'Bench',
    last_name: 'Rep',
    email,
    phone_number: '+911234567890',
    password: 'bench-password',
    couponCode: COUPON,
  });
  const ids = async (path, key) => new Map((await api(base, 'GET', path)).map((r) => [r.key, r[key]]));
  const roles = await ids('/v1/ai-roles/', 'ai_role_id');
  const models = await ids('/v1/manufacturing-models/', 'manufacturing_model_id');
  const sizes = await ids('/v1/plant-size-impacts/', 'plant_size_impact_id');
  const industries = await ids('/v1/industries/', 'industry_id');
  const modes = await ids('/v1/interaction-modes/', 'mode_id');
  const { persona_id } = await api(
    base,
    'POST',
    '/v1/ai-personas/',
    {
      name: 'Alex',
      behavioral_traits: [{ name: 'placeholder', intensity: 1, description: 'placeholder' }],
      industry_id: industries.get('food_beverage_equipment'),
      ai_role_id: roles.get('plant_manager'),
      experience_level: 'mid',
      geography: 'us',
      manufacturing_model_id: models.get('self_manufacturing'),
      plant_size_impact_id: sizes.get('medium'),
      mode_id: modes.get('discovering'),
    },
    token,
  );
  return { token, userId: user.user_id, personaId: persona_id, modeId: modes.get('discovering') };
}

export async function newSession(base, rep, type) {
  const { session_id } = await api(
    base,
    'POST',
    '/v1/sessions/',
    { mode_id: rep.modeId, persona_id: rep.personaId, ...(type ? { type } : {}) },
    rep.token,
  );
  return session_id;
}

/** Opens the live socket of a session; resolves once the `ready` frame arrived. */
export async function connect(base, rep, sessionId, { voice = false } = {}) {
  const { ticket } = await api(base, 'POST', `/v1/sessions/${sessionId}/live-ticket`, {}, rep.token);
  const ws = new WebSocket(
    `${base.replace('http', 'ws')}/api/v1/live/${sessionId}?ticket=${ticket}${voice ? '&voice=1' : ''}`,
    {
      headers: { origin: base },
    },
  );
  const listeners = new Set();
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    for (const l of listeners) l(frame);
  });
  await new Promise((resolve, reject) => {
    const onReady = (f) => {
      if (f.type === 'ready') {
        listeners.delete(onReady);
        resolve();
      }
    };
    listeners.add(onReady);
    ws.once('error', reject);
  });
  /** Sends a turn; resolves with timings (ms) to the first chunk, first audio and the end. */
  const turn = (text) =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      const times = { firstChunk: null, firstAudio: null, end: null };
      const onFrame = (f) => {
        if (f.type === 'reply.chunk' && times.firstChunk === null) times.firstChunk = performance.now() - t0;
        if (f.type === 'reply.audio' && times.firstAudio === null) times.firstAudio = performance.now() - t0;
        if (f.type === 'error') {
          listeners.delete(onFrame);
          reject(new Error(f.detail));
        }
        if (f.type === 'reply.end') {
          times.end = performance.now() - t0;
          listeners.delete(onFrame);
          resolve(times);
        }
      };
      listeners.add(onFrame);
      ws.send(JSON.stringify({ type: 'turn', client_turn_id: String(t0), text, spoken: voice }));
    });
  /** One `ping` → `pong` round trip (ms). */
  const ping = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const onFrame = (f) => {
        if (f.type !== 'pong') return;
        listeners.delete(onFrame);
        resolve(performance.now() - t0);
      };
      listeners.add(onFrame);
      ws.send(JSON.stringify({ type: 'ping' }));
    });
  return { ws, turn, ping, close: () => ws.close() };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const REP_LINES = [
  'How are your lines running this quarter?',
  'What happens when a changeover runs long?',
  'How does that show up in your OEE numbers?',
  'Who else would weigh in on a decision like this?',
  'What would a good result look like by year end?',
  'What does an hour of downtime cost you?',
];
