import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useModalStore } from '../../../app/store/modal-store';
import { useIsSignedIn } from '../../auth/store/auth-store';

const COPY = { title: 'Your dashboard', body: 'Your sessions, scores and progress by skill.' };

/**
 * The built-in dashboard. Signed-out visitors are asked to sign in; signed-in reps are told
 * plainly that trends are not built yet and are offered the next step.
 */
export default function DashboardPage() {
  const signedIn = useIsSignedIn();
  const openTryTheProduct = useModalStore((s) => s.setTryTheProduct);
  const copy = COPY;
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
