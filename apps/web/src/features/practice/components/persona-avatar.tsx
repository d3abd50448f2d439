import type { Mood } from '@buyerlab/contract';
import { Box } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { appearanceFor } from '../lib/appearance';

export type PersonaAvatarProps = {
  name: string;
  mood: Mood;
  speaking: boolean;
  /** Loudness of the buyer's voice right now, 0…1 (read every animation frame). */
  getLevel: () => number;
  size?: number | string;
  /** Draw the rounded backdrop (off when the avatar sits on its own tile). */
  backdrop?: boolean;
};

/** Brow angles (inner end raised or lowered) and mouth curve per mood. */
const EXPRESSIONS: Record<Mood, { browLeft: number; browRight: number; browLift: number; smile: number }> = {
  pleased: { browLeft: -4, browRight: 4, browLift: -4, smile: 9 },
  neutral: { browLeft: 0, browRight: 0, browLift: 0, smile: 2 },
  skeptical: { browLeft: 0, browRight: -12, browLift: -2, smile: -2 },
  annoyed: { browLeft: 14, browRight: -14, browLift: 4, smile: -8 },
};

function mouthPath(openness: number, smile: number): string {
  const left = 84;
  const right = 116;
  const y = 141 - smile * 0.25;
  const cornerY = y - smile;
  const top = y - 1 - openness * 2;
  const bottom = y + 3 + openness * 16;
  return `M ${left} ${cornerY} Q 100 ${top} ${right} ${cornerY} Q 100 ${bottom + Math.max(0, smile)} ${left} ${cornerY} Z`;
}

/**
 * The buyer, drawn in SVG: the mouth opens with the real amplitude of the buyer's audio, the
 * eyes blink at random intervals and the brows and mouth follow the buyer's mood. Animation runs
 * on requestAnimationFrame and touches the DOM directly, so speaking does not re-render React.
 */
export function PersonaAvatar({ name, mood, speaking, getLevel, size = '100%', backdrop = true }: PersonaAvatarProps) {
  const look = appearanceFor(name);
  const expression = EXPRESSIONS[mood];
  const mouthRef = useRef<SVGPathElement | null>(null);
  const lidsRef = useRef<SVGGElement | null>(null);
  const expressionRef = useRef(expression);
  const gradientId = useId();
  useEffect(() => {
    expressionRef.current = expression;
  });

  useEffect(() => {
    let frame = 0;
    let openness = 0;
    let nextBlink = performance.now() + 1500 + Math.random() * 3000;
    const tick = (now: number) => {
      const target = getLevel();
      // Open fast, close a little slower: reads as speech rather than flicker.
      openness += (target - openness) * (target > openness ? 0.6 : 0.3);
      mouthRef.current?.setAttribute('d', mouthPath(openness, expressionRef.current.smile));
      const sinceBlink = now - nextBlink;
      let lid = 0;
      if (sinceBlink >= 0 && sinceBlink < 160) lid = 1 - Math.abs(sinceBlink - 80) / 80;
      else if (sinceBlink >= 160) nextBlink = now + 2000 + Math.random() * 4500;
      lidsRef.current?.setAttribute('transform', `translate(0 ${(-14 + 14 * lid).toFixed(2)})`);
      lidsRef.current?.setAttribute('opacity', lid > 0 ? '1' : '0');
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [getLevel]);

  return (
    <Box
      component="svg"
      viewBox="0 0 200 220"
      role="img"
      aria-label={`${name}, ${mood}${speaking ? ', speaking' : ''}`}
      data-testid="persona-avatar"
      data-mood={mood}
      data-speaking={speaking ? 'true' : 'false'}
      sx={{ width: size, height: 'auto', display: 'block', maxHeight: '100%' }}
    >
      <defs>
        <radialGradient id={gradientId} cx="50%" cy="40%" r="70%">
          <stop offset="0%" stopColor={look.backdropLight} />
          <stop offset="100%" stopColor={look.backdrop} />
        </radialGradient>
      </defs>
      {backdrop ? <rect width="200" height="220" rx="24" fill={`url(#${gradientId})`} /> : null}
      {/* shoulders and collar */}
      <path d="M 24 220 C 30 176 64 164 100 164 C 136 164 170 176 176 220 Z" fill={look.jacket} />
      <path d="M 84 166 L 100 196 L 116 166 Z" fill="#ffffff" />
      <rect x="88" y="146" width="24" height="24" rx="8" fill={look.skinShade} />
      {/* head */}
      <ellipse cx="100" cy="104" rx="46" ry="54" fill={look.skin} />
      <ellipse cx="54" cy="108" rx="7" ry="11" fill={look.skinShade} />
      <ellipse cx="146" cy="108" rx="7" ry="11" fill={look.skinShade} />
      <path d={look.hairPath} fill={look.hair} />
      {/* eyes */}
      <g>
        <ellipse cx="82" cy="104" rx="8" ry="6" fill="#ffffff" />
        <ellipse cx="118" cy="104" rx="8" ry="6" fill="#ffffff" />
        <circle cx="82" cy="104" r="4" fill={look.eyes} />
        <circle cx="118" cy="104" r="4" fill={look.eyes} />
        <circle cx="83.5" cy="102.5" r="1.2" fill="#ffffff" />
        <circle cx="119.5" cy="102.5" r="1.2" fill="#ffffff" />
      </g>
      <clipPath id={`${gradientId}-eyes`}>
        <ellipse cx="82" cy="104" rx="9" ry="7" />
        <ellipse cx="118" cy="104" rx="9" ry="7" />
      </clipPath>
      <g clipPath={`url(#${gradientId}-eyes)`}>
        <g ref={lidsRef} opacity="0" data-testid="persona-eyelids">
          <rect x="70" y="97" width="60" height="14" fill={look.skinShade} />
        </g>
      </g>
      {/* brows follow the mood */}
      <g style={{ transition: 'transform 300ms ease' }} transform={`translate(0 ${expression.browLift})`}>
        <rect
          x="72"
          y="89"
          width="20"
          height="4"
          rx="2"
          fill={look.hair}
          transform={`rotate(${expression.browLeft} 82 91)`}
          style={{ transition: 'transform 300ms ease' }}
        />
        <rect
          x="108"
          y="89"
          width="20"
          height="4"
          rx="2"
          fill={look.hair}
          transform={`rotate(${expression.browRight} 118 91)`}
          style={{ transition: 'transform 300ms ease' }}
        />
      </g>
      {/* nose */}
      <path d="M 100 108 Q 96 122 101 126" stroke={look.skinShade} strokeWidth="3" fill="none" strokeLinecap="round" />
      {/* mouth: redrawn every frame from the audio level */}
      <path ref={mouthRef} d={mouthPath(0, expression.smile)} fill="#7a2e2e" stroke="#5c1f1f" strokeWidth="1.5" />
    </Box>
  );
}
