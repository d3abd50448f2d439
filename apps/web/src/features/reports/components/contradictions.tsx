import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import type { Report } from '@buyerlab/contract';

type ContradictionsProps = {
  items: Report['contradictions'];
  onShowMessage: (messageId: string, quote: string) => void;
};

/** Claims the rep made that contradict the uploaded document: the fact, and what was said. */
export function Contradictions({ items, onShowMessage }: ContradictionsProps) {
  if (items.length === 0) return null;
  return (
    <Alert
      severity="error"
      variant="outlined"
      icon={<ReportProblemOutlinedIcon />}
      data-testid="contradictions"
      sx={{ borderRadius: 1.4 }}
    >
      <AlertTitle>What you said contradicts your document</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={`${item.message_id}:${item.quote}`} sx={{ lineHeight: 1.6 }}>
            <Link
              component="button"
              type="button"
              onClick={() => onShowMessage(item.message_id, item.quote)}
              sx={{ fontStyle: 'italic', textAlign: 'left', verticalAlign: 'baseline' }}
            >
              “{item.quote}”
            </Link>
            {item.fact ? ` — the document says: ${item.fact}` : null}
            {item.note ? ` (${item.note})` : null}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}
