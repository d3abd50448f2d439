import { Box, Container, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ProductShot, type ProductShotName } from './product-shot';

type PageHeroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
  /** The screen of the product shown beside the title on wide screens (decorative). */
  shot?: ProductShotName;
};

/** An inner page's header: what the page is about, and beside it the product it is about. */
export function PageHero({ eyebrow, title, lead, children, shot = 'practice-call' }: PageHeroProps) {
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
        <Grid container spacing={6} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
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
            <Typography component="h1" variant="h2" sx={{ mt: 1.5, maxWidth: 820, fontSize: { xs: 34, md: 46 } }}>
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
          </Grid>
          <Grid size={{ md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Box sx={{ transform: 'perspective(1400px) rotateY(-8deg) rotateX(2deg)', transformOrigin: 'left center' }}>
              <ProductShot name={shot} decorative />
            </Box>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
