import { Box, Button, Card, CardContent, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { BookDemoButton } from '../../demo-booking';
import { startPractice } from '../../personas';
import { CallToActionBand } from '../components/call-to-action-band';
import { SessionPreview } from '../components/session-preview';
import { ProductShot } from '../../../components/ui/product-shot';
import { HOME_BUYERS, HOME_MODES, HOME_REPORT_POINTS, HOME_STEPS, PRODUCT_TOUR } from '../content/home';

export default function HomePage() {
  useEffect(() => {
    document.title = 'Buyerlab — practise B2B sales conversations with AI buyers';
  }, []);

  return (
    <>
      <Box
        component="section"
        sx={{
          background: 'linear-gradient(135deg, #0f2a43 0%, #1d4468 65%, #27496b 100%)',
          color: '#fff',
          py: { xs: 7, md: 11 },
        }}
      >
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Chip
                label="For industrial, manufacturing and food-equipment sales"
                data-testid="hero-tag"
                sx={{
                  bgcolor: 'rgba(242,107,29,0.18)',
                  color: '#ffb88c',
                  fontWeight: 600,
                  mb: 2.5,
                  maxWidth: '100%',
                  // At phone width the tag wraps onto two lines instead of ending in an ellipsis.
                  height: 'auto',
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.75 },
                }}
              />
              <Typography component="h1" variant="h1" sx={{ fontSize: { xs: 36, md: 54 }, lineHeight: 1.08 }}>
                Practise the sales call before it costs you the deal.
              </Typography>
              <Typography
                sx={{ mt: 3, fontSize: { xs: 17, md: 20 }, color: 'rgba(255,255,255,0.86)', lineHeight: 1.6 }}
              >
                Buyerlab puts your reps in front of AI buyers who think like plant managers, QA leads and procurement
                heads. Speak to them, get pushed back on, and walk away with a report that quotes your own words.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
                <Button size="large" variant="contained" color="secondary" onClick={startPractice}>
                  Start practising
                </Button>
                <BookDemoButton
                  size="large"
                  variant="outlined"
                  sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)' }}
                />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SessionPreview />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
        <Typography component="h2" variant="h3" sx={{ textAlign: 'center', fontSize: { xs: 28, md: 40 } }}>
          How a practice session works
        </Typography>
        <Grid container spacing={3} sx={{ mt: 4 }}>
          {HOME_STEPS.map((step, i) => (
            <Grid key={step.title} size={{ xs: 12, md: 4 }} data-aos="fade-up" data-aos-delay={i * 100}>
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
                <CardContent sx={{ p: 3.5 }}>
                  <Box
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: '50%',
                      bgcolor: 'secondary.main',
                      color: '#fff',
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 800,
                      mb: 2,
                    }}
                  >
                    {i + 1}
                  </Box>
                  <Typography component="h3" variant="h6">
                    {step.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.7 }}>
                    {step.body}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box
        component="section"
        aria-labelledby="product-title"
        sx={{ bgcolor: '#0f2a43', color: '#fff', py: { xs: 7, md: 11 } }}
      >
        <Container maxWidth="lg">
          <Typography id="product-title" component="h2" variant="h3" sx={{ fontSize: { xs: 28, md: 40 } }}>
            The product, as your reps will see it
          </Typography>
          <Typography sx={{ mt: 1.5, maxWidth: 720, color: 'rgba(255,255,255,0.85)', lineHeight: 1.7 }}>
            These are real screens of Buyerlab, not mock-ups: a spoken call with a plant manager, the report it
            produced, and the team view a sales manager opens on Monday.
          </Typography>
          <Grid container spacing={4} sx={{ mt: 3 }}>
            {PRODUCT_TOUR.map((step) => (
              <Grid key={step.shot} size={{ xs: 12, md: 4 }} data-aos="fade-up">
                <Box component="figure" sx={{ m: 0 }}>
                  <ProductShot name={step.shot} />
                  <Typography component="figcaption" sx={{ mt: 2 }}>
                    <Box component="strong" sx={{ display: 'block', fontSize: 18 }}>
                      {step.title}
                    </Box>
                    <Box component="span" sx={{ color: 'rgba(255,255,255,0.8)', lineHeight: 1.6 }}>
                      {step.body}
                    </Box>
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Box component="section" sx={{ bgcolor: '#eef2f6', py: { xs: 7, md: 11 } }}>
        <Container maxWidth="lg">
          <Typography component="h2" variant="h3" sx={{ fontSize: { xs: 28, md: 40 } }}>
            Three conversations that decide the deal
          </Typography>
          <Grid container spacing={3} sx={{ mt: 3 }}>
            {HOME_MODES.map((mode) => (
              <Grid key={mode.key} size={{ xs: 12, md: 4 }} data-aos="fade-up">
                <Box
                  sx={{
                    bgcolor: '#fff',
                    borderRadius: 3,
                    p: 3.5,
                    height: '100%',
                    borderTop: 4,
                    borderColor: 'secondary.main',
                  }}
                >
                  <Typography component="h3" variant="h5">
                    {mode.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.7 }}>
                    {mode.body}
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
        <Grid container spacing={{ xs: 5, md: 8 }}>
          <Grid size={{ xs: 12, md: 6 }} data-aos="fade-up">
            <Typography component="h2" variant="h4">
              Buyers who know their plant
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2, lineHeight: 1.7 }}>
              Each persona carries the concerns of its role, shaped by plant size and by whether it runs its own brand
              or packs for others. A co-packer's plant manager worries about customer specs and margins; a 40-person
              bakery's owner signs the cheque and installs the machine over a weekend.
            </Typography>
            <Stack spacing={2} sx={{ mt: 3 }}>
              {HOME_BUYERS.map((b) => (
                <Box key={b.role} sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 2 }}>
                  <Typography sx={{ fontWeight: 700 }}>{b.role}</Typography>
                  <Typography color="text.secondary" variant="body2">
                    {b.cares}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} data-aos="fade-up">
            <Typography component="h2" variant="h4">
              A report you can argue with, and lose
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2, lineHeight: 1.7 }}>
              Managers get capability they can see by skill and by mode, without listening to recordings. Reps get
              feedback that points at the sentence, not at a vague impression.
            </Typography>
            <Box component="ul" sx={{ mt: 3, pl: 2.5, '& li': { mb: 1.25, lineHeight: 1.6 } }}>
              {HOME_REPORT_POINTS.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </Box>
          </Grid>
        </Grid>
      </Container>

      <CallToActionBand
        cta={{
          heading: 'Bring your toughest buyer to the practice floor',
          body: 'Invited MVP teams can start a session today with their coupon code. Everyone else: book a 30-minute demo and we will set you up.',
          action: 'demo',
          label: 'Book a Demo',
        }}
      />
    </>
  );
}
