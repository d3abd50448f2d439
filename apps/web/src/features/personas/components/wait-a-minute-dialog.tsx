import { Alert, Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { LIMITS, SESSION_LIMITS } from '@buyerlab/contract';
import { usePersonaModalStore } from '../store/persona-modal-store';
import { AppDialog } from '../../../components/ui/app-dialog';
import { SESSION_TYPE_CARDS } from '../content/session-types';
import { WAIT_A_MINUTE_TITLE } from '../content/titles';
import { usePersonaBuilderStore } from '../store/persona-builder-store';

/** docs/product.md#start-confirmation: the start confirmation, naming the chosen mode. */
export function WaitAMinuteDialog() {
  const { open, type } = usePersonaModalStore((s) => s.waitAMinute);
  const setWaitAMinute = usePersonaModalStore((s) => s.setWaitAMinute);
  const navigate = useNavigate();
  const maxMinutes = usePersonaBuilderStore((s) => s.session?.max_minutes ?? SESSION_LIMITS.defaultMaxMinutes);
  const card = SESSION_TYPE_CARDS.find((c) => c.type === type);

  function go(path: string) {
    setWaitAMinute(false);
    void navigate(path);
  }

  return (
    <AppDialog
      open={open}
      onClose={() => setWaitAMinute(false)}
      title={WAIT_A_MINUTE_TITLE}
      width={520}
      labelledBy="wait-a-minute-title"
    >
      {card ? (
        <>
          <Typography>
            You chose <strong data-testid="chosen-session-mode">{card.title}</strong>.
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.6 }}>
            {card.needs} The session runs for up to {maxMinutes} minutes; at least {LIMITS.minMessagesForReport}{' '}
            messages are needed for a scored report.
          </Typography>
        </>
      ) : (
        <Alert severity="warning">Choose a session mode first.</Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => go('/pricing')}>
          BACK TO PRICING
        </Button>
        <Button variant="contained" color="secondary" disabled={!card} onClick={() => card && go(`/chat/${card.type}`)}>
          PROCEED TO SESSION
        </Button>
      </Stack>
    </AppDialog>
  );
}
