import { Box, ButtonBase, Typography } from '@mui/material';
import { formatDelta, MODE_COLOR, MODE_LABEL, scoreBand } from '../lib/labels';
import type { ModeProgress } from '../lib/progress';

type ModeProgressCardProps = { progress: ModeProgress; selected: boolean; onSelect: () => void };

const MODE_GOAL = {
  prospecting: 'Book the first meeting',
  discovering: 'Uncover the real problem',
  closing: 'Win a concrete commitment',
} as const;

/** One mode at a glance; choosing it shows that mode's skills below. */
export function ModeProgressCard({ progress, selected, onSelect }: ModeProgressCardProps) {
  const { mode, sessions, latest, best, sinceFirst } = progress;
  const band = latest === null ? null : scoreBand(Math.round(latest));
  const label = MODE_LABEL[mode];
  return (
    <ButtonBase
      onClick={onSelect}
      aria-pressed={selected}
      data-testid={`mode-progress-${mode}`}
      sx={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
        textAlign: 'left',
        p: { xs: 2, md: 2.5 },
        borderRadius: 1.6,
        border: '2px solid',
        borderColor: selected ? MODE_COLOR[mode] : 'divider',
        bgcolor: selected ? 'action.hover' : 'background.paper',
        transition: 'border-color 120ms ease',
        '&:hover': { borderColor: MODE_COLOR[mode] },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: MODE_COLOR[mode] }} aria-hidden />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 800 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          {sessions === 1 ? '1 session' : `${sessions} sessions`}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {MODE_GOAL[mode]}
      </Typography>
      {latest === null || band === null ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          No {label.toLowerCase()} report yet.
        </Typography>
      ) : (
        <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontSize: 36, fontWeight: 800, lineHeight: 1, color: band.color }}>
            {Math.round(latest)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700, color: band.color }}>
            {band.label}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
            {sinceFirst === null
              ? `Your first ${label.toLowerCase()} score; the next call shows the change.`
              : `${formatDelta(sinceFirst)} since your first ${label.toLowerCase()} call · best ${Math.round(best ?? latest)}`}
          </Typography>
        </Box>
      )}
    </ButtonBase>
  );
}
