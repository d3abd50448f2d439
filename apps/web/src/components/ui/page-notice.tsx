import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type PageNoticeProps = { icon: ReactNode; title: string; children: ReactNode; actions?: ReactNode; testId?: string };

/** A calm full-page message: no session to show, too few messages, something went wrong. */
export function PageNotice({ icon, title, children, actions, testId }: PageNoticeProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper
        variant="outlined"
        data-testid={testId}
        sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 1.6 }}
      >
        <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 52 } }}>{icon}</Box>
        <Typography component="h1" variant="h5" sx={{ mt: 1.5 }}>
          {title}
        </Typography>
        <Box sx={{ mt: 1.5, color: 'text.secondary', lineHeight: 1.7 }}>{children}</Box>
        {actions ? (
          <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
        ) : null}
      </Paper>
    </Container>
  );
}
