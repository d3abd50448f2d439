import { Alert, Container, Grid, Skeleton } from '@mui/material';
import type { PaidPlanKey } from '@buyerlab/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { setSignInOpen, useIsSignedIn } from '../../auth';
import { rememberPracticeIntent } from '../../personas';
import { useMySubscription } from '../api/get-my-subscription';
import { usePlans } from '../api/get-plans';
import { PlanCard } from '../components/plan-card';
import { SubscriptionSummary } from '../components/subscription-summary';
import { useBillingModalStore } from '../store/billing-modal-store';
import { useCheckoutStore } from '../store/checkout-store';

/** The plans, read from the API; choosing a paid plan opens the payment confirmation. */
export default function PricingPage() {
  const signedIn = useIsSignedIn();
  const plans = usePlans();
  const mine = useMySubscription(signedIn);
  const navigate = useNavigate();
  const choose = useCheckoutStore((s) => s.choose);
  const setPaymentConfirmation = useBillingModalStore((s) => s.setPaymentConfirmation);

  useEffect(() => {
    document.title = 'Pricing — Buyerlab';
  }, []);

  const signInFirst = () => {
    rememberPracticeIntent({ kind: 'return', path: '/pricing' });
    setSignInOpen(true);
  };
  const buy = (plan: PaidPlanKey, seats: number) => {
    if (!signedIn) return signInFirst();
    choose(plan, seats);
    setPaymentConfirmation(true);
  };
  const current = mine.data && mine.data.status !== 'expired' ? mine.data.plan : null;

  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Start free. Pay per seat when practice becomes a habit."
        lead="Every new account starts with a free trial. After that, a rep practises on their own plan, and a team's plan covers every seat on the team."
        shot="team"
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        {mine.data ? (
          <Grid container sx={{ mb: 4 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <SubscriptionSummary subscription={mine.data} />
            </Grid>
          </Grid>
        ) : null}
        {plans.data && !plans.data.payments.configured ? (
          <Alert severity="info" sx={{ mb: 3 }}>
            Payments are not configured on this server yet. The free trial works as usual.
          </Alert>
        ) : null}
        {plans.isError ? (
          <Alert severity="error">The plans could not be loaded. Please reload the page.</Alert>
        ) : (
          <Grid container spacing={3}>
            {(plans.data?.plans ?? [null, null, null]).map((plan, i) =>
              plan ? (
                <Grid key={plan.key} size={{ xs: 12, md: 4 }}>
                  <PlanCard
                    plan={plan}
                    current={current === plan.key}
                    onChoose={(seats) => plan.key !== 'trial' && buy(plan.key, seats)}
                    onStartTrial={() => (signedIn ? void navigate('/pricing/free-trial') : signInFirst())}
                  />
                </Grid>
              ) : (
                <Grid key={i} size={{ xs: 12, md: 4 }}>
                  <Skeleton variant="rounded" height={420} />
                </Grid>
              ),
            )}
          </Grid>
        )}
      </Container>
    </>
  );
}
