import { Box, CircularProgress } from '@mui/material';

export function PageLoader() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', minHeight: '50vh' }}
    >
      <CircularProgress color="secondary" aria-label="Loading" />
    </Box>
  );
}
