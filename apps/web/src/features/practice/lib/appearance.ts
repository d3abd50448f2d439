/** How a persona looks: picked from its name so the same buyer always looks the same. */
export type Appearance = {
  skin: string;
  skinShade: string;
  hair: string;
  hairPath: string;
  eyes: string;
  jacket: string;
  backdrop: string;
  backdropLight: string;
};

const SKINS = [
  ['#f1c7a5', '#d9a784'],
  ['#e0ac84', '#c48d66'],
  ['#c68a5e', '#a56f47'],
  ['#8d5a3b', '#74472c'],
  ['#f5d6bd', '#dfb898'],
] as const;
const HAIRS = ['#2b1d14', '#4a3222', '#1c1c1c', '#7a5230', '#8c8c8c'] as const;
const EYES = ['#3b2a1a', '#2d4a6b', '#3f5a36', '#1f1f1f'] as const;
const JACKETS = ['#0f2a43', '#27496b', '#3a3f47', '#5b3a29', '#274d3f'] as const;
const BACKDROPS = [
  ['#dfe7ef', '#f4f7fa'],
  ['#e8e1d8', '#f7f3ee'],
  ['#dde8e1', '#f2f7f4'],
] as const;
/** Short crop, side part, and receding with sides. */
const HAIR_PATHS = [
  'M 54 100 C 50 56 76 42 100 42 C 126 42 152 56 146 100 C 140 80 128 68 100 68 C 72 68 60 80 54 100 Z',
  'M 52 104 C 46 60 72 40 104 42 C 134 44 154 62 148 104 C 144 84 134 72 116 66 C 96 74 72 72 60 84 C 56 90 54 96 52 104 Z',
  'M 54 104 C 52 84 56 70 64 64 C 62 78 60 90 58 104 Z M 146 104 C 148 84 144 70 136 64 C 138 78 140 90 142 104 Z',
] as const;

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

export function appearanceFor(name: string): Appearance {
  const h = hash(name.trim().toLowerCase() || 'buyer');
  const [skin, skinShade] = pick(SKINS, h);
  const [backdrop, backdropLight] = pick(BACKDROPS, h >>> 9);
  return {
    skin,
    skinShade,
    hair: pick(HAIRS, h >>> 3),
    hairPath: pick(HAIR_PATHS, h >>> 6),
    eyes: pick(EYES, h >>> 12),
    jacket: pick(JACKETS, h >>> 15),
    backdrop,
    backdropLight,
  };
}
