import { Box, Container, Grid, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import type { InfoPageContent } from '../content/types';
import { CallToActionBand } from './call-to-action-band';
import { PageHero } from '../../../components/ui/page-hero';

export function InfoPage({ content }: { content: InfoPageContent }) {
  useEffect(() => {
    document.title = `${content.title} — Buyerlab`;
  }, [content.title]);
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} shot={content.shot} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Grid container spacing={{ xs: 5, md: 8 }}>
          {content.sections.map((section) => (
            <Grid key={section.heading} size={{ xs: 12, md: 6 }} data-aos="fade-up">
              <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
                {section.heading}
              </Typography>
              <Stack spacing={1.5}>
                {section.paragraphs.map((p) => (
                  <Typography key={p} color="text.secondary" sx={{ lineHeight: 1.75 }}>
                    {p}
                  </Typography>
                ))}
              </Stack>
              {section.bullets ? (
                <Box component="ul" sx={{ pl: 2.5, mt: 2, mb: 0, '& li': { mb: 1, lineHeight: 1.6 } }}>
                  {section.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </Box>
              ) : null}
            </Grid>
          ))}
        </Grid>
      </Container>
      <CallToActionBand cta={content.cta} />
    </>
  );
}
