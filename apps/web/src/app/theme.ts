import { createTheme } from '@mui/material/styles';

// Navy and safety orange: the palette of plant-floor signage, calm enough for long reading.
// The brand orange (#f26b1d, `secondary.light`) is for large shapes and accents only; buttons and
// small text use the burnt orange `secondary.main`, whose white text reads at 5.2:1 (docs/accessibility.md).
export const theme = createTheme({
  palette: {
    primary: { main: '#0f2a43', light: '#27496b', dark: '#081a2b', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', light: '#f26b1d', dark: '#9a3412', contrastText: '#ffffff' },
    // MUI's default warning and info text (#ed6c02, #0288d1) read below 4.5:1 on white.
    warning: { main: '#b45309', dark: '#8a4b00', contrastText: '#ffffff' },
    info: { main: '#1d5f8c', contrastText: '#ffffff' },
    background: { default: '#f7f8fa', paper: '#ffffff' },
    text: { primary: '#14202e', secondary: '#4a5868' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.015em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
});
