import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useModalStore } from '../../../app/store/modal-store';
import { useIsSignedIn } from '../../auth/store/auth-store';

type Area = 'persona' | 'chat' | 'report' | 'feedback' | 'dashboard';

const COPY: Record<Area, { title: string; body: string }> = {
  persona: {
    title: 'Build your buyer',
    body: 'Choose the role, plant and market of the buyer you want to practise with.',
  },
  chat: { title: 'Practice session', body: 'Your live conversation with the buyer you built.' },
  report: { title: 'Session report', body: 'Scores, evidence from your own words and coaching for your last session.' },
  feedback: { title: 'Session feedback', body: 'Tell us how your last session went.' },
  dashboard: { title: 'Your dashboard', body: 'Your sessions, scores and progress by skill.' },
};

/**
 * The signed-in areas. Signed-out visitors are asked to sign in; the screens themselves arrive
 * with their features (persona builder, live session, reports, dashboard).
 */
export default function AppAreaPage({ area }: { area: Area }) {
  const signedIn = useIsSignedIn();
  const openTryTheProduct = useModalStore((s) => s.setTryTheProduct);
  const copy = COPY[area];
  useEffect(() => {
    document.title = `${copy.title} — Buyerlab`;
  }, [copy.title]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <LockOutlinedIcon color="secondary" sx={{ fontSize: 56 }} />
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {copy.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, lineHeight: 1.7 }}>
        {copy.body}
      </Typography>
      {signedIn ? (
        <>
          <Typography sx={{ mt: 3 }}>
            Score trends by skill and mode are not in this release yet. Each session&apos;s report opens as soon as you
            end it.
          </Typography>
          <Button
            component={RouterLink}
            to="/pricing/free-trial"
            sx={{ mt: 3 }}
            variant="contained"
            color="secondary"
            size="large"
          >
            Start a practice session
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ mt: 3 }}>
            Sign in to continue. New here? Invited MVP users register with their coupon code.
          </Typography>
          <Button
            sx={{ mt: 3 }}
            variant="contained"
            color="secondary"
            size="large"
            onClick={() => openTryTheProduct(true)}
          >
            Signin / Signup
          </Button>
        </>
      )}
      <Button component={RouterLink} to="/" sx={{ mt: 2, display: 'block', mx: 'auto' }}>
        Back to home
      </Button>
    </Container>
  );
}
