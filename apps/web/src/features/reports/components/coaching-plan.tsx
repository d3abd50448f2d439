import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Paper, Typography } from '@mui/material';
import type { Report } from '@buyerlab/contract';
import { MODE_LABEL } from '../lib/labels';

const COLUMNS = [
  { key: 'keep', title: 'Keep', lead: 'What worked', color: '#1b7a3d' },
  { key: 'start', title: 'Start', lead: 'Add next time', color: '#27496b' },
  { key: 'stop', title: 'Stop', lead: 'Drop this habit', color: '#b3261e' },
] as const;

type CoachingPlanProps = { coaching: Report['coaching']; starting: boolean; onStartDrill: () => void };

/** Keep / Start / Stop, and the one drill to practise next with a button that starts it. */
export function CoachingPlan({ coaching, starting, onStartDrill }: CoachingPlanProps) {
  const drill = coaching.next_drill;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {COLUMNS.map((column) => (
          <Paper
            key={column.key}
            variant="outlined"
            data-testid={`coaching-${column.key}`}
            sx={{
              p: 2,
              borderRadius: 1.4,
              borderLeft: `4px solid ${column.color}`,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
              columnGap: 2,
            }}
          >
            <Box>
              <Typography component="h3" variant="h6" sx={{ color: column.color, fontSize: 18 }}>
                {column.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {column.lead}
              </Typography>
            </Box>
            {coaching[column.key].length > 0 ? (
              <Box component="ul" sx={{ m: 0, mt: { xs: 1, sm: 0 }, pl: 2.25, display: 'grid', gap: 0.75 }}>
                {coaching[column.key].map((line) => (
                  <Typography key={line} component="li" variant="body2" sx={{ lineHeight: 1.6 }}>
                    {line}
                  </Typography>
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                Nothing here this time.
              </Typography>
            )}
          </Paper>
        ))}
      </Box>
      <Paper
        data-testid="next-drill"
        sx={{
          p: { xs: 2.5, md: 3 },
          borderRadius: 1.4,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          gap: 2,
          alignItems: { sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="overline" sx={{ opacity: 0.8 }}>
            Your next drill · {MODE_LABEL[drill.mode]}
          </Typography>
          <Typography component="h3" variant="h6">
            {drill.title}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.9, lineHeight: 1.6 }}>
            {drill.description}
          </Typography>
        </Box>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<PlayArrowIcon />}
          onClick={onStartDrill}
          disabled={starting}
          sx={{ flexShrink: 0 }}
        >
          {starting ? 'Starting…' : 'Start this drill'}
        </Button>
      </Paper>
    </Box>
  );
}
