import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TeamCapability } from '@buyerlab/contract';
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
          <CartesianGrid stroke="#e8ecf0" vertical={false} />
          <XAxis
            dataKey="week_start"
            tickFormatter={(v: string) => shortDate(v).replace(/,? \d{4}$/, '')}
            tick={{ fontSize: 11, fill: '#4a5868' }}
            tickLine={false}
            axisLine={{ stroke: '#d5dbe2' }}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tick={{ fontSize: 11, fill: '#4a5868' }}
            tickLine={false}
            axisLine={false}
          />
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
