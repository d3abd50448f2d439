import { Alert, Box, Button, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePersonaModalStore } from '../store/persona-modal-store';
import { AppDialog } from '../../../components/ui/app-dialog';
import { formatView } from '../content/persona-types';
import { IDEAL_PERSONA_TITLE } from '../content/titles';
import { usePickerOptions, type PickerOption } from '../hooks/use-picker-options';
import { usePersonaBuilderStore } from '../store/persona-builder-store';
import { PersonaTypeIcon } from './persona-type-icon';
import { SelectableCard } from './selectable-card';

/**
 * docs/product.md#ideal-persona-picker: the ideal-persona picker, under the interaction-mode dialog's heading, 70 % wide.
 * Options come filtered by the stored mode; one can be selected, selecting it again clears it;
 * Save & Proceed records the persona entry.
 */
export function IdealPersonaPicker() {
  const { open, type } = usePersonaModalStore((s) => s.idealPersona);
  const setIdealPersona = usePersonaModalStore((s) => s.setIdealPersona);
  const modeId = usePersonaBuilderStore((s) => s.modeId);
  const current = usePersonaBuilderStore((s) => (type ? s.entries[type] : undefined));
  const setEntry = usePersonaBuilderStore((s) => s.setEntry);
  const { options, isLoading } = usePickerOptions(type, modeId);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<PickerOption | null>(null);

  function handleClose() {
    setSelected(null);
    setIdealPersona(false);
  }

  function handleSave() {
    if (!selected) return;
    setEntry({ type: selected.type, id: selected.id, name: selected.name, view: selected.name });
    handleClose();
  }

  const typeLabel = type ? formatView(type) : '';

  return (
    <AppDialog
      open={open}
      onClose={handleClose}
      title={IDEAL_PERSONA_TITLE}
      width="70%"
      labelledBy="ideal-persona-title"
    >
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Choose the buyer’s {typeLabel.toLowerCase()}.
      </Typography>
      {isLoading ? (
        <Grid container spacing={2} role="status" aria-label="Loading options">
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={180} data-testid="option-skeleton" />
            </Grid>
          ))}
        </Grid>
      ) : options.length === 0 ? (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void queryClient.refetchQueries({ queryKey: ['catalog'] })}
            >
              Try again
            </Button>
          }
        >
          No {typeLabel.toLowerCase()} options could be loaded for this mode. Check your connection and try again.
        </Alert>
      ) : (
        <Grid container spacing={2} role="radiogroup" aria-label={`${typeLabel} options`}>
          {options.map((option) => {
            const isSelected = selected?.id === option.id;
            return (
              <Grid key={String(option.id)} size={{ xs: 12, sm: 6, md: 4 }}>
                <SelectableCard
                  selected={isSelected}
                  disabled={option.comingSoon}
                  label={formatView(option.name)}
                  onToggle={() => setSelected(isSelected ? null : option)}
                >
                  <Box sx={{ p: 2.5, pr: 5, minHeight: 150 }}>
                    <PersonaTypeIcon type={option.type} color="secondary" sx={{ fontSize: 32 }} />
                    <Typography
                      variant="overline"
                      color="text.secondary"
                      sx={{ display: 'block', mt: 1, lineHeight: 1.6 }}
                    >
                      {formatView(option.type)}
                    </Typography>
                    <Typography sx={{ fontWeight: 700 }}>{formatView(option.name)}</Typography>
                    {option.detail ? (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.5 }}>
                        {option.detail}
                      </Typography>
                    ) : null}
                    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                      {option.comingSoon ? <Chip size="small" label="Coming soon" /> : null}
                      {current?.id === option.id ? <Chip size="small" color="primary" label="Current choice" /> : null}
                    </Stack>
                  </Box>
                </SelectableCard>
              </Grid>
            );
          })}
        </Grid>
      )}
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button variant="contained" color="secondary" size="large" disabled={!selected} onClick={handleSave}>
          Save &amp; Proceed
        </Button>
      </Stack>
    </AppDialog>
  );
}
