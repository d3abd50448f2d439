import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A card's icon on a rounded square of the brand colour. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 48,
        height: 48,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: '#fff',
      }}
    >
      {children}
    </Box>
  );
}
