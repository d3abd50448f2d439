import type { Outcome, Report } from '@buyerlab/contract';

export type ScoreBand = { label: string; color: string; tint: string };

/** Bands a rep reads at a glance; colour always comes with the words, never alone. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 75) return { label: 'Strong', color: '#1b7a3d', tint: '#e6f4ea' };
  if (score >= 50) return { label: 'Developing', color: '#9a5b00', tint: '#fdf1dc' };
  return { label: 'Needs work', color: '#b3261e', tint: '#fce8e6' };
}

export const MODE_LABEL: Record<Report['mode'], string> = {
  prospecting: 'Prospecting',
  discovering: 'Discovering',
  closing: 'Closing',
};

/** Each mode's colour in the dashboard's cards, chart and session list (always beside its name). */
export const MODE_COLOR: Record<Report['mode'], string> = {
  prospecting: '#1565c0',
  discovering: '#7b1fa2',
  closing: '#e65100',
};

export const OUTCOME_LABEL: Record<Outcome, string> = {
  in_progress: 'Still open',
  meeting_agreed: 'Meeting agreed',
  next_step_agreed: 'Next step agreed',
  no_decision: 'No decision',
  lost: 'Lost the buyer',
};

/** "decision_criteria" → "Decision criteria". */
export const humanise = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export const formatDelta = (delta: number) => (delta > 0 ? `+${Math.round(delta)}` : String(Math.round(delta)));
