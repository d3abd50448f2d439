import { Bar, BarChart, ReferenceArea, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { formatMetric, healthyBand, metricScaleMax, type MetricRange, type MetricStatus } from '../lib/metric-status';

const STATUS_COLOR: Record<MetricStatus, string> = { healthy: '#1b7a3d', watch: '#8a4b00', hurts: '#b3261e' };

type MetricBulletProps = { value: number; range: MetricRange; status: MetricStatus; label: string };

/**
 * A bullet chart: the rep's value as a bar over the healthy band (green), the zone where the
 * metric hurts the call (red) and the ideal (dashed line). The numbers are also given in text.
 */
export function MetricBullet({ value, range, status, label }: MetricBulletProps) {
  const scaleMax = metricScaleMax(value, range);
  const [from, to] = healthyBand(range, scaleMax);
  const shown = Math.min(value, scaleMax);
  const ticks = range.unit === 'share' ? [0, 0.25, 0.5, 0.75, 1] : [0, scaleMax / 2, scaleMax];
  return (
    <div
      role="img"
      aria-label={`${label}: ${formatMetric(value, range.unit)} against its healthy range`}
      style={{ width: '100%', height: 58 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[{ name: label, value: shown }]}
          layout="vertical"
          margin={{ top: 6, right: 10, bottom: 0, left: 10 }}
        >
          <XAxis
            type="number"
            domain={[0, scaleMax]}
            ticks={ticks}
            tickFormatter={(tick: number) => formatMetric(tick, range.unit)}
            tick={{ fontSize: 11, fill: '#4a5868' }}
            tickLine={false}
            axisLine={{ stroke: '#d5dbe2' }}
            height={20}
          />
          <YAxis type="category" dataKey="name" hide />
          <ReferenceArea x1={from} x2={to} fill="#1b7a3d" fillOpacity={0.14} ifOverflow="hidden" />
          {range.hurts_above !== null && range.hurts_above < scaleMax ? (
            <ReferenceArea x1={range.hurts_above} x2={scaleMax} fill="#b3261e" fillOpacity={0.12} ifOverflow="hidden" />
          ) : null}
          {range.ideal !== null ? (
            <ReferenceLine x={range.ideal} stroke="#1b7a3d" strokeDasharray="4 3" strokeWidth={2} />
          ) : null}
          <Bar
            dataKey="value"
            barSize={14}
            fill={STATUS_COLOR[status]}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
