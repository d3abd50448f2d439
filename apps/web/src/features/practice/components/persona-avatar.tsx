import type { BuyerLook, Mood } from '@buyerlab/contract';
import { Box } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { appearanceFor, type Appearance } from '../lib/appearance';
import { AvatarScene, BackHair, Beard, FaceLines, FrontHair, Glasses, Outfit } from './avatar-parts';

export type PersonaAvatarProps = {
  name: string;
  /** The persona's look (gender, experience, role, seed); without it the name alone decides. */
  look?: BuyerLook | undefined;
  mood: Mood;
  speaking: boolean;
  /** The rep is speaking: the buyer nods now and then, as a listener does. */
  listening?: boolean;
  /** Loudness of the buyer's voice right now, 0…1 (read every animation frame). */
  getLevel: () => number;
  size?: number | string;
  /** Draw the office or plant-floor backdrop (off when the avatar sits in a small round portrait). */
  backdrop?: boolean;
  /** Cover the whole box it sits in (the video tile), cropping the sides or the shoulders as needed. */
  cover?: boolean;
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

/** A nod every so often while the rep talks: down and back up in half a second. */
const NOD_EVERY_MS = 2600;
const NOD_MS = 520;

function Face({
  look,
  expression,
  gradientId,
}: {
  look: Appearance;
  expression: (typeof EXPRESSIONS)[Mood];
  gradientId: string;
}) {
  return (
    <>
      <ellipse cx="100" cy="104" rx={look.gender === 'female' ? 44 : 46} ry="54" fill={look.skin} />
      <ellipse cx="54" cy="108" rx="7" ry="11" fill={look.skinShade} />
      <ellipse cx="146" cy="108" rx="7" ry="11" fill={look.skinShade} />
      <FaceLines look={look} />
      <g>
        <ellipse cx="82" cy="104" rx="8" ry="6" fill="#ffffff" />
        <ellipse cx="118" cy="104" rx="8" ry="6" fill="#ffffff" />
        <circle cx="82" cy="104" r="4" fill={look.eyes} />
        <circle cx="118" cy="104" r="4" fill={look.eyes} />
        <circle cx="83.5" cy="102.5" r="1.2" fill="#ffffff" />
        <circle cx="119.5" cy="102.5" r="1.2" fill="#ffffff" />
      </g>
      {look.gender === 'female' ? (
        <path d="M 74 98 Q 82 94 90 98 M 110 98 Q 118 94 126 98" stroke="#2b1d14" strokeWidth="1.2" fill="none" />
      ) : null}
      <clipPath id={`${gradientId}-eyes`}>
        <ellipse cx="82" cy="104" rx="9" ry="7" />
        <ellipse cx="118" cy="104" rx="9" ry="7" />
      </clipPath>
      {/* brows follow the mood */}
      <g style={{ transition: 'transform 300ms ease' }} transform={`translate(0 ${expression.browLift})`}>
        {[
          { x: 72, cx: 82, angle: expression.browLeft },
          { x: 108, cx: 118, angle: expression.browRight },
        ].map((brow) => (
          <rect
            key={brow.x}
            x={brow.x}
            y="89"
            width="20"
            height={look.gender === 'female' ? 3 : 4}
            rx="2"
            fill={look.hair}
            transform={`rotate(${brow.angle} ${brow.cx} 91)`}
            style={{ transition: 'transform 300ms ease' }}
          />
        ))}
      </g>
      <path d="M 100 108 Q 96 122 101 126" stroke={look.skinShade} strokeWidth="3" fill="none" strokeLinecap="round" />
      {look.gender === 'female' ? (
        <>
          <circle cx="74" cy="124" r="7" fill="#e57373" opacity="0.18" />
          <circle cx="126" cy="124" r="7" fill="#e57373" opacity="0.18" />
        </>
      ) : null}
      <Beard look={look} />
    </>
  );
}

/**
 * The buyer on the video call, drawn in SVG from the persona: a woman or a man as the voice is,
 * older or younger with the years in the job, dressed for the role (hi-vis on the floor, a lab
 * coat in quality, a suit in purchasing) in an office or on the plant floor. The mouth opens with
 * the real loudness of the buyer's audio, the eyes blink, the head sways a little while idle and
 * nods now and then while the rep speaks; brows and mouth follow the mood. The animation runs on
 * requestAnimationFrame and touches the DOM directly, so speaking does not re-render React.
 */
export function PersonaAvatar({
  name,
  look: personaLook,
  mood,
  speaking,
  listening = false,
  getLevel,
  size = '100%',
  backdrop = true,
  cover = false,
}: PersonaAvatarProps) {
  const look = appearanceFor(name, personaLook);
  const expression = EXPRESSIONS[mood];
  const mouthRef = useRef<SVGPathElement | null>(null);
  const lidsRef = useRef<SVGGElement | null>(null);
  const headRef = useRef<SVGGElement | null>(null);
  const expressionRef = useRef(expression);
  const listeningRef = useRef(listening);
  const gradientId = useId();
  useEffect(() => {
    expressionRef.current = expression;
    listeningRef.current = listening;
  });

  useEffect(() => {
    let frame = 0;
    let openness = 0;
    let nextBlink = performance.now() + 1500 + Math.random() * 3000;
    let nodStart = -Infinity;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
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
      if (!still) {
        if (listeningRef.current && now - nodStart > NOD_EVERY_MS) nodStart = now;
        const nodPhase = (now - nodStart) / NOD_MS;
        const nod = nodPhase >= 0 && nodPhase < 1 ? Math.sin(nodPhase * Math.PI) : 0;
        const sway = Math.sin(now / 1700) * 1.2;
        const bob = Math.sin(now / 2300) * 0.8 + nod * 4;
        headRef.current?.setAttribute(
          'transform',
          `rotate(${(sway + nod * 3).toFixed(2)} 100 160) translate(0 ${bob.toFixed(2)})`,
        );
      }
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
      aria-label={`${name}, ${mood}${speaking ? ', speaking' : listening ? ', listening' : ''}`}
      data-testid="persona-avatar"
      data-mood={mood}
      data-speaking={speaking ? 'true' : 'false'}
      data-gender={look.gender}
      data-outfit={look.outfit}
      data-scene={look.scene}
      preserveAspectRatio={cover ? 'xMidYMid slice' : undefined}
      sx={
        cover
          ? { width: '100%', height: '100%', display: 'block' }
          : { width: size, height: 'auto', display: 'block', maxHeight: '100%' }
      }
    >
      {backdrop ? <AvatarScene scene={look.scene} id={gradientId} rounded={!cover} /> : null}
      <Outfit look={look} />
      <g ref={headRef}>
        <BackHair look={look} />
        {/* the neck in front of long hair, as it falls behind the shoulders */}
        <rect x="88" y="146" width="24" height="24" rx="8" fill={look.skinShade} />
        <Face look={look} expression={expression} gradientId={gradientId} />
        <g clipPath={`url(#${gradientId}-eyes)`}>
          <g ref={lidsRef} opacity="0" data-testid="persona-eyelids">
            <rect x="70" y="97" width="60" height="14" fill={look.skinShade} />
          </g>
        </g>
        {/* mouth: redrawn every frame from the audio level */}
        <path ref={mouthRef} d={mouthPath(0, expression.smile)} fill="#7a2e2e" stroke="#5c1f1f" strokeWidth="1.5" />
        <FrontHair look={look} />
        <Glasses look={look} />
      </g>
    </Box>
  );
}
