import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type PersonaSelectionCardProps = {
  title: string;
  /** When given, the card shows it as a label instead of the SELECT button (docs/product.md#persona-selection-card). */
  type?: string;
  description?: ReactNode;
  illustration?: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
  /** Secondary action under a type label, e.g. changing the mode. */
  footer?: ReactNode;
};

/** docs/product.md#persona-selection-card: caption 'Choose:', heading 'Select your Real-AI', a title, type label or SELECT. */
export function PersonaSelectionCard({
  title,
  type,
  description,
  illustration,
  onSelect,
  disabled = false,
  footer,
}: PersonaSelectionCardProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 3, borderRadius: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {illustration ? <Box sx={{ mb: 1 }}>{illustration}</Box> : null}
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        Choose:
      </Typography>
      <Typography component="h2" variant="h6" sx={{ mt: -0.5 }}>
        Select your Real-AI
      </Typography>
      <Typography sx={{ fontWeight: 600, color: 'primary.light' }}>{title}</Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6, flexGrow: 1 }}>
          {description}
        </Typography>
      ) : (
        <Box sx={{ flexGrow: 1 }} />
      )}
      <Box sx={{ mt: 1.5 }}>
        {type ? (
          <Chip label={type} color="secondary" variant="outlined" sx={{ fontWeight: 600 }} />
        ) : (
          <Button
            variant="contained"
            color="secondary"
            disabled={disabled}
            onClick={disabled ? undefined : onSelect}
            aria-label={`SELECT: ${title}`}
          >
            SELECT
          </Button>
        )}
        {footer}
      </Box>
    </Paper>
  );
}
