import { Box, Chip, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { describeRange } from '../lib/describe-range';
import { formatMetric, metricStatus, STATUS_LABEL, type MetricRange, type MetricStatus } from '../lib/metric-status';
import { MetricBullet } from './metric-bullet';

const CHIP_COLOR: Record<MetricStatus, 'success' | 'warning' | 'error'> = {
  healthy: 'success',
  watch: 'warning',
  hurts: 'error',
};

export type MetricCardProps = {
  id: string;
  title: string;
  value: number;
  unitLabel?: string;
  range: MetricRange | undefined;
  hint: string;
  children?: ReactNode;
};

/** One talk metric: the value, whether it is healthy (in words), the chart against its band. */
export function MetricCard({ id, title, value, unitLabel, range, hint, children }: MetricCardProps) {
  const status = range ? metricStatus(value, range) : null;
  const shown = formatMetric(value, range?.unit ?? 'count');
  return (
    <Paper
      variant="outlined"
      data-testid={`metric-${id}`}
      sx={{ p: 2, borderRadius: 1.4, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography component="h3" variant="subtitle2">
          {title}
        </Typography>
        {status ? (
          <Chip size="small" color={CHIP_COLOR[status]} variant="outlined" label={STATUS_LABEL[status]} />
        ) : null}
      </Box>
      <Typography sx={{ mt: 0.5 }}>
        <Box component="span" data-testid="metric-value" sx={{ fontSize: 28, fontWeight: 800 }}>
          {shown}
        </Box>
        {unitLabel ? (
          <Box component="span" sx={{ ml: 0.75, color: 'text.secondary', fontSize: 14 }}>
            {unitLabel}
          </Box>
        ) : null}
      </Typography>
      {range && status ? (
        <>
          <MetricBullet value={value} range={range} status={status} label={title} />
          <Typography variant="caption" color="text.secondary">
            {describeRange(range)}
          </Typography>
        </>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, lineHeight: 1.55 }}>
        {hint}
      </Typography>
      {children}
    </Paper>
  );
}
