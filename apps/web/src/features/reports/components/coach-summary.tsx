import { Box, Paper, Skeleton, Typography } from '@mui/material';
import type { Report } from '@buyerlab/contract';
import type { CoachingFeedback } from '../api/get-coaching-feedback';
import type { Highlight } from '../hooks/use-highlighted-message';
import { EvidenceList } from './evidence-quote';

const SECTIONS = [
  { key: 'response_quality', title: 'Response quality' },
  { key: 'opportunity', title: 'Opportunity' },
  { key: 'communication', title: 'Communication' },
  { key: 'next_actions', title: 'Next actions' },
] as const;

type CoachSummaryProps = {
  feedback: CoachingFeedback | undefined;
  loading: boolean;
  narrative: Report['narrative'];
  highlight: Highlight;
  onShowMessage: (messageId: string, quote: string) => void;
};

/**
 * The coach's short read of the call: four sections from the analysis, plus the narrative if any,
 * with the rep's lines it points at (checked verbatim on the server) linked to the transcript.
 */
export function CoachSummary({ feedback, loading, narrative, highlight, onShowMessage }: CoachSummaryProps) {
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
          {narrative.text}
        </Typography>
      ) : null}
      {narrative && narrative.quotes.length > 0 ? (
        <EvidenceList
          quotes={narrative.quotes}
          label="Your lines the coach points at"
          testId="narrative-quotes"
          highlight={highlight}
          onShowMessage={onShowMessage}
          spacing={{ mb: 2 }}
        />
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
