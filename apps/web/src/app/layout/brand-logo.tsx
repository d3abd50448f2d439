import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Buyerlab home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: inverted ? '#fff' : 'primary.main',
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em' }}>
        Buyerlab
      </Typography>
    </Box>
  );
}
