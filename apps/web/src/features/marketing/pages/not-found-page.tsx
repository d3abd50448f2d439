import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

const SUGGESTIONS = [
  { label: 'Home', to: '/' },
  { label: 'Food & Beverage Equipment', to: '/industries/food-equipments' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'FAQ', to: '/faq' },
];

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Page not found — Buyerlab';
  }, []);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography sx={{ fontSize: 96, fontWeight: 800, color: 'secondary.main', lineHeight: 1 }}>404</Typography>
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        We couldn't find that page
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, lineHeight: 1.7 }}>
        There is nothing at{' '}
        <Box component="code" sx={{ bgcolor: '#eef2f6', px: 0.75, borderRadius: 1, wordBreak: 'break-all' }}>
          {pathname}
        </Box>
        . The link may be old or mistyped. These are good places to pick up from:
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 4, justifyContent: 'center', flexWrap: 'wrap' }}>
        {SUGGESTIONS.map((s, i) => (
          <Button
            key={s.to}
            component={RouterLink}
            to={s.to}
            variant={i === 0 ? 'contained' : 'outlined'}
            color={i === 0 ? 'secondary' : 'primary'}
          >
            {s.label}
          </Button>
        ))}
      </Stack>
    </Container>
  );
}
