import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { formatView, type PERSONA_TYPE_CARDS } from '../content/persona-types';
import type { EntryStatus } from '../hooks/use-entry-status';
import type { PersonaEntry } from '../store/persona-builder-store';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { PersonaTypeIcon } from './persona-type-icon';

type PersonaTypeCardProps = {
  card: (typeof PERSONA_TYPE_CARDS)[number];
  entry: PersonaEntry | undefined;
  status: EntryStatus;
  modeName: string;
  onOpen: () => void;
};

/** One of the six persona-type cards: opens the picker, shows the chosen value. */
export function PersonaTypeCard({ card, entry, status, modeName, onOpen }: PersonaTypeCardProps) {
  const chosen = status === 'chosen';
  return (
    <ButtonBase
      onClick={onOpen}
      focusRipple
      data-testid={`persona-type-${card.type}`}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        textAlign: 'left',
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        border: 2,
        borderStyle: chosen ? 'solid' : 'dashed',
        borderColor: status === 'not-offered' ? 'warning.main' : chosen ? 'secondary.main' : 'divider',
        bgcolor: chosen ? 'rgba(242,107,29,0.05)' : 'background.paper',
        '@media (hover: hover)': { '&:hover': { borderColor: 'primary.light' } },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: chosen ? 'secondary.main' : 'grey.100',
            color: chosen ? '#fff' : 'primary.light',
          }}
        >
          <PersonaTypeIcon type={card.type} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {/* The name read out is what the card shows: "by Role: Plant Manager", or "by Role: not chosen yet …". */}
          <Typography sx={{ fontWeight: 700 }}>
            {card.label}
            <VisuallyHidden inline>:</VisuallyHidden>
          </Typography>
          {status === 'chosen' && entry ? (
            <Typography sx={{ color: 'secondary.dark', fontWeight: 600 }} data-testid="chosen-value">
              {formatView(entry.view)}
            </Typography>
          ) : status === 'not-offered' && entry ? (
            <Typography variant="body2" sx={{ color: 'warning.dark', display: 'flex', gap: 0.5, mt: 0.25 }}>
              <WarningAmberIcon sx={{ fontSize: 18 }} />
              {formatView(entry.view)} is not offered in {modeName} mode. Choose again.
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              <VisuallyHidden>not chosen yet. </VisuallyHidden>
              {card.hint}
            </Typography>
          )}
        </Box>
      </Stack>
    </ButtonBase>
  );
}
