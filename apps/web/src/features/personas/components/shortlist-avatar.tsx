import { Box } from '@mui/material';
import type { ShortlistedPersona } from '../content/shortlist';

type AvatarKind = ShortlistedPersona['avatar'];

const PALETTE: Record<AvatarKind, { from: string; to: string; skin: string; hair: string }> = {
  operations: { from: '#dbe7f3', to: '#b9cfe6', skin: '#e8b98f', hair: '#2b1d16' },
  food: { from: '#e3f1ea', to: '#bfe0cf', skin: '#f3d0b5', hair: '#8a5a35' },
  plant: { from: '#fde6d6', to: '#f8c9a8', skin: '#b97a4e', hair: '#1f1a17' },
  engineer: { from: '#efe7d6', to: '#e2d3b0', skin: '#8d5a3b', hair: '#191413' },
};

/** Head, neck and shoulders shared by every portrait; clothing and gear differ per persona. */
function Bust({ skin, shirt }: { skin: string; shirt: string }) {
  return (
    <>
      <path d="M38 170 C40 126 68 110 100 110 C132 110 160 126 162 170 Z" fill={shirt} />
      <path d="M89 92 h22 v20 c0 6 -22 6 -22 0 Z" fill={skin} />
      <ellipse cx="100" cy="70" rx="25" ry="29" fill={skin} />
      <ellipse cx="75" cy="72" rx="4" ry="7" fill={skin} />
      <ellipse cx="125" cy="72" rx="4" ry="7" fill={skin} />
      <circle cx="91" cy="72" r="2.4" fill="#1d2630" />
      <circle cx="109" cy="72" r="2.4" fill="#1d2630" />
      <path d="M92 85 q8 6 16 0" stroke="#7a3d2b" strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </>
  );
}

function Gear({ kind, hair }: { kind: AvatarKind; hair: string }) {
  switch (kind) {
    case 'operations':
      return (
        <>
          <path
            d="M74 66 C72 38 90 34 100 34 C114 34 128 40 126 66 C120 52 108 46 98 48 C88 50 80 56 74 66 Z"
            fill={hair}
          />
          <circle cx="100" cy="33" r="10" fill={hair} />
          <path d="M70 170 L88 112 L100 132 L112 112 L130 170 Z" fill="#1d3b5c" />
          <path d="M88 112 L100 132 L112 112 L100 116 Z" fill="#ffffff" />
          <path d="M94 118 L100 150 L106 118" stroke="#f26b1d" strokeWidth="2" fill="none" />
          <rect x="93" y="148" width="14" height="18" rx="2" fill="#ffffff" stroke="#f26b1d" strokeWidth="1.5" />
        </>
      );
    case 'food':
      return (
        <>
          <path d="M73 64 C72 40 88 34 100 34 C114 34 128 40 127 64 C118 56 84 56 73 64 Z" fill="#cfe6f5" />
          <path d="M75 58 C84 50 116 50 125 58" stroke="#9cc8e4" strokeWidth="1.5" strokeDasharray="2 3" fill="none" />
          <path d="M75 64 C77 74 79 80 80 84" stroke={hair} strokeWidth="4" fill="none" strokeLinecap="round" />
          <path d="M125 64 C123 74 121 80 120 84" stroke={hair} strokeWidth="4" fill="none" strokeLinecap="round" />
          <rect x="83" y="66" width="14" height="11" rx="4" fill="none" stroke="#2f4a63" strokeWidth="2" />
          <rect x="103" y="66" width="14" height="11" rx="4" fill="none" stroke="#2f4a63" strokeWidth="2" />
          <path d="M97 71 h6" stroke="#2f4a63" strokeWidth="2" />
          <path d="M40 170 C42 128 70 112 100 112 C130 112 158 128 160 170 Z" fill="#fbfdff" stroke="#d6e2ec" />
          <path d="M88 112 L100 140 L112 112" fill="#7fb59a" />
          <rect x="118" y="136" width="12" height="3" rx="1.5" fill="#2f4a63" />
          <rect x="118" y="142" width="9" height="3" rx="1.5" fill="#f26b1d" />
        </>
      );
    case 'plant':
      return (
        <>
          <path d="M72 60 C72 34 128 34 128 60 Z" fill="#ffffff" stroke="#c8d2dc" strokeWidth="1.5" />
          <path d="M66 60 h68 v6 h-68 Z" fill="#eef2f6" stroke="#c8d2dc" strokeWidth="1.5" />
          <path d="M97 37 h6 v23 h-6 Z" fill="#e4e9ee" />
          <path d="M88 80 q12 -4 24 0 q-12 4 -24 0 Z" fill={hair} />
          <path d="M54 170 L70 118 L86 114 L92 170 Z" fill="#f26b1d" />
          <path d="M146 170 L130 118 L114 114 L108 170 Z" fill="#f26b1d" />
          <path d="M62 150 L90 150 M110 150 L138 150" stroke="#fff3c4" strokeWidth="5" />
        </>
      );
    case 'engineer':
      return (
        <>
          <path d="M72 60 C72 32 128 32 128 60 Z" fill="#f4c430" />
          <path d="M66 60 h68 v6 h-68 Z" fill="#e0ad1b" />
          <path d="M84 38 q16 -6 32 0" stroke="#e0ad1b" strokeWidth="3" fill="none" />
          <path
            d="M80 66 h40 v10 c0 4 -4 6 -8 6 h-24 c-4 0 -8 -2 -8 -6 Z"
            fill="rgba(120,190,230,0.45)"
            stroke="#33536f"
            strokeWidth="1.8"
          />
          <path d="M86 90 q14 10 28 0 v6 q-14 8 -28 0 Z" fill={hair} />
          <rect x="112" y="128" width="30" height="38" rx="4" fill="#33536f" />
          <rect x="116" y="132" width="22" height="28" rx="2" fill="#9fd3f0" />
          <path d="M120 150 l5 -6 l5 4 l6 -9" stroke="#0f2a43" strokeWidth="1.8" fill="none" />
        </>
      );
  }
}

const SHIRTS: Record<AvatarKind, string> = {
  operations: '#ffffff',
  food: '#fbfdff',
  plant: '#2f5d8a',
  engineer: '#6b7f8e',
};

/** A drawn portrait for a shortlisted persona (docs/product.md#data: the card has an image). */
export function ShortlistAvatar({ kind, label }: { kind: AvatarKind; label: string }) {
  const p = PALETTE[kind];
  return (
    <Box sx={{ width: '100%', height: '100%', background: `linear-gradient(135deg, ${p.from}, ${p.to})` }}>
      <svg
        viewBox="0 0 200 170"
        role={label ? 'img' : undefined}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : true}
        width="100%"
        height="100%"
        preserveAspectRatio="xMidYMax meet"
        style={{ display: 'block' }}
      >
        <circle cx="168" cy="30" r="34" fill="rgba(255,255,255,0.35)" />
        <circle cx="26" cy="140" r="22" fill="rgba(255,255,255,0.25)" />
        <Bust skin={p.skin} shirt={SHIRTS[kind]} />
        <Gear kind={kind} hair={p.hair} />
      </svg>
    </Box>
  );
}
