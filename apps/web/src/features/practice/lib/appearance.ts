import type { BuyerLook } from '@buyerlab/contract';

/**
 * How a buyer looks on the video call: drawn from the persona, so the face agrees with the voice
 * (gender), the years in the job (experience), and the role (what they wear and where they stand);
 * the rest (skin, hair, glasses) comes from the persona's seed, so one buyer always looks the same.
 */
export type Appearance = {
  gender: 'female' | 'male';
  skin: string;
  skinShade: string;
  hair: string;
  hairStyle: HairStyle;
  beard: boolean;
  glasses: boolean;
  /** Lines on the forehead and beside the eyes of a senior buyer. */
  lined: boolean;
  eyes: string;
  outfit: Outfit;
  scene: 'office' | 'plant';
};

export type HairStyle = 'long' | 'bob' | 'bun' | 'short' | 'side' | 'receding' | 'buzz';
export type Outfit = 'suit' | 'shirt' | 'hivis' | 'labcoat';

const SKINS = [
  ['#f5d6bd', '#dfb898'],
  ['#f1c7a5', '#d9a784'],
  ['#e0ac84', '#c48d66'],
  ['#c68a5e', '#a56f47'],
  ['#a86f48', '#8a5635'],
  ['#7c4e31', '#643c23'],
] as const;
const HAIRS = ['#2b1d14', '#4a3222', '#1c1c1c', '#7a5230', '#a8743f'] as const;
const GREYS = ['#9a9a9a', '#bdbdbd', '#7d7d7d'] as const;
const EYES = ['#3b2a1a', '#2d4a6b', '#3f5a36', '#1f1f1f'] as const;
const FEMALE_STYLES: readonly HairStyle[] = ['long', 'bob', 'bun'];
const MALE_STYLES: readonly HairStyle[] = ['short', 'side', 'buzz'];

/** Where each role works and what they wear there. */
const DRESS: Record<string, { outfit: Outfit; scene: Appearance['scene'] }> = {
  plant_manager: { outfit: 'shirt', scene: 'plant' },
  operations_manager: { outfit: 'shirt', scene: 'office' },
  production_manager: { outfit: 'hivis', scene: 'plant' },
  maintenance_manager: { outfit: 'hivis', scene: 'plant' },
  quality_food_safety_specialist: { outfit: 'labcoat', scene: 'plant' },
  procurement_manager: { outfit: 'suit', scene: 'office' },
  project_engineer: { outfit: 'hivis', scene: 'plant' },
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length] as T;
}

/** The look of a buyer; without the persona's look (older sessions) the name alone decides. */
export function appearanceFor(name: string, look?: BuyerLook): Appearance {
  const h = hash(`${look?.seed ?? ''}|${name.trim().toLowerCase() || 'buyer'}`);
  const gender = look?.gender ?? (h % 2 === 0 ? 'female' : 'male');
  const experience = look?.experience ?? 'mid';
  const [skin, skinShade] = pick(SKINS, h);
  // Years show: a senior buyer is often grey and sometimes balding; a junior one never is.
  const grey = experience === 'senior' ? (h >>> 5) % 5 < 3 : experience === 'mid' ? (h >>> 5) % 7 === 0 : false;
  const styles = gender === 'female' ? FEMALE_STYLES : MALE_STYLES;
  const balding = gender === 'male' && experience === 'senior' && (h >>> 8) % 3 === 0;
  const dress = DRESS[look?.role ?? ''] ?? { outfit: 'shirt', scene: 'office' };
  return {
    gender,
    skin,
    skinShade,
    hair: grey ? pick(GREYS, h >>> 11) : pick(HAIRS, h >>> 3),
    hairStyle: balding ? 'receding' : pick(styles, h >>> 6),
    beard: gender === 'male' && (h >>> 14) % 3 === 0,
    glasses: (h >>> 17) % 3 === 0 || (experience === 'senior' && (h >>> 17) % 3 === 1),
    lined: experience === 'senior',
    eyes: pick(EYES, h >>> 12),
    outfit: dress.outfit,
    scene: dress.scene,
  };
}
