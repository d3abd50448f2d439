import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, uploadDocuments } from '../../test/document-fixtures';
import { createPracticeSession, loadCatalog, personaPayload } from '../../test/practice-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';

describe('personas and sessions API', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let other: { authorization: string };
  let catalog: Awaited<ReturnType<typeof loadCatalog>>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${(await createTestUser(t.app)).token}` };
    other = { authorization: `Bearer ${(await createTestUser(t.app)).token}` };
    catalog = await loadCatalog(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const createPersona = (payload: Record<string, unknown>, headers = auth) =>
    t.app.inject({ method: 'POST', url: '/api/v1/ai-personas/', headers, payload });

  it('requires sign-in', async () => {
    const res = await createPersona(personaPayload(catalog), {} as { authorization: string });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Please sign in to continue.' });
  });

  it('creates a persona with a derived profile that only its owner can read', async () => {
    const res = await createPersona(personaPayload(catalog));
    expect(res.statusCode).toBe(201);
    const { persona_id } = res.json<{ persona_id: string }>();
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/ai-personas/${persona_id}`, headers: auth });
    expect(mine.statusCode).toBe(200);
    const body = mine.json<{
      name: string;
      ai_role: { name: string };
      briefing: { name: string; title: string; mode: string };
      profile: { hiddenPains: unknown[]; company: { name: string } };
    }>();
    expect(body.name).toBe('Alex');
    expect(body.ai_role.name).toBe('Plant Manager');
    expect(body.briefing.name).toMatch(/^Alex /);
    expect(body.briefing.mode).toBe('discovering');
    expect(body.profile.hiddenPains.length).toBeGreaterThan(0);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/v1/ai-personas/${persona_id}`, headers: other });
    expect(theirs.statusCode).toBe(404);
  });

  const readPersona = async (persona_id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/ai-personas/${persona_id}`, headers: auth })).json<{
      profile: { name: string; company: { name: string }; kpis: unknown; input: { seed?: string } };
    }>().profile;
  const sessionOf = async (persona_id: string, mode: string, extra: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/',
      headers: auth,
      payload: { mode_id: catalog.modes.get(mode), persona_id, ...extra },
    });
    expect(res.statusCode).toBe(201);
    const { session_id } = res.json<{ session_id: string }>();
    const got = await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${session_id}`, headers: auth });
    return got.json<{ briefing: Record<string, unknown> }>().briefing;
  };

  it('makes each persona its own buyer, even when built from the same name and choices', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++)
      ids.push((await createPersona(personaPayload(catalog))).json<{ persona_id: string }>().persona_id);
    const profiles = await Promise.all(ids.map(readPersona));
    expect(profiles.map((p) => p.input.seed)).toEqual(ids);
    expect(new Set(profiles.map((p) => `${p.name} · ${p.company.name} · ${JSON.stringify(p.kpis)}`)).size).toBe(4);
    for (const p of profiles) expect(p.name).toMatch(/^Alex /);
  });

  it('keeps a persona the same buyer in each of its sessions, whatever the mode', async () => {
    const { persona_id } = (await createPersona(personaPayload(catalog))).json<{ persona_id: string }>();
    const stored = await readPersona(persona_id);
    const briefings = [
      await sessionOf(persona_id, 'discovering'),
      await sessionOf(persona_id, 'closing'),
      await sessionOf(persona_id, 'prospecting'),
    ];
    for (const b of briefings) {
      expect(b.name).toBe(stored.name);
      expect(b.company).toBe(stored.company.name);
      expect({ location: b.location, plant: b.plant, equipment: b.equipment }).toEqual({
        location: briefings[0]?.location,
        plant: briefings[0]?.plant,
        equipment: briefings[0]?.equipment,
      });
    }
    expect(briefings.map((b) => b.mode)).toEqual(['discovering', 'closing', 'prospecting']);
  });

  it('briefs a closing session on the uploaded proposal: its product on the table, its price and terms', async () => {
    const pdf = buildPdf([
      {
        lines: [
          'Quotation Q-2291 for Harvest Valley Foods',
          'Thank you for the opportunity to quote.',
          'Tray sealer TS-400 ........ 1 ........ 142,000',
          'Infeed conveyor IC-2 ........ 1 ........ 18,500',
          'Installation and commissioning ........ 1 ........ 14,000',
          'Freight ........ 1 ........ 12,000',
          'Total USD 186,500',
          'Payment terms: 30% with order, 60% on FAT, 10% on SAT',
        ],
      },
    ]);
    const uploaded = await uploadDocuments(t.app, auth, [{ name: 'quote.pdf', data: pdf, type: 'application/pdf' }]);
    expect(uploaded.statusCode).toBe(201);
    const [doc] = uploaded.json<{ document_id: string }[]>();
    const { persona_id } = (await createPersona(personaPayload(catalog))).json<{ persona_id: string }>();
    const plain = await sessionOf(persona_id, 'closing');
    const briefed = await sessionOf(persona_id, 'closing', { document_ids: [doc?.document_id] });
    expect(plain.equipment).not.toBe('Tray sealer TS-400');
    expect(plain.proposal).toBeNull();
    expect(briefed).toMatchObject({
      name: plain.name,
      equipment: 'Tray sealer TS-400',
      proposal: { price: '$186,500', terms: '30 percent with the order, 60 percent on FAT and 10 percent on SAT' },
    });
  });

  it('refuses an industry that is coming soon, unknown ids and roles the mode does not offer', async () => {
    const healthcare = await createPersona(
      personaPayload(catalog, { industry_id: catalog.industries.get('healthcare') }),
    );
    expect(healthcare.statusCode).toBe(422);
    expect(healthcare.json<{ detail: string }>().detail).toContain('coming soon');
    const unknown = await createPersona(personaPayload(catalog, { ai_role_id: 9999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ detail: string }>().detail).toContain('role');
    const notOffered = await createPersona(
      personaPayload(catalog, {
        mode_id: catalog.modes.get('prospecting'),
        ai_role_id: catalog.roles.get('project_engineer'),
      }),
    );
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json<{ detail: string }>().detail).toBe(
      'Project Engineer is not offered in Prospecting mode. Choose one of the options listed.',
    );
  });

  it('refuses catalog ids beyond what the database can hold as unknown, not with a server error', async () => {
    // Catalog ids are PostgreSQL integers: 2^31 and beyond passed `int()` and failed in the query.
    for (const field of ['industry_id', 'ai_role_id', 'manufacturing_model_id', 'plant_size_impact_id', 'mode_id']) {
      const res = await createPersona(personaPayload(catalog, { [field]: 2 ** 31 }));
      expect(res.statusCode, field).toBe(422);
      expect(res.json<{ detail: string }>().detail).toMatch(new RegExp(`^${field}: `));
    }
    const { persona_id } = (await createPersona(personaPayload(catalog))).json<{ persona_id: string }>();
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/',
      headers: auth,
      payload: { mode_id: Number.MAX_SAFE_INTEGER, persona_id },
    });
    expect(session.statusCode).toBe(422);
    expect(session.json<{ detail: string }>().detail).toMatch(/^mode_id: /);
  });

  it('validates the payload with the spec message for a missing first name', async () => {
    const res = await createPersona(personaPayload(catalog, { name: '   ' }));
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toContain('First Name is required.');
    const long = await createPersona(personaPayload(catalog, { name: 'x'.repeat(61) }));
    expect(long.json()).toEqual({ detail: 'name: First Name must be at most 60 characters' });
  });

  it('creates a session for your own persona, shows its briefing and rubric, and hides it from others', async () => {
    const { persona_id } = (await createPersona(personaPayload(catalog))).json<{ persona_id: string }>();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/',
      headers: other,
      payload: { mode_id: catalog.modes.get('closing'), persona_id },
    });
    expect(refused.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/',
      headers: auth,
      payload: { mode_id: catalog.modes.get('closing'), persona_id, type: 'video' },
    });
    expect(res.statusCode).toBe(201);
    const { session_id } = res.json<{ session_id: string }>();
    const got = await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${session_id}`, headers: auth });
    expect(got.statusCode).toBe(200);
    const s = got.json<{
      status: string;
      type: string;
      mode: { key: string };
      rubric: { key: string; weight: number }[];
      max_minutes: number;
      started_at: null;
      message_count: number;
    }>();
    expect(s).toMatchObject({
      status: 'active',
      type: 'video',
      mode: { key: 'closing' },
      max_minutes: 15,
      started_at: null,
      message_count: 0,
    });
    expect(s.rubric.map((r) => r.key)).toContain('objection_handling');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${session_id}`, headers: other })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${session_id}` })).statusCode).toBe(401);
  });

  describe('the session type chosen after creation (docs/product.md#session-flow: the mode chooser comes after the session)', () => {
    const setType = (sessionId: string, type: unknown, headers?: { authorization: string }) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/sessions/${sessionId}/type`,
        payload: { type },
        ...(headers ? { headers } : {}),
      });
    const typeOf = async (sessionId: string, headers: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/sessions/${sessionId}`, headers })).json<{
        type: string | null;
      }>().type;

    it('is stored for the owner, can change until the session starts, and is answered with the session', async () => {
      const s = await createPracticeSession(t.app, 'closing');
      expect(await typeOf(s.sessionId, s.auth)).toBeNull();
      const video = await setType(s.sessionId, 'video', s.auth);
      expect(video.statusCode).toBe(200);
      expect(video.json<{ type: string; session_id: string }>()).toMatchObject({
        type: 'video',
        session_id: s.sessionId,
      });
      expect((await setType(s.sessionId, 'audio', s.auth)).statusCode).toBe(200);
      expect(await typeOf(s.sessionId, s.auth)).toBe('audio');
    });

    it('is fixed once the session has started as one type, and the opening is spoken for it', async () => {
      const s = await createPracticeSession(t.app, 'discovering');
      await setType(s.sessionId, 'audio', s.auth);
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/v1/sessions/${s.sessionId}/start`,
        headers: s.auth,
      });
      expect(started.json<{ messages: { spoken: boolean }[] }>().messages[0]?.spoken).toBe(true);
      expect((await setType(s.sessionId, 'audio', s.auth)).statusCode).toBe(200);
      const changed = await setType(s.sessionId, 'video', s.auth);
      expect(changed.statusCode).toBe(409);
      expect(changed.json<{ detail: string }>().detail).toBe(
        'This session has already started as an audio session. Start a new one to change it.',
      );
      expect(await typeOf(s.sessionId, s.auth)).toBe('audio');
    });

    it('refuses other users (404), signed-out callers (401) and types other than audio or video (422)', async () => {
      const s = await createPracticeSession(t.app, 'prospecting');
      expect((await setType(s.sessionId, 'video', other)).statusCode).toBe(404);
      expect((await setType(s.sessionId, 'video')).statusCode).toBe(401);
      expect((await setType(s.sessionId, 'hologram', s.auth)).statusCode).toBe(422);
      expect(await typeOf(s.sessionId, s.auth)).toBeNull();
    });
  });
});
