/** The look the score charts share (Recharts props): a light grid, small grey ticks, scores 0–100. */
export const CHART_GRID = { stroke: '#e8ecf0', vertical: false } as const;
export const CHART_TICK = { fontSize: 11, fill: '#4a5868' } as const;
/** The time axis's line; its data, ticks and labels are each chart's own. */
export const CHART_X_AXIS = { tick: CHART_TICK, tickLine: false, axisLine: { stroke: '#d5dbe2' } } as const;
/** The 0–100 score axis, in quarters. */
export const CHART_SCORE_AXIS = {
  domain: [0, 100],
  ticks: [0, 25, 50, 75, 100],
  tick: CHART_TICK,
  tickLine: false,
  axisLine: false,
} as const;
