import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TeamCapability } from '@buyerlab/contract';
import { CHART_GRID, CHART_SCORE_AXIS, CHART_X_AXIS } from '../../../components/ui/chart-style';
import { shortDate } from '../lib/format';

/** The team's average overall score per week. The weekly figures are listed beside it for screen readers. */
export default function MaturityChart({ weeks }: { weeks: TeamCapability['maturity'] }) {
  const summary = weeks.map((w) => `week of ${shortDate(w.week_start)}: ${w.average}`).join('; ');
  return (
    <div
      role="img"
      aria-label={`Team average overall score by week — ${summary}`}
      style={{ width: '100%', height: 240 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={weeks} margin={{ top: 8, right: 12, bottom: 4, left: -12 }}>
          <CartesianGrid {...CHART_GRID} />
          <XAxis
            dataKey="week_start"
            tickFormatter={(v: string) => shortDate(v).replace(/,? \d{4}$/, '')}
            {...CHART_X_AXIS}
          />
          <YAxis {...CHART_SCORE_AXIS} />
          <Tooltip
            labelFormatter={(label) => (typeof label === 'string' ? `Week of ${shortDate(label)}` : '')}
            formatter={(value, _name, item) => [
              `${String(value)} (${(item.payload as { reports: number }).reports} reports)`,
              'Team average',
            ]}
          />
          <Line
            type="monotone"
            dataKey="average"
            stroke="#1565c0"
            strokeWidth={2.5}
            dot={{ r: 4 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
