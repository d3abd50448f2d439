import type { Mood } from '../profile/types';
import type { BuyerState } from './types';

/** The avatar's expression: a momentary reaction first, then the standing relationship. */
export function moodOf(state: BuyerState): Mood {
  if (state.outcome === 'lost') return 'annoyed';
  if (state.outcome === 'meeting_agreed' || state.outcome === 'next_step_agreed') return 'pleased';
  if (state.lastEvent === 'rude' || state.lastEvent === 'role_break' || state.patience < 0.25) return 'annoyed';
  if (state.trust >= 0.62 && state.interest >= 0.45) return 'pleased';
  if (state.trust < 0.35 || state.lastEvent === 'pitch' || state.lastEvent === 'ramble') return 'skeptical';
  return 'neutral';
}
