import type { Report } from '@buyerlab/contract';

export type MetricRange = Report['metrics']['ranges'][string];
export type MetricStatus = 'healthy' | 'watch' | 'hurts';

/** Where a value sits against its healthy band: inside, outside it, or past the point where it hurts. */
export function metricStatus(value: number, range: MetricRange): MetricStatus {
  if (range.hurts_above !== null && value > range.hurts_above) return 'hurts';
  if (range.min !== null && value < range.min) return 'watch';
  if (range.max !== null && value > range.max) return 'watch';
  return 'healthy';
}

export const STATUS_LABEL: Record<MetricStatus, string> = {
  healthy: 'Healthy',
  watch: 'Outside range',
  hurts: 'Hurting the call',
};

/** Shares are stored as fractions; everything else is shown as is, rounded for reading. */
export function formatMetric(value: number, unit: string): string {
  if (unit === 'share') return `${Math.round(value * 100)}%`;
  if (unit === 'per_100_words') return value.toFixed(1);
  return String(Math.round(value));
}

/** A scale wide enough to show the value, the healthy band and the hurting zone together. */
export function metricScaleMax(value: number, range: MetricRange): number {
  if (range.unit === 'share') return 1;
  const marks = [value, range.min, range.max, range.ideal, range.hurts_above].filter((n): n is number => n !== null);
  const top = Math.max(...marks, 1);
  return Math.ceil(top * 1.25);
}

/** The healthy band as [from, to] on the scale. */
export function healthyBand(range: MetricRange, scaleMax: number): [number, number] {
  return [range.min ?? 0, range.max ?? range.hurts_above ?? scaleMax];
}
