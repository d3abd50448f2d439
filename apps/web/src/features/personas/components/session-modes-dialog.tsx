import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { Box, Button, Grid, Rating, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { STORAGE_KEYS, personaDataSchema, type SessionType } from '@buyerlab/contract';
import { useModalStore } from '../../../app/store/modal-store';
import { AppDialog } from '../../../components/ui/app-dialog';
import { storage } from '../../../lib/storage';
import { HAPPY_USERS_RATING, SESSION_TYPE_CARDS } from '../content/session-types';
import { SESSION_MODES_TITLE } from '../content/titles';
import { SelectableCard } from './selectable-card';

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

/** SPEC §2 item 4: audio or video, each rated 5.0; Save & Proceed opens the start confirmation. */
export function SessionModesDialog() {
  const open = useModalStore((s) => s.sessionModes);
  const setSessionModes = useModalStore((s) => s.setSessionModes);
  const setWaitAMinute = useModalStore((s) => s.setWaitAMinute);
  const [selected, setSelected] = useState<SessionType | null>(null);

  function handleClose() {
    setSelected(null);
    setSessionModes(false);
  }

  function handleSave() {
    if (!selected) return;
    rememberSessionType(selected);
    handleClose();
    setWaitAMinute(true, selected);
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
                  <Box
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: '#fff',
                    }}
                  >
                    <Icon />
                  </Box>
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
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button variant="contained" color="secondary" size="large" disabled={!selected} onClick={handleSave}>
          Save &amp; Proceed
        </Button>
      </Stack>
    </AppDialog>
  );
}
