import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogTitle, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { BREAKPOINTS } from '@buyerlab/contract';

export type AppDialogProps = {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Width on wide screens: px number or a CSS length such as '60%'. Defaults to 400 px. */
  width?: number | string;
  /** Auth modals size against 720 px instead of 600 px (docs/product.md#generic-dialog). */
  breakpoint?: number;
  children: ReactNode;
  labelledBy?: string;
  /** A click outside leaves the dialog open (for multi-step forms whose progress would be lost). */
  keepOnBackdropClick?: boolean;
};

/**
 * The generic dialog of docs/product.md#generic-dialog: close button top right, 400 px wide by default (never
 * under 320), 90 % of the viewport at the breakpoint or narrower, content scrolling within 80 vh.
 */
export function AppDialog({
  open,
  onClose,
  title,
  width = 400,
  breakpoint = BREAKPOINTS.dialog,
  children,
  labelledBy,
  keepOnBackdropClick = false,
}: AppDialogProps) {
  const titleId = labelledBy ?? 'app-dialog-title';
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' && keepOnBackdropClick) return;
        onClose();
      }}
      aria-labelledby={title ? titleId : undefined}
      maxWidth={false}
      slotProps={{
        paper: {
          sx: {
            width,
            minWidth: 320,
            maxWidth: 'calc(100vw - 32px)',
            m: 2,
            borderRadius: 3,
            [`@media (max-width: ${breakpoint}px)`]: { width: '90vw', minWidth: 0 },
          },
        },
      }}
    >
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
        <CloseIcon />
      </IconButton>
      {title ? (
        <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 700 }}>
          {title}
        </DialogTitle>
      ) : null}
      <Box sx={{ maxHeight: '80vh', overflowY: 'auto', px: 3, pb: 3, pt: title ? 0 : 6 }}>{children}</Box>
    </Dialog>
  );
}
