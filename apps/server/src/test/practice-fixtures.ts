import type { FastifyInstance } from 'fastify';
import { createTestUser } from './users';

type Catalog = {
  roles: Map<string, number>;
  models: Map<string, number>;
  sizes: Map<string, number>;
  modes: Map<string, number>;
  industries: Map<string, number>;
};

async function ids(app: FastifyInstance, url: string, idKey: string): Promise<Map<string, number>> {
  const res = await app.inject({ method: 'GET', url });
  return new Map(res.json<Record<string, string | number>[]>().map((r) => [String(r.key), Number(r[idKey])]));
}

export async function loadCatalog(app: FastifyInstance): Promise<Catalog> {
  return {
    industries: await ids(app, '/api/v1/industries/', 'industry_id'),
    roles: await ids(app, '/api/v1/ai-roles/', 'ai_role_id'),
    models: await ids(app, '/api/v1/manufacturing-models/', 'manufacturing_model_id'),
    sizes: await ids(app, '/api/v1/plant-size-impacts/', 'plant_size_impact_id'),
    modes: await ids(app, '/api/v1/interaction-modes/', 'mode_id'),
  };
}

export function personaPayload(c: Catalog, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Alex',
    behavioral_traits: [{ name: 'placeholder', intensity: 1, description: 'placeholder' }],
    industry_id: c.industries.get('food_beverage_equipment'),
    ai_role_id: c.roles.get('plant_manager'),
    experience_level: 'senior',
    geography: 'us',
    manufacturing_model_id: c.models.get('contract_manufacturing'),
    plant_size_impact_id: c.sizes.get('medium'),
    mode_id: c.modes.get('discovering'),
    ...overrides,
  };
}

/** A signed-in rep with a persona and a session in the given mode. */
export async function createPracticeSession(
  app: FastifyInstance,
  mode = 'discovering',
  type: 'audio' | 'video' | null = null,
) {
  const { user, token } = await createTestUser(app);
  const auth = { authorization: `Bearer ${token}` };
  const catalog = await loadCatalog(app);
  const persona = await app.inject({
    method: 'POST',
    url: '/api/v1/ai-personas/',
    headers: auth,
    payload: personaPayload(catalog, { mode_id: catalog.modes.get(mode) }),
  });
  if (persona.statusCode !== 201) throw new Error(`persona: ${persona.body}`);
  const personaId = persona.json<{ persona_id: string }>().persona_id;
  const session = await app.inject({
    method: 'POST',
    url: '/api/v1/sessions/',
    headers: auth,
    payload: { mode_id: catalog.modes.get(mode), persona_id: personaId, ...(type ? { type } : {}) },
  });
  if (session.statusCode !== 201) throw new Error(`session: ${session.body}`);
  return { user, token, auth, catalog, personaId, sessionId: session.json<{ session_id: string }>().session_id };
}

/** Rep turns that make a reportable discovery call with the offline buyer. */
export const REPORTABLE_TURNS = [
  'Thanks for the time today. How are your lines running this quarter?',
  'What happens on the floor when a changeover runs long?',
  'How does that show up in your OEE numbers?',
  'Who else would be involved in deciding on a fix like that?',
  'Would a line walk with your maintenance lead next week make sense?',
];

/** A whole practised call for an existing user: persona, session, five turns, end, report. Returns the session id. */
export async function practiseReportedCall(
  app: FastifyInstance,
  auth: { authorization: string },
  mode = 'discovering',
  /** A team assignment the session practises. */
  assignmentId?: string,
) {
  const post = async (url: string, payload?: unknown) => {
    const res = await app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<Record<string, string>>();
  };
  const catalog = await loadCatalog(app);
  const modeId = catalog.modes.get(mode);
  const { persona_id } = await post('/api/v1/ai-personas/', personaPayload(catalog, { mode_id: modeId }));
  const { session_id } = await post('/api/v1/sessions/', {
    mode_id: modeId,
    persona_id,
    ...(assignmentId ? { assignment_id: assignmentId } : {}),
  });
  for (const user_input of REPORTABLE_TURNS) await post(`/api/v1/ai-persona-chat/chat/${session_id}`, { user_input });
  await post(`/api/v1/sessions/${session_id}/end`);
  await post('/api/v1/performance-reports/', { session_id });
  return session_id!;
}
