import { Box, ButtonBase } from '@mui/material';
import type { ReactNode } from 'react';

type SelectableCardProps = {
  selected: boolean;
  onToggle: () => void;
  /** Accessible name: what choosing this card means. */
  label: string;
  disabled?: boolean;
  children: ReactNode;
};

/**
 * A card that behaves as one radio of a group (docs/product.md#ideal-persona-picker and #shortlisted-personas): a radio marker that fills
 * when selected, a highlight, and clicking the selected card again clears the selection.
 */
export function SelectableCard({ selected, onToggle, label, disabled = false, children }: SelectableCardProps) {
  return (
    <ButtonBase
      role="radio"
      aria-checked={selected}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
      focusRipple
      sx={{
        position: 'relative',
        display: 'block',
        width: '100%',
        height: '100%',
        textAlign: 'left',
        borderRadius: 3,
        border: 2,
        borderColor: selected ? 'secondary.main' : 'divider',
        bgcolor: selected ? 'rgba(242,107,29,0.06)' : 'background.paper',
        boxShadow: selected ? '0 6px 20px rgba(242,107,29,0.18)' : 'none',
        transition: 'border-color 150ms, box-shadow 150ms, background-color 150ms',
        opacity: disabled ? 0.55 : 1,
        '@media (hover: hover)': {
          '&:hover': disabled ? {} : { borderColor: selected ? 'secondary.main' : 'primary.light' },
        },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Box
        aria-hidden
        data-testid="radio-marker"
        sx={{
          position: 'absolute',
          top: 14,
          right: 14,
          width: 20,
          height: 20,
          borderRadius: '50%',
          border: 2,
          borderColor: selected ? 'secondary.main' : 'grey.400',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.paper',
        }}
      >
        {selected ? <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'secondary.main' }} /> : null}
      </Box>
      {children}
    </ButtonBase>
  );
}
