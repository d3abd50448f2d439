import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Box, Button, Grid, Skeleton, Stack } from '@mui/material';
import { usePersonaModalStore } from '../store/persona-modal-store';
import { PERSONA_TYPE_COUNT } from '../content/persona-types';
import { SHORTLISTED_PERSONAS } from '../content/shortlist';
import { useCurrentMode } from '../hooks/use-current-mode';
import { useEntryStatus } from '../hooks/use-entry-status';
import { usePersonaBuilderStore } from '../store/persona-builder-store';
import { IconTile } from './icon-tile';
import { PersonaSelectionCard } from './persona-selection-card';
import { ShortlistAvatar } from './shortlist-avatar';

function ShortlistStrip() {
  return (
    <Stack direction="row" spacing={1} aria-hidden>
      {SHORTLISTED_PERSONAS.map((p) => (
        <Box key={p.title} sx={{ width: 56, height: 48, borderRadius: 2, overflow: 'hidden' }}>
          <ShortlistAvatar kind={p.avatar} label="" />
        </Box>
      ))}
    </Stack>
  );
}

/** The persona selection cards of /persona: the chosen mode, the shortlist, and a custom build. */
export function PersonaBuilder({ onChangeMode }: { onChangeMode: () => void }) {
  const { modeId, mode, isLoading } = useCurrentMode();
  const entries = usePersonaBuilderStore((s) => s.entries);
  const { chosenCount } = useEntryStatus(entries, modeId);
  const setShortlistedPersona = usePersonaModalStore((s) => s.setShortlistedPersona);
  const setPersonaType = usePersonaModalStore((s) => s.setPersonaType);

  if (modeId === null || (!isLoading && !mode)) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={onChangeMode}>
            Choose a mode
          </Button>
        }
      >
        First choose what you want to practise: prospecting, discovering or closing. The buyer’s options depend on it.
      </Alert>
    );
  }

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        {mode ? (
          <PersonaSelectionCard
            title="Practice mode"
            illustration={
              <IconTile>
                <FlagOutlinedIcon />
              </IconTile>
            }
            type={mode.name}
            description={mode.goal}
            footer={
              <Button size="small" onClick={onChangeMode} sx={{ ml: 1 }}>
                Change mode
              </Button>
            }
          />
        ) : (
          <Skeleton variant="rounded" height={240} />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PersonaSelectionCard
          title="A shortlisted persona"
          illustration={<ShortlistStrip />}
          description="Quick start from one of four ready-made buyers: their role and region are filled in, you add the rest."
          onSelect={() => setShortlistedPersona(true)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PersonaSelectionCard
          title="Your own buyer"
          illustration={
            <IconTile>
              <TuneIcon />
            </IconTile>
          }
          description={
            chosenCount > 0
              ? `${chosenCount} of ${PERSONA_TYPE_COUNT} traits chosen. Pick up where you left off.`
              : 'Choose industry, role, experience, geography, manufacturing model and plant size yourself.'
          }
          onSelect={() => setPersonaType(true)}
        />
      </Grid>
    </Grid>
  );
}
