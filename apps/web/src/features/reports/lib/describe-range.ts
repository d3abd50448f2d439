import { formatMetric, type MetricRange } from './metric-status';

const UNIT_SUFFIX: Record<string, string> = {
  words: ' words',
  seconds: ' s',
  wpm: ' wpm',
  per_100_words: ' per 100 words',
  count: '',
  share: '',
};

/** The lower end of a band reads without its unit: "35–55%". */
const bare = (n: number, unit: string) => (unit === 'share' ? String(Math.round(n * 100)) : formatMetric(n, unit));

/** "Healthy 35–55%, hurts above 65%" — the band in words, so the chart is never the only carrier. */
export function describeRange(range: MetricRange): string {
  const suffix = UNIT_SUFFIX[range.unit] ?? '';
  const f = (n: number) => `${formatMetric(n, range.unit)}${suffix}`;
  const parts: string[] = [];
  if (range.min !== null && range.max !== null) parts.push(`Healthy ${bare(range.min, range.unit)}–${f(range.max)}`);
  else if (range.min !== null) parts.push(`Healthy at ${f(range.min)} or more`);
  else if (range.max !== null) parts.push(`Healthy up to ${f(range.max)}`);
  if (range.ideal !== null) parts.push(`ideal ${f(range.ideal)}`);
  if (range.hurts_above !== null) parts.push(`hurts above ${f(range.hurts_above)}`);
  return parts.join(' · ');
}
