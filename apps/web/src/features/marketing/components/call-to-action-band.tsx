import { Box, Button, Container, Typography } from '@mui/material';
import { COMPANY } from '@buyerlab/contract';
import { setSignInOpen } from '../../auth';
import { BookDemoButton } from '../../demo-booking';
import type { CallToAction } from '../content/types';

export function CallToActionBand({ cta }: { cta: CallToAction }) {
  return (
    <Box component="section" sx={{ bgcolor: '#fff4ec', py: { xs: 7, md: 9 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography component="h2" variant="h4">
          {cta.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3.5, fontSize: 18 }}>
          {cta.body}
        </Typography>
        {cta.action === 'demo' ? <BookDemoButton size="large" label={cta.label} /> : null}
        {cta.action === 'signup' ? (
          <Button size="large" variant="contained" color="secondary" onClick={() => setSignInOpen(true)}>
            {cta.label}
          </Button>
        ) : null}
        {cta.action === 'contact' ? (
          <Button size="large" variant="contained" color="secondary" href={`mailto:${COMPANY.email}`}>
            {cta.label}
          </Button>
        ) : null}
      </Container>
    </Box>
  );
}
