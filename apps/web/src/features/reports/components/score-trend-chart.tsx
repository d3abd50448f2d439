import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { MODE_NAMES } from '@buyerlab/contract';
import { CHART_GRID, CHART_SCORE_AXIS, CHART_X_AXIS } from '../../../components/ui/chart-style';
import { formatDate, MODE_COLOR, MODE_LABEL } from '../lib/labels';
import { dateAxis, type ModeName, type TrendPoint } from '../lib/progress';

const shortDate = (time: number) => new Date(time).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

type ScoreTrendChartProps = { points: TrendPoint[]; modes: ModeName[] };

/**
 * Overall score per session in time order, one line per mode. The same figures are in the
 * sessions table beside it, so the chart is a picture of them, not the only way to read them.
 */
export default function ScoreTrendChart({ points, modes }: ScoreTrendChartProps) {
  const byTime = new Map(points.map((p) => [p.time, p]));
  const axis = dateAxis(points);
  return (
    <div
      role="img"
      aria-label={`Overall score over your last ${points.length} sessions, by mode`}
      style={{ width: '100%', height: 260 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 4, left: -12 }}>
          <CartesianGrid {...CHART_GRID} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={axis.domain}
            ticks={axis.ticks}
            tickFormatter={shortDate}
            {...CHART_X_AXIS}
          />
          <YAxis {...CHART_SCORE_AXIS} />
          <Tooltip
            labelFormatter={(label) => {
              const point = byTime.get(Number(label));
              return point ? `Session ${point.index} · ${formatDate(point.date)}` : '';
            }}
            formatter={(value, name) => [String(value), MODE_LABEL[name as ModeName] ?? String(name)]}
          />
          <Legend formatter={(name: string) => MODE_LABEL[name as ModeName] ?? name} wrapperStyle={{ fontSize: 13 }} />
          {MODE_NAMES.filter((mode) => modes.includes(mode)).map((mode) => (
            <Line
              key={mode}
              type="monotone"
              dataKey={mode}
              stroke={MODE_COLOR[mode]}
              strokeWidth={2.5}
              dot={{ r: 4, strokeWidth: 0, fill: MODE_COLOR[mode] }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
