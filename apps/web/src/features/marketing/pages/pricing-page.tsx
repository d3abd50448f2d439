import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Card, CardContent, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { BookDemoButton } from '../../../app/layout/book-demo-button';
import { useModalStore } from '../../../app/store/modal-store';
import { PageHero } from '../components/page-hero';

type Plan = {
  name: string;
  price: string;
  audience: string;
  features: string[];
  action: 'signup' | 'demo';
  highlight?: boolean;
};

const PLANS: Plan[] = [
  {
    name: 'MVP pilot',
    price: 'Free for invited teams',
    audience: 'For reps we have invited with an MVP coupon code.',
    features: [
      'Prospecting, discovery and closing sessions',
      'Voice and video-avatar modes',
      'Scored report with evidence after every session',
      'Proposal upload for closing practice',
    ],
    action: 'signup',
    highlight: true,
  },
  {
    name: 'Team',
    price: 'Priced per rep, on request',
    audience: 'For sales teams of 5 to 50 who practise every week.',
    features: [
      'Everything in the pilot',
      'Manager view of scores and trends by skill and mode',
      'Personas built around your product lines',
      'Onboarding session with our team',
    ],
    action: 'demo',
  },
  {
    name: 'Enterprise',
    price: 'Custom agreement',
    audience: 'For multi-region sales organisations and distributors.',
    features: [
      'Everything in Team',
      'Single sign-on and data-residency options',
      'Your own AI provider or self-hosted models',
      'Dedicated success manager',
    ],
    action: 'demo',
  },
];

export default function PricingPage() {
  const openTryTheProduct = useModalStore((s) => s.setTryTheProduct);
  useEffect(() => {
    document.title = 'Pricing — Buyerlab';
  }, []);
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Start with a free pilot. Scale when the scores move."
        lead="Buyerlab is in its MVP phase: invited teams practise free while we shape the product with them. Team and Enterprise plans are agreed with you, based on the number of reps and how you want to run practice."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Grid container spacing={3}>
          {PLANS.map((plan) => (
            <Grid key={plan.name} size={{ xs: 12, md: 4 }} data-aos="fade-up">
              <Card
                variant="outlined"
                sx={{
                  height: '100%',
                  borderRadius: 3,
                  borderWidth: plan.highlight ? 2 : 1,
                  borderColor: plan.highlight ? 'secondary.main' : 'divider',
                }}
              >
                <CardContent sx={{ p: 3.5, display: 'flex', flexDirection: 'column', height: '100%' }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography component="h2" variant="h5">
                      {plan.name}
                    </Typography>
                    {plan.highlight ? <Chip size="small" color="secondary" label="Open now" /> : null}
                  </Stack>
                  <Typography sx={{ mt: 1.5, fontWeight: 700, fontSize: 20 }}>{plan.price}</Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {plan.audience}
                  </Typography>
                  <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, my: 3, flexGrow: 1 }}>
                    {plan.features.map((f) => (
                      <Box component="li" key={f} sx={{ display: 'flex', gap: 1 }}>
                        <CheckIcon fontSize="small" color="secondary" sx={{ mt: '2px' }} />
                        <span>{f}</span>
                      </Box>
                    ))}
                  </Stack>
                  {plan.action === 'signup' ? (
                    <Button variant="contained" color="secondary" size="large" onClick={() => openTryTheProduct(true)}>
                      Redeem your coupon
                    </Button>
                  ) : (
                    <BookDemoButton size="large" variant="outlined" color="primary" label="Talk to us" />
                  )}
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
