import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { MODE_NAMES } from '@buyerlab/contract';
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
          <CartesianGrid stroke="#e8ecf0" vertical={false} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={axis.domain}
            ticks={axis.ticks}
            tickFormatter={shortDate}
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
