import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type PageHeroProps = { eyebrow: string; title: string; lead: string; children?: ReactNode };

export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <Box
      component="section"
      sx={{
        background: 'linear-gradient(135deg, #0f2a43 0%, #1d4468 60%, #27496b 100%)',
        color: '#fff',
        py: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="lg">
        <Typography
          sx={{
            color: 'secondary.main',
            fontWeight: 700,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            fontSize: 13,
          }}
        >
          {eyebrow}
        </Typography>
        <Typography component="h1" variant="h2" sx={{ mt: 1.5, maxWidth: 820, fontSize: { xs: 34, md: 52 } }}>
          {title}
        </Typography>
        <Typography
          sx={{
            mt: 2.5,
            maxWidth: 720,
            fontSize: { xs: 17, md: 20 },
            color: 'rgba(255,255,255,0.85)',
            lineHeight: 1.6,
          }}
        >
          {lead}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
