import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import type { Report } from '@buyerlab/contract';
import { formatDate, formatDelta, MODE_LABEL, scoreBand } from '../lib/labels';

function ChangeSinceLast({ report }: { report: Report }) {
  const previous = report.previous;
  if (!previous) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="score-change">
        Your first {MODE_LABEL[report.mode].toLowerCase()} report — the next one will show your progress.
      </Typography>
    );
  }
  const delta = previous.change.overall;
  const up = delta > 0;
  const color = delta === 0 ? 'text.secondary' : up ? '#1b7a3d' : '#b3261e';
  return (
    <Box data-testid="score-change">
      <Typography sx={{ color, fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {delta === 0 ? null : up ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
        {delta === 0 ? 'No change' : `${formatDelta(delta)} points`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        since your last {MODE_LABEL[report.mode].toLowerCase()} call on {formatDate(previous.created_at)} (
        {Math.round(previous.overall_score)})
      </Typography>
    </Box>
  );
}

/** The overall score, big and unambiguous: number, band in words, and the change since last time. */
export function OverallScoreCard({ report }: { report: Report }) {
  const score = Math.round(report.overall_score);
  const band = scoreBand(score);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="overall-score-title"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.6, display: 'flex', gap: 3, alignItems: 'center', height: '100%' }}
    >
      <Box sx={{ position: 'relative', width: 132, height: 132, flexShrink: 0 }}>
        <CircularProgress
          variant="determinate"
          value={100}
          size={132}
          thickness={4.5}
          sx={{ color: 'grey.200', position: 'absolute' }}
          aria-hidden
        />
        <CircularProgress
          variant="determinate"
          value={score}
          size={132}
          thickness={4.5}
          sx={{ color: band.color, position: 'absolute', '& circle': { strokeLinecap: 'round' } }}
          aria-hidden
        />
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
          <Box>
            <Typography
              data-testid="overall-score"
              sx={{ fontSize: 44, fontWeight: 800, lineHeight: 1, color: band.color }}
            >
              {score}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              out of 100
            </Typography>
          </Box>
        </Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id="overall-score-title" variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          Overall score
        </Typography>
        <Typography variant="h5" sx={{ color: band.color, mb: 1 }}>
          {band.label}
        </Typography>
        <ChangeSinceLast report={report} />
      </Box>
    </Paper>
  );
}
