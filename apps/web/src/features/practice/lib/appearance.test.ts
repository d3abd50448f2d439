import { describe, expect, it } from 'vitest';
import type { BuyerLook } from '@buyerlab/contract';
import { appearanceFor } from './appearance';

const look = (over: Partial<BuyerLook> = {}): BuyerLook => ({
  gender: 'female',
  experience: 'mid',
  role: 'plant_manager',
  seed: 'persona-1',
  ...over,
});

describe('the drawn buyer’s appearance', () => {
  it('agrees with the voice: a woman has women’s hair and no beard, whatever the seed', () => {
    for (let i = 0; i < 60; i++) {
      const woman = appearanceFor('Maria', look({ seed: `s${i}` }));
      expect(woman.gender).toBe('female');
      expect(['long', 'bob', 'bun']).toContain(woman.hairStyle);
      expect(woman.beard).toBe(false);
      const man = appearanceFor('Carlos', look({ gender: 'male', seed: `s${i}` }));
      expect(['short', 'side', 'buzz', 'receding']).toContain(man.hairStyle);
    }
  });

  it('dresses the role and puts it where it works', () => {
    expect(appearanceFor('A', look({ role: 'maintenance_manager' }))).toMatchObject({
      outfit: 'hivis',
      scene: 'plant',
    });
    expect(appearanceFor('A', look({ role: 'quality_food_safety_specialist' }))).toMatchObject({ outfit: 'labcoat' });
    expect(appearanceFor('A', look({ role: 'procurement_manager' }))).toMatchObject({
      outfit: 'suit',
      scene: 'office',
    });
  });

  it('shows the years: only senior buyers have lines, and juniors are never grey or balding', () => {
    const greys = new Set(['#9a9a9a', '#bdbdbd', '#7d7d7d']);
    for (let i = 0; i < 60; i++) {
      const junior = appearanceFor('Sam', look({ gender: 'male', experience: 'junior', seed: `j${i}` }));
      expect(junior.lined).toBe(false);
      expect(greys.has(junior.hair)).toBe(false);
      expect(junior.hairStyle).not.toBe('receding');
      expect(appearanceFor('Sam', look({ experience: 'senior', seed: `j${i}` })).lined).toBe(true);
    }
  });

  it('is the same for the same persona, and varies across personas (skin, hair, glasses)', () => {
    expect(appearanceFor('Lupita', look())).toEqual(appearanceFor('Lupita', look()));
    const many = Array.from({ length: 40 }, (_, i) => appearanceFor('Lupita', look({ seed: `p${i}` })));
    expect(new Set(many.map((a) => a.skin)).size).toBeGreaterThan(3);
    expect(new Set(many.map((a) => a.hairStyle)).size).toBe(3);
    expect(many.some((a) => a.glasses)).toBe(true);
    expect(many.some((a) => !a.glasses)).toBe(true);
  });
});
