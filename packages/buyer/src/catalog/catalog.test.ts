import { describe, expect, it } from 'vitest';
import { classifyTurn } from '../classify/classify-turn';
import { keywordHits } from '../modes/objection-match';
import type { ObjectionTemplate } from './types';
import { CATALOG } from './index';

const allObjections: ObjectionTemplate[] = [
  ...CATALOG.roles.flatMap((r) => r.knowledge.objections),
  ...CATALOG.manufacturingModels.flatMap((m) => m.knowledge.objections),
  ...CATALOG.plantSizes.flatMap((s) => s.knowledge.objections),
  ...CATALOG.geographies.flatMap((g) => g.knowledge.objections),
  ...CATALOG.modes.flatMap((m) => m.knowledge.brushOffs),
];

describe('reference catalog', () => {
  it('lists the values of docs/product.md#catalog', () => {
    expect(CATALOG.industries.map((i) => [i.key, i.status])).toEqual([
      ['food_beverage_equipment', 'live'],
      ['packaging', 'coming_soon'],
      ['healthcare', 'coming_soon'],
    ]);
    expect(CATALOG.roles).toHaveLength(7);
    expect(CATALOG.plantSizes.map((s) => s.employees)).toEqual([
      '< 50 employees',
      '50–200 employees',
      '> 200 employees',
    ]);
    expect(CATALOG.geographies.map((g) => g.key)).toEqual(['us', 'ca', 'mx']);
  });

  it('links every mode only to catalog entries that exist', () => {
    const roles = new Set(CATALOG.roles.map((r) => r.key));
    for (const mode of CATALOG.modes) {
      expect(CATALOG.modeLinks.roles[mode.key].length).toBeGreaterThan(0);
      for (const r of CATALOG.modeLinks.roles[mode.key]) expect(roles.has(r)).toBe(true);
    }
  });

  it('has objection ids that are unique across the catalog', () => {
    const ids = allObjections.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes every objection resolvable by an answer that follows its own hint', () => {
    for (const o of allObjections) {
      const hits = keywordHits(o, classifyTurn(o.resolutionHint));
      expect(hits, `${o.id}: "${o.resolutionHint}"`).toBeGreaterThan(0);
    }
  });

  it('is plain JSON so the server can seed it into the database', () => {
    expect(JSON.parse(JSON.stringify(CATALOG))).toEqual(CATALOG);
  });
});
