import type { Appearance } from '../lib/appearance';

// The pieces of the drawn buyer, on the avatar's 200 × 220 canvas: the head is centred at
// (100, 104), the chin at y 158, the shoulders run from y 164 to the bottom edge.

const SHOULDERS = 'M 24 220 C 30 176 64 164 100 164 C 136 164 170 176 176 220 Z';

/** An office (window, shelf of binders) or the plant floor (pipes, a machine, a hazard line). */
export function AvatarScene({ scene, id, rounded }: { scene: Appearance['scene']; id: string; rounded: boolean }) {
  const clip = `${id}-scene`;
  return (
    <>
      <defs>
        <clipPath id={clip}>
          <rect width="200" height="220" rx={rounded ? 24 : 0} />
        </clipPath>
        <linearGradient id={`${id}-wall`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={scene === 'office' ? '#f4f7fa' : '#e6eaef'} />
          <stop offset="100%" stopColor={scene === 'office' ? '#e2e8ef' : '#d3d9e0'} />
        </linearGradient>
      </defs>
      <g clipPath={`url(#${clip})`} data-testid={`scene-${scene}`}>
        <rect width="200" height="220" fill={`url(#${id}-wall)`} />
        {scene === 'office' ? (
          <>
            <rect x="128" y="20" width="58" height="72" rx="3" fill="#d6e8f7" stroke="#ffffff" strokeWidth="4" />
            <path d="M 157 20 V 92 M 128 56 H 186" stroke="#ffffff" strokeWidth="3" />
            <rect x="10" y="76" width="58" height="4" fill="#c2ad8f" />
            {[
              [14, 60, '#8aa1b8'],
              [22, 62, '#c59b6d'],
              [30, 58, '#7f9c86'],
              [38, 62, '#b5838d'],
              [48, 64, '#8aa1b8'],
            ].map(([x, y, color]) => (
              <rect key={x} x={x} y={y} width="7" height={76 - Number(y)} rx="1" fill={String(color)} opacity="0.8" />
            ))}
          </>
        ) : (
          <>
            <rect x="0" y="26" width="200" height="9" fill="#aeb7c3" />
            <rect x="0" y="38" width="200" height="4" fill="#c2c9d2" />
            <rect x="172" y="26" width="9" height="130" fill="#aeb7c3" />
            <rect x="8" y="84" width="54" height="70" rx="4" fill="#b9c1cb" />
            <rect x="16" y="94" width="22" height="14" rx="2" fill="#64748b" />
            <circle cx="48" cy="101" r="3.5" fill="#22c55e" />
            <rect x="0" y="154" width="200" height="66" fill="#c4cbd3" />
            <path d="M 0 156 H 200 V 162 H 0 Z" fill="#facc15" opacity="0.9" />
          </>
        )}
      </g>
    </>
  );
}

/** What the role wears: a suit, a shirt, a hi-vis vest over a polo, or a lab coat. */
export function Outfit({ look }: { look: Appearance }) {
  switch (look.outfit) {
    case 'suit':
      return (
        <g data-testid="outfit-suit">
          <path d={SHOULDERS} fill="#27364a" />
          <path d="M 84 166 L 100 200 L 116 166 Z" fill="#ffffff" />
          <path d="M 97 170 L 103 170 L 105 196 L 100 204 L 95 196 Z" fill="#8b1e2d" />
          <path d="M 84 166 L 100 202 L 76 178 Z M 116 166 L 100 202 L 124 178 Z" fill="#1d2a3a" />
        </g>
      );
    case 'hivis':
      return (
        <g data-testid="outfit-hivis">
          <path d={SHOULDERS} fill="#334155" />
          <path d="M 88 165 L 100 176 L 112 165" stroke="#1e293b" strokeWidth="3" fill="none" />
          <path
            d="M 30 220 C 34 186 56 172 84 166 L 92 220 Z M 170 220 C 166 186 144 172 116 166 L 108 220 Z"
            fill="#f97316"
          />
          <path d="M 38 196 L 89 196 L 90 203 L 35 203 Z M 111 196 L 162 196 L 165 203 L 110 203 Z" fill="#e5e7eb" />
        </g>
      );
    case 'labcoat':
      return (
        <g data-testid="outfit-labcoat">
          <path d={SHOULDERS} fill="#f8fafc" stroke="#cbd5e1" strokeWidth="1.5" />
          <path d="M 86 166 L 100 196 L 114 166 Z" fill="#93c5fd" />
          <path
            d="M 86 166 L 100 198 M 114 166 L 100 198 M 100 198 V 220"
            stroke="#cbd5e1"
            strokeWidth="2"
            fill="none"
          />
          <rect x="122" y="196" width="20" height="11" rx="2" fill="none" stroke="#cbd5e1" strokeWidth="1.5" />
          <rect x="127" y="190" width="2.5" height="10" rx="1" fill="#2563eb" />
        </g>
      );
    case 'shirt':
      return (
        <g data-testid="outfit-shirt">
          <path d={SHOULDERS} fill="#dbe7f3" />
          <path d="M 86 164 L 100 178 L 90 186 Z M 114 164 L 100 178 L 110 186 Z" fill="#c3d3e6" />
          <path d="M 100 178 V 220" stroke="#b3c4d8" strokeWidth="1.5" />
          <circle cx="100" cy="192" r="1.4" fill="#9fb2c8" />
          <circle cx="100" cy="206" r="1.4" fill="#9fb2c8" />
        </g>
      );
  }
}

/** Hair that falls behind the head: long hair to the shoulders, a bob, a bun. */
export function BackHair({ look }: { look: Appearance }) {
  switch (look.hairStyle) {
    case 'long':
      return (
        <path
          d="M 50 108 C 44 54 74 38 100 38 C 126 38 156 54 150 108 C 152 132 156 152 158 170 C 140 180 60 180 42 170 C 44 152 48 132 50 108 Z"
          fill={look.hair}
        />
      );
    case 'bob':
      return (
        <path
          d="M 50 108 C 44 54 74 38 100 38 C 126 38 156 54 150 108 L 153 150 C 142 158 130 156 124 148 L 76 148 C 70 156 58 158 47 150 Z"
          fill={look.hair}
        />
      );
    case 'bun':
      return <circle cx="100" cy="44" r="17" fill={look.hair} />;
    default:
      return null;
  }
}

const FRONT: Record<Appearance['hairStyle'], string> = {
  long: 'M 54 100 C 52 60 78 46 100 46 C 124 46 150 60 146 100 C 140 78 122 64 94 70 C 78 74 64 84 54 100 Z',
  bob: 'M 54 100 C 52 60 78 46 100 46 C 124 46 150 60 146 100 C 138 80 126 72 112 70 C 104 80 80 78 54 100 Z',
  bun: 'M 56 96 C 54 62 78 50 100 50 C 122 50 146 62 144 96 C 138 76 124 66 100 66 C 76 66 62 76 56 96 Z',
  short: 'M 54 100 C 50 56 76 42 100 42 C 126 42 152 56 146 100 C 140 80 128 68 100 68 C 72 68 60 80 54 100 Z',
  side: 'M 52 104 C 46 60 72 40 104 42 C 134 44 154 62 148 104 C 144 84 134 72 116 66 C 96 74 72 72 60 84 C 56 90 54 96 52 104 Z',
  receding:
    'M 54 104 C 52 84 56 70 64 64 C 62 78 60 90 58 104 Z M 146 104 C 148 84 144 70 136 64 C 138 78 140 90 142 104 Z',
  buzz: 'M 56 96 C 54 60 78 48 100 48 C 122 48 146 60 144 96 C 138 76 124 66 100 66 C 76 66 62 76 56 96 Z',
};

export function FrontHair({ look }: { look: Appearance }) {
  return (
    <path
      d={FRONT[look.hairStyle]}
      fill={look.hair}
      opacity={look.hairStyle === 'buzz' ? 0.85 : 1}
      data-testid={`hair-${look.hairStyle}`}
    />
  );
}

export function Beard({ look }: { look: Appearance }) {
  if (!look.beard) return null;
  return (
    <g fill={look.hair} data-testid="beard">
      <path d="M 56 112 C 58 150 80 162 100 162 C 120 162 142 150 144 112 C 138 132 124 146 100 148 C 76 146 62 132 56 112 Z" />
      <path d="M 84 133 Q 100 125 116 133 Q 100 137 84 133 Z" />
    </g>
  );
}

export function Glasses({ look }: { look: Appearance }) {
  if (!look.glasses) return null;
  return (
    <g stroke="#2b2b2b" strokeWidth="2.5" fill="rgba(255,255,255,0.12)" data-testid="glasses">
      <rect x="68" y="95" width="28" height="18" rx="6" />
      <rect x="104" y="95" width="28" height="18" rx="6" />
      <path d="M 96 103 Q 100 100 104 103 M 68 101 L 56 98 M 132 101 L 144 98" fill="none" />
    </g>
  );
}

/** A senior buyer's forehead lines and crow's feet. */
export function FaceLines({ look }: { look: Appearance }) {
  if (!look.lined) return null;
  return (
    <g stroke={look.skinShade} strokeWidth="1.4" fill="none" strokeLinecap="round" data-testid="face-lines">
      <path d="M 84 74 Q 100 70 116 74 M 88 80 Q 100 77 112 80" />
      <path d="M 66 100 L 61 97 M 66 105 L 61 106 M 134 100 L 139 97 M 134 105 L 139 106" />
    </g>
  );
}
