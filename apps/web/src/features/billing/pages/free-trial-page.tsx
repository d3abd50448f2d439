import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { startPractice } from '../../personas';
import { PageHero } from '../../../components/ui/page-hero';
import { useIsSignedIn } from '../../auth';
import { useMyPayments } from '../api/get-my-payments';
import { useMySubscription } from '../api/get-my-subscription';
import { PaymentHistory } from '../components/payment-history';
import { SubscriptionSummary } from '../components/subscription-summary';

/** Where a rep lands after signing in or up (docs/product.md#sign-in-and-sign-out): the way into a first practice session. */
export default function FreeTrialPage() {
  const signedIn = useIsSignedIn();
  const mine = useMySubscription(signedIn);
  const payments = useMyPayments(signedIn);
  useEffect(() => {
    document.title = 'Your free trial — Buyerlab';
  }, []);
  return (
    <>
      <PageHero
        eyebrow="Free trial"
        title="You're in. Let's find your first buyer."
        lead="Choose what you want to practise — a cold call, a discovery meeting or a closing conversation — then shape the buyer you'll face. A session takes about ten minutes; the report is ready the moment you end it."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button size="large" variant="contained" color="secondary" onClick={startPractice}>
            Start a practice session
          </Button>
          <Button size="large" variant="outlined" color="inherit" component={RouterLink} to="/pricing">
            See plans
          </Button>
        </Stack>
      </PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
        {mine.data ? (
          <Box sx={{ mb: 5 }}>
            <SubscriptionSummary subscription={mine.data} />
          </Box>
        ) : null}
        {payments.data ? (
          <Box sx={{ mb: 5 }}>
            <PaymentHistory payments={payments.data} />
          </Box>
        ) : null}
        <Typography component="h2" variant="h5">
          Before you start
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.7 }}>
          Use a quiet room and a headset if you can: the buyer listens while it talks, so you can interrupt it just as
          you would a real one. Your browser will ask for the microphone (and the camera for video sessions). You can
          type instead at any time. At least five messages are needed for a scored report.
        </Typography>
      </Container>
    </>
  );
}
