import { describe, expect, it } from 'vitest';
import { formatMetric, healthyBand, metricScaleMax, metricStatus, type MetricRange } from './metric-status';

const talkShare: MetricRange = { min: 0.35, max: 0.55, ideal: 0.43, hurts_above: 0.65, unit: 'share' };
const questions: MetricRange = { min: 8, max: null, ideal: null, hurts_above: null, unit: 'count' };

describe('metricStatus', () => {
  it('marks a talk share inside the band healthy, above it outside, and past 65% hurting', () => {
    expect(metricStatus(0.43, talkShare)).toBe('healthy');
    expect(metricStatus(0.6, talkShare)).toBe('watch');
    expect(metricStatus(0.7, talkShare)).toBe('hurts');
    expect(metricStatus(0.2, talkShare)).toBe('watch');
  });

  it('treats a minimum-only range as open above', () => {
    expect(metricStatus(12, questions)).toBe('healthy');
    expect(metricStatus(3, questions)).toBe('watch');
  });
});

describe('scale and format', () => {
  it('shows shares as percentages on a 0–100% scale', () => {
    expect(formatMetric(0.434, 'share')).toBe('43%');
    expect(metricScaleMax(0.9, talkShare)).toBe(1);
    expect(healthyBand(talkShare, 1)).toEqual([0.35, 0.55]);
  });

  it('widens the scale past both the value and the band', () => {
    expect(metricScaleMax(20, questions)).toBe(25);
    expect(healthyBand(questions, 25)).toEqual([8, 25]);
  });
});
