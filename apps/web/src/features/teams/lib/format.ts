import type { ModeName } from '@buyerlab/contract';

export const MODE_LABEL: Record<ModeName, string> = {
  prospecting: 'Prospecting',
  discovering: 'Discovering',
  closing: 'Closing',
};

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "+4", "−3", "±0"; empty when there is nothing to compare with. */
export const signedChange = (change: number | null) =>
  change === null ? '' : change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : '±0';

/** Cell colours for a 0–100 score: the number is always printed too, so colour is never alone. */
export function scoreTint(score: number): { background: string; color: string } {
  if (score >= 75) return { background: '#d7f0de', color: '#0f5128' };
  if (score >= 60) return { background: '#eef5d3', color: '#3d4a06' };
  if (score >= 45) return { background: '#fdf0d5', color: '#6b3f00' };
  return { background: '#fbe1de', color: '#8c1d16' };
}

export const fullName = (m: { first_name: string; last_name: string }) => `${m.first_name} ${m.last_name}`.trim();
