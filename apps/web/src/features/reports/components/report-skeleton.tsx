import { Box, Container, Grid, Skeleton } from '@mui/material';

/** The report's shape while it is generated or loaded, so nothing jumps when it arrives. */
export function ReportSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} role="status" aria-label="Loading your report">
      <Skeleton width={160} height={28} />
      <Skeleton width="55%" height={52} />
      <Skeleton width="35%" />
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Skeleton variant="rounded" height={180} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="rounded" height={180} />
        </Grid>
      </Grid>
      <Grid container spacing={3} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} sx={{ mb: 2 }} />
          ))}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton
                key={i}
                variant="rounded"
                height={64}
                width={i % 2 ? '80%' : '90%'}
                sx={{ justifySelf: i % 2 ? 'end' : 'start' }}
              />
            ))}
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}
