import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type ReportSectionProps = { id: string; title: string; lead?: string; children: ReactNode };

export function ReportSection({ id, title, lead, children }: ReportSectionProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ fontSize: { xs: 21, md: 24 } }}>
        {title}
      </Typography>
      {lead ? (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, lineHeight: 1.6 }}>
          {lead}
        </Typography>
      ) : null}
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Box>
  );
}
