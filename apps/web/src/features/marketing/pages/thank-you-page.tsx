import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

export default function ThankYouPage() {
  useEffect(() => {
    document.title = 'Thank you — Buyerlab';
  }, []);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 72 }} />
      <Typography component="h1" variant="h3" sx={{ mt: 2 }}>
        Thank you!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: 18, lineHeight: 1.7 }}>
        Your confirmation is in. Your practice sessions are ready whenever you are.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/persona" variant="contained" color="secondary" size="large">
          Start a session
        </Button>
        <Button component={RouterLink} to="/" variant="outlined" size="large">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
