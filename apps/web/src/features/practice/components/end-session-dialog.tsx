import { Alert, Box, Button, Typography } from '@mui/material';
import { LIMITS } from '@buyerlab/contract';
import { AppDialog } from '../../../components/ui/app-dialog';

type EndSessionDialogProps = {
  open: boolean;
  messageCount: number;
  ending: boolean;
  onClose: () => void;
  onBackToSession: () => void;
  onQuit: () => void;
};

export const END_SESSION_WARNING = `At least ${LIMITS.minMessagesForReport} messages are needed for a report.`;

/** docs/product.md#end-session: back to the session (with the document upload), or quit anyway. */
export function EndSessionDialog({
  open,
  messageCount,
  ending,
  onClose,
  onBackToSession,
  onQuit,
}: EndSessionDialogProps) {
  const tooShort = messageCount < LIMITS.minMessagesForReport;
  return (
    <AppDialog open={open} onClose={onClose} title="End this session?" labelledBy="end-session-title" width={440}>
      <Typography color="text.secondary">
        {tooShort
          ? 'You can keep practising, or quit now and tell us how it went.'
          : 'Quitting completes the session and takes you to your report.'}
      </Typography>
      {tooShort ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="under-five-warning">
          {END_SESSION_WARNING} This session has {messageCount}.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={onBackToSession} disabled={ending}>
          BACK TO Session
        </Button>
        <Button variant="outlined" color="error" onClick={onQuit} disabled={ending}>
          quit session anyway
        </Button>
      </Box>
    </AppDialog>
  );
}
