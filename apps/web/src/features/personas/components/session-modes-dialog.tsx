import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { Alert, Box, Button, CircularProgress, Grid, Rating, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { STORAGE_KEYS, personaDataSchema, type SessionType } from '@buyerlab/contract';
import { usePersonaModalStore } from '../store/persona-modal-store';
import { AppDialog } from '../../../components/ui/app-dialog';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { setSessionType } from '../api/set-session-type';
import { HAPPY_USERS_RATING, SESSION_TYPE_CARDS } from '../content/session-types';
import { SESSION_MODES_TITLE } from '../content/titles';
import { usePersonaBuilderStore } from '../store/persona-builder-store';
import { SelectableCard } from './selectable-card';
import { IconTile } from './icon-tile';

/** Keeps the chosen session type in the stored persona_data so the chat screen knows it too. */
function rememberSessionType(type: SessionType) {
  const raw = storage.get(STORAGE_KEYS.personaData);
  if (!raw) return;
  try {
    const parsed = personaDataSchema.safeParse(JSON.parse(raw));
    if (parsed.success) storage.set(STORAGE_KEYS.personaData, JSON.stringify({ ...parsed.data, session_type: type }));
  } catch {
    // A corrupt value stays as it is; the chat screen reads the type from its route.
  }
}

/**
 * docs/product.md#session-mode-chooser: audio or video, each rated 5.0. Save & Proceed saves the type on the session
 * (created just before, docs/product.md#session-flow) and in persona_data, then opens the start confirmation.
 */
export function SessionModesDialog() {
  const open = usePersonaModalStore((s) => s.sessionModes);
  const setSessionModes = usePersonaModalStore((s) => s.setSessionModes);
  const setWaitAMinute = usePersonaModalStore((s) => s.setWaitAMinute);
  const sessionId = usePersonaBuilderStore((s) => s.session?.session_id ?? null);
  const setSession = usePersonaBuilderStore((s) => s.setSession);
  const [selected, setSelected] = useState<SessionType | null>(null);
  const save = useMutation({
    mutationFn: (type: SessionType) => {
      const id = sessionId ?? storage.get(STORAGE_KEYS.sessionId);
      if (!id) throw new Error('Create your buyer first.');
      return setSessionType(id, type);
    },
    onSuccess: (session, type) => {
      setSession(session);
      rememberSessionType(type);
      setSelected(null);
      setSessionModes(false);
      setWaitAMinute(true, type);
    },
  });

  function handleClose() {
    if (save.isPending) return;
    save.reset();
    setSelected(null);
    setSessionModes(false);
  }

  function handleSave() {
    if (selected) save.mutate(selected);
  }

  return (
    <AppDialog
      open={open}
      onClose={handleClose}
      title={SESSION_MODES_TITLE}
      width="60%"
      labelledBy="session-modes-title"
    >
      <Grid container spacing={2} role="radiogroup" aria-label="Session modes" sx={{ mt: 1 }}>
        {SESSION_TYPE_CARDS.map((card) => {
          const isSelected = selected === card.type;
          const Icon = card.type === 'audio' ? GraphicEqIcon : VideocamOutlinedIcon;
          return (
            <Grid key={card.type} size={{ xs: 12, sm: 6 }}>
              <SelectableCard
                selected={isSelected}
                label={card.title}
                onToggle={() => setSelected(isSelected ? null : card.type)}
              >
                <Box sx={{ p: 2.5, pr: 5 }}>
                  <IconTile>
                    <Icon />
                  </IconTile>
                  <Typography sx={{ fontWeight: 700, mt: 1.5 }}>{card.title}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.55 }}>
                    {card.body}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      Happy Users: {HAPPY_USERS_RATING.toFixed(1)}
                    </Typography>
                    <Rating value={HAPPY_USERS_RATING} max={5} readOnly size="small" />
                  </Stack>
                </Box>
              </SelectableCard>
            </Grid>
          );
        })}
      </Grid>
      {save.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {save.error instanceof ApiError
            ? save.error.message
            : 'We could not save your choice. Check your connection and try again.'}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          disabled={!selected || save.isPending}
          onClick={handleSave}
          startIcon={save.isPending ? <CircularProgress size={18} color="inherit" aria-label="Saving" /> : undefined}
        >
          Save &amp; Proceed
        </Button>
      </Stack>
    </AppDialog>
  );
}
