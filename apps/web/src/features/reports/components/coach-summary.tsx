import { Box, Paper, Skeleton, Typography } from '@mui/material';
import type { CoachingFeedback } from '../api/get-coaching-feedback';

const SECTIONS = [
  { key: 'response_quality', title: 'Response quality' },
  { key: 'opportunity', title: 'Opportunity' },
  { key: 'communication', title: 'Communication' },
  { key: 'next_actions', title: 'Next actions' },
] as const;

type CoachSummaryProps = { feedback: CoachingFeedback | undefined; loading: boolean; narrative: string | null };

/** The coach's short read of the call: four sections from the analysis, plus the narrative if any. */
export function CoachSummary({ feedback, loading, narrative }: CoachSummaryProps) {
  if (!loading && !feedback && !narrative) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="coach-summary-title"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.6, height: '100%' }}
    >
      <Typography id="coach-summary-title" variant="overline" color="text.secondary">
        Coach’s summary
      </Typography>
      {narrative ? (
        <Typography data-testid="narrative" sx={{ mt: 0.5, mb: 2, lineHeight: 1.7 }}>
          {narrative}
        </Typography>
      ) : null}
      {loading ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Skeleton width="60%" />
          <Skeleton />
          <Skeleton width="80%" />
        </Box>
      ) : feedback ? (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
            gap: { xs: 2, md: 3 },
          }}
        >
          {SECTIONS.map((section) => (
            <Box key={section.key}>
              <Typography component="dt" variant="subtitle2">
                {section.title}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                color="text.secondary"
                sx={{ m: 0, mt: 0.25, lineHeight: 1.6 }}
              >
                {feedback[section.key]}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
