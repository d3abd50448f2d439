import { deriveProfile, type PersonaProfile } from '@buyerlab/buyer';
import { describe, expect, it } from 'vitest';
import { briefingFor } from './briefing';

const input = {
  firstName: 'Dana',
  industry: 'food_beverage_equipment',
  role: 'plant_manager',
  experience: 'mid',
  geography: 'us',
  manufacturingModel: 'self_manufacturing',
  plantSize: 'medium',
  mode: 'closing',
} as const;
const closing = { key: 'closing', name: 'Closing', goal: 'Win the decision.' } as const;

const LINE_ITEMS =
  'Tray sealer TS-400 ........ 1 ........ 142,000. Freight ........ 1 ........ 12,000. Total USD 186,500. ' +
  'Payment terms: 30% with order, 60% on FAT, 10% on SAT.';

describe('briefingFor', () => {
  it('puts the proposal’s product on the table, with its price and terms', () => {
    const profile = deriveProfile({ ...input, seed: 'persona-1', documentSummary: LINE_ITEMS });
    expect(briefingFor(profile, closing)).toMatchObject({
      equipment: 'Tray sealer TS-400',
      proposal: { price: '$186,500', terms: '30 percent with the order, 60 percent on FAT and 10 percent on SAT' },
    });
  });

  it('shows the persona’s own equipment without a proposal, or when the proposal names no product', () => {
    const plain = deriveProfile({ ...input, seed: 'persona-1' });
    expect(briefingFor(plain, closing)).toMatchObject({ equipment: plain.equipment.name, proposal: null });
    const unnamed = deriveProfile({ ...input, seed: 'persona-1', documentSummary: 'The total price is CAD 240,000.' });
    expect(briefingFor(unnamed, closing)).toMatchObject({
      equipment: plain.equipment.name,
      proposal: { price: '240,000 Canadian dollars', terms: null },
    });
  });

  it('tells the avatar who to draw: the voice’s gender, the experience, the role and the persona’s seed', () => {
    for (const firstName of ['Maria', 'Carmen', 'Lupita', 'Frank', 'Derek']) {
      const profile = deriveProfile({
        ...input,
        firstName,
        experience: 'senior',
        role: 'maintenance_manager',
        seed: 'p9',
      });
      expect(briefingFor(profile, closing).look).toEqual({
        gender: profile.voice.gender,
        experience: 'senior',
        role: 'maintenance_manager',
        seed: 'p9',
      });
    }
    const women = ['Maria', 'Carmen', 'Lupita'].map((firstName) => deriveProfile({ ...input, firstName }).voice.gender);
    expect(women).toEqual(['female', 'female', 'female']);
  });

  it('still reads a profile stored before seeds and products existed', () => {
    const derived = deriveProfile({ ...input, documentSummary: 'The FillMaster is quoted at $412,000.' });
    const { product: _dropped, ...oldDocument } = derived.document ?? {
      excerpt: [],
      priceMentioned: null,
      figures: [],
    };
    const stored = JSON.parse(JSON.stringify({ ...derived, document: oldDocument })) as PersonaProfile;
    expect(briefingFor(stored, closing)).toMatchObject({
      name: derived.name,
      equipment: derived.equipment.name,
      proposal: { price: '$412,000', terms: null },
    });
  });
});
