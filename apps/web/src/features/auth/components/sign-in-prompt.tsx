import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Container, Typography } from '@mui/material';
import { setSignInOpen } from '../store/auth-ui-store';

/** Reports, feedback and team views belong to an account: signed-out visitors are asked to sign in. */
export function SignInPrompt({ title, body }: { title: string; body: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <LockOutlinedIcon color="secondary" sx={{ fontSize: 56 }} />
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, lineHeight: 1.7 }}>
        {body}
      </Typography>
      <Button sx={{ mt: 3 }} variant="contained" color="secondary" size="large" onClick={() => setSignInOpen(true)}>
        Signin / Signup
      </Button>
    </Container>
  );
}
