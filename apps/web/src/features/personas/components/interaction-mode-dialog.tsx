import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { InteractionMode, ModeName } from '@buyerlab/contract';
import { usePersonaModalStore } from '../store/persona-modal-store';
import { AppDialog } from '../../../components/ui/app-dialog';
import { getModeByName } from '../api/get-mode-by-name';
import { MODE_CARDS } from '../content/modes';
import { INTERACTION_MODE_TITLE } from '../content/titles';
import { usePersonaBuilderStore } from '../store/persona-builder-store';

type Resolution =
  | { status: 'idle' }
  | { status: 'resolving'; name: ModeName }
  | { status: 'resolved'; mode: InteractionMode }
  | { status: 'failed'; name: ModeName };

/**
 * docs/product.md#interaction-mode-dialog and #mode-resolution: choosing a card looks the mode up by name at once; no
 * mode_id clears the choice. Proceed needs a resolved mode, stores it and goes to /persona.
 * The Closing card offers the optional document upload the app passes in; Proceed waits for it.
 */
export default function InteractionModeDialog({
  renderClosingUpload,
}: {
  renderClosingUpload?: (onBusyChange: (busy: boolean) => void) => ReactNode;
}) {
  const [uploading, setUploading] = useState(false);
  const open = usePersonaModalStore((s) => s.interaction.open);
  const setInteraction = usePersonaModalStore((s) => s.setInteraction);
  const chooseMode = usePersonaBuilderStore((s) => s.chooseMode);
  const navigate = useNavigate();
  const [resolution, setResolution] = useState<Resolution>({ status: 'idle' });
  const lookup = useRef<AbortController | null>(null);

  const chosenName =
    resolution.status === 'resolved' ? resolution.mode.key : resolution.status === 'resolving' ? resolution.name : null;

  async function handleChoose(name: ModeName) {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setResolution({ status: 'resolving', name });
    try {
      const mode = await getModeByName(name, controller.signal);
      setResolution(mode ? { status: 'resolved', mode } : { status: 'failed', name });
    } catch {
      // Aborted: a newer choice owns the state now.
    }
  }

  function handleClose() {
    lookup.current?.abort();
    setResolution({ status: 'idle' });
    setInteraction(false);
  }

  function handleProceed() {
    if (resolution.status !== 'resolved') return;
    chooseMode(resolution.mode.mode_id);
    handleClose();
    void navigate('/persona');
  }

  return (
    <AppDialog
      open={open}
      onClose={handleClose}
      title={INTERACTION_MODE_TITLE}
      width="60%"
      labelledBy="interaction-mode-title"
    >
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Pick the conversation you want to rehearse. Next, you shape the buyer you will face.
      </Typography>
      <Grid container spacing={2} role="list" aria-label="Interaction modes">
        {MODE_CARDS.map((card) => {
          const chosen = chosenName === card.name;
          return (
            <Grid key={card.name} size={{ xs: 12, md: 4 }} role="listitem">
              <Box
                data-testid={`mode-card-${card.name}`}
                data-chosen={chosen}
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  p: 2.5,
                  borderRadius: 3,
                  border: 2,
                  borderColor: chosen ? 'secondary.main' : 'divider',
                  bgcolor: chosen ? 'rgba(242,107,29,0.06)' : 'background.paper',
                }}
              >
                <Typography component="h3" variant="h6">
                  {card.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1, lineHeight: 1.6 }}>
                  {card.lead}
                </Typography>
                <Box component="ul" sx={{ mt: 1.5, mb: 2, pl: 2.25, flexGrow: 1, '& li': { fontSize: 14, mb: 0.5 } }}>
                  {card.practise.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </Box>
                {card.name === 'closing' && renderClosingUpload ? (
                  <Box sx={{ mb: 2 }}>{renderClosingUpload(setUploading)}</Box>
                ) : null}
                <Button
                  variant={chosen ? 'contained' : 'outlined'}
                  color="secondary"
                  aria-pressed={chosen}
                  aria-label={`CHOOSE IT: ${card.title}`}
                  onClick={() => void handleChoose(card.name)}
                  startIcon={chosen && resolution.status === 'resolved' ? <CheckCircleIcon /> : undefined}
                >
                  CHOOSE IT
                </Button>
              </Box>
            </Grid>
          );
        })}
      </Grid>
      {resolution.status === 'failed' ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          We could not load the {resolution.name} mode, so it was cleared. Check your connection and choose it again.
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center', justifyContent: 'flex-end' }}>
        {resolution.status === 'resolving' ? (
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <CircularProgress size={18} color="secondary" aria-label="Loading" />
            <Typography variant="body2">Preparing the {resolution.name} mode…</Typography>
          </Stack>
        ) : null}
        <Button
          variant="contained"
          size="large"
          disabled={resolution.status !== 'resolved' || uploading}
          onClick={handleProceed}
        >
          Proceed
        </Button>
      </Stack>
    </AppDialog>
  );
}
