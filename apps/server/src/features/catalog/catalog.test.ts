import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

type Named = { name: string; key: string };

describe('catalog API', () => {
  let t: TestApp;
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the industries of docs/product.md#catalog, with healthcare coming soon', async () => {
    const list = await get<(Named & { industry_id: number; status: string })[]>('/api/v1/industries/');
    expect(list.map((i) => i.name)).toEqual(['Food & Beverage Equipment', 'Packaging', 'Healthcare']);
    expect(list.find((i) => i.name === 'Healthcare')?.status).toBe('coming_soon');
    expect(list.find((i) => i.key === 'food_beverage_equipment')?.status).toBe('live');
    expect(list.every((i) => Number.isInteger(i.industry_id))).toBe(true);
  });

  it('lists the seven buyer roles, two manufacturing models, three plant sizes and three geographies', async () => {
    const roles = await get<(Named & { ai_role_id: number })[]>('/api/v1/ai-roles/');
    expect(roles.map((r) => r.name)).toEqual([
      'Plant Manager',
      'Operations Manager',
      'Production Manager',
      'Maintenance Manager',
      'Quality / Food Safety Specialist',
      'Procurement Manager',
      'Project Engineer',
    ]);
    const models = await get<(Named & { manufacturing_model_id: number })[]>('/api/v1/manufacturing-models/');
    expect(models.map((m) => m.key)).toEqual(['self_manufacturing', 'contract_manufacturing']);
    const sizes =
      await get<(Named & { plant_size_impact_id: number; employees: string })[]>('/api/v1/plant-size-impacts/');
    expect(sizes.map((s) => s.employees)).toEqual(['< 50 employees', '50–200 employees', '> 200 employees']);
    const geos = await get<Named[]>('/api/v1/geography');
    expect(geos.map((g) => g.key)).toEqual(['us', 'ca', 'mx']);
  });

  it('finds a mode by name (any case) and answers 404 for an unknown one', async () => {
    const mode = await get<{ mode_id: number; key: string }>('/api/v1/interaction-modes/by-name/Closing');
    expect(mode.key).toBe('closing');
    expect(Number.isInteger(mode.mode_id)).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/interaction-modes/by-name/haggling' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ detail: string }>().detail).toContain('haggling');
  });

  it('links every mode to roles, models and sizes, in the spec field shapes', async () => {
    const modes = await get<{ mode_id: number; key: string }[]>('/api/v1/interaction-modes/');
    const roleLinks = await get<{ mode_id: number; ai_role_id: number }[]>('/api/v1/interaction-mode-ai-roles/');
    const modelLinks = await get<
      { interaction_mode: { mode_id: number }; manufacturing_model: { manufacturing_model_id: number } }[]
    >('/api/v1/interaction-mode-manufacturing-models/');
    const sizeLinks = await get<{ mode_id: number; plant_size_impact_id: number }[]>(
      '/api/v1/interaction-mode-plant-size-impacts/',
    );
    for (const mode of modes) {
      expect(roleLinks.filter((l) => l.mode_id === mode.mode_id).length).toBeGreaterThan(0);
      expect(modelLinks.filter((l) => l.interaction_mode.mode_id === mode.mode_id).length).toBeGreaterThan(0);
      expect(sizeLinks.filter((l) => l.mode_id === mode.mode_id).length).toBeGreaterThan(0);
    }
    expect(modelLinks[0]).toEqual({
      interaction_mode: { mode_id: expect.any(Number) },
      manufacturing_model: { manufacturing_model_id: expect.any(Number) },
    });
  });

  it('seeds idempotently: a second start changes no ids and adds no rows', async () => {
    const before = await get<{ ai_role_id: number }[]>('/api/v1/ai-roles/');
    const { seed } = await import('../../db/seed');
    await seed(t.app.database.db);
    const after = await get<{ ai_role_id: number }[]>('/api/v1/ai-roles/');
    expect(after).toEqual(before);
    const links = await get<unknown[]>('/api/v1/interaction-mode-ai-roles/');
    await seed(t.app.database.db);
    expect(await get<unknown[]>('/api/v1/interaction-mode-ai-roles/')).toHaveLength(links.length);
  });
});
