import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Stack, Typography } from '@mui/material';
import { LIMITS, type DemoBookingResponse } from '@buyerlab/contract';
import { formatSlot, visitorTimeZone } from '../slot-format';

export function BookingConfirmation({ booking, onDone }: { booking: DemoBookingResponse; onDone: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
      <CheckCircleIcon sx={{ fontSize: 64, color: 'success.main' }} />
      <Typography component="h3" variant="h5">
        Your demo is booked
      </Typography>
      <Box sx={{ px: 2.5, py: 1.5, borderRadius: 2, bgcolor: '#eef2f6' }}>
        <Typography sx={{ fontWeight: 700 }}>{formatSlot(booking)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {LIMITS.demoMeetingMinutes} minutes · {visitorTimeZone()}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        We&apos;ve emailed a confirmation with a calendar invite to{' '}
        <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {booking.email}
        </Box>
        . See you then!
      </Typography>
      <Button variant="contained" size="large" onClick={onDone} sx={{ minWidth: 160 }}>
        Done
      </Button>
    </Stack>
  );
}
