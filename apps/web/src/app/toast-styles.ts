/**
 * The notification layer's look (see docs/accessibility.md): the "colored" toasts use the
 * palette's darker status colours so their white text reads at 4.5:1 or better, and on phones
 * (react-toastify spans the full width there) toasts sit at the bottom of the screen, so they
 * never cover a dialog's title or its close button.
 */
export const toastStyles = {
  ':root': {
    '--toastify-font-family': '"Inter", system-ui, sans-serif',
    '--toastify-color-info': '#1d4f7c',
    '--toastify-color-success': '#1b6e37',
    '--toastify-color-warning': '#8a4b00',
    '--toastify-color-error': '#b3261e',
  },
  '@media only screen and (max-width: 480px)': {
    '.Toastify__toast-container.Toastify__toast-container--top-right': {
      top: 'auto',
      bottom: 'env(safe-area-inset-bottom)',
    },
  },
};
