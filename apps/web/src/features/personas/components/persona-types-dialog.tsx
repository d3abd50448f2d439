import { Alert, Button, CircularProgress, Grid, Stack, TextField, Typography } from '@mui/material';
import { PERSONA_MESSAGES } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import { usePersonaModalStore } from '../store/persona-modal-store';
import { AppDialog } from '../../../components/ui/app-dialog';
import { PERSONA_TYPE_CARDS, PERSONA_TYPE_COUNT } from '../content/persona-types';
import { PERSONA_TYPES_TITLE } from '../content/titles';
import { useCurrentMode } from '../hooks/use-current-mode';
import { useEntryStatus } from '../hooks/use-entry-status';
import { useStartPracticeSession } from '../hooks/use-start-practice-session';
import { usePersonaBuilderStore } from '../store/persona-builder-store';
import { PersonaTypeCard } from './persona-type-card';

/** The server's detail (e.g. a 422 naming what the mode does not offer), else a plain retry hint. */
function describeStartError(error: Error): string {
  if (error instanceof ApiError) return error.message;
  return 'We could not create your buyer. Check your connection and try again.';
}

/**
 * docs/product.md#persona-types-dialog: a required First Name and six cards, each opening the picker for its type.
 * 'Proceed to Next step' needs all six entries and the name; it creates persona and session.
 */
export function PersonaTypesDialog() {
  const open = usePersonaModalStore((s) => s.personaType);
  const setPersonaType = usePersonaModalStore((s) => s.setPersonaType);
  const setIdealPersona = usePersonaModalStore((s) => s.setIdealPersona);
  const { firstName, entries, quickStart, setFirstName } = usePersonaBuilderStore();
  const { modeId, mode } = useCurrentMode();
  const { status, chosenCount } = useEntryStatus(entries, modeId);
  const start = useStartPracticeSession();

  const nameMissing = firstName.trim() === '';
  const canProceed = !nameMissing && chosenCount >= PERSONA_TYPE_COUNT && modeId !== null && !start.isPending;

  function handleClose() {
    if (start.isPending) return;
    start.reset();
    setPersonaType(false);
  }

  return (
    <AppDialog
      open={open}
      onClose={handleClose}
      title={PERSONA_TYPES_TITLE}
      width="70%"
      labelledBy="persona-types-title"
    >
      {quickStart ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Quick start from <strong>{quickStart}</strong>: role and geography are filled in. Choose the rest below.
        </Alert>
      ) : null}
      <TextField
        label="First Name"
        required
        fullWidth
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        error={nameMissing}
        helperText={nameMissing ? PERSONA_MESSAGES.firstNameRequired : 'The name your buyer will answer to.'}
        slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
        sx={{ mt: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, mb: 1.5 }}>
        {chosenCount} of {PERSONA_TYPE_COUNT} chosen
        {mode ? ` · options offered in ${mode.name} mode` : ''}
      </Typography>
      <Grid container spacing={2}>
        {PERSONA_TYPE_CARDS.map((card) => (
          <Grid key={card.type} size={{ xs: 12, sm: 6, md: 4 }}>
            <PersonaTypeCard
              card={card}
              entry={entries[card.type]}
              status={status[card.type]}
              modeName={mode?.name ?? 'this'}
              onOpen={() => setIdealPersona(true, card.type)}
            />
          </Grid>
        ))}
      </Grid>
      {start.error ? (
        <Alert severity="error" sx={{ mt: 2.5 }} role="alert">
          {describeStartError(start.error)}
        </Alert>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, alignItems: { sm: 'center' }, justifyContent: 'flex-end' }}
      >
        {start.isPending ? (
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <CircularProgress size={18} color="secondary" aria-label="Loading" />
            <Typography variant="body2">Building your buyer and preparing the session…</Typography>
          </Stack>
        ) : null}
        <Button
          variant="contained"
          color="secondary"
          size="large"
          disabled={!canProceed}
          onClick={() => start.mutate()}
        >
          Proceed to Next step
        </Button>
      </Stack>
    </AppDialog>
  );
}
