import { Box } from '@mui/material';
import type { ReactNode } from 'react';

const hiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

// Stays in the text flow, so Chromium reads it joined to the word before it ("by Role:"), where an
// absolutely positioned span is read as a separate block ("by Role :").
const inlineHiddenSx = { fontSize: 0, clipPath: 'inset(50%)' } as const;

/**
 * Text for screen readers only. Controls keep their visible words as the start of their
 * accessible name and add the rest here, instead of an aria-label that reads differently
 * from what sighted users see (WCAG 2.5.3, docs/accessibility.md). `inline` for punctuation
 * that joins the word before it.
 */
export function VisuallyHidden({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  return (
    <Box component="span" sx={inline ? inlineHiddenSx : hiddenSx}>
      {children}
    </Box>
  );
}
