import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Payment, PaymentStatus } from '@buyerlab/contract';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

const STATUS: Record<PaymentStatus, { label: string; color: 'success' | 'default' | 'warning' | 'error' }> = {
  succeeded: { label: 'Paid', color: 'success' },
  processing: { label: 'Processing', color: 'warning' },
  requires_payment_method: { label: 'Not completed', color: 'default' },
  requires_confirmation: { label: 'Not completed', color: 'default' },
  requires_action: { label: 'Needs your action', color: 'warning' },
  requires_capture: { label: 'Processing', color: 'warning' },
  canceled: { label: 'Cancelled', color: 'default' },
};

/** The rep's payments: when, which plan and seats, how much, and whether it went through. */
export function PaymentHistory({ payments: all }: { payments: readonly Payment[] }) {
  // A checkout opened and left is not a payment: only what was paid, or is on its way, is listed.
  const payments = all.filter((p) =>
    ['succeeded', 'processing', 'requires_action', 'requires_capture'].includes(p.status),
  );
  if (payments.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="payment-history-title">
      <Typography id="payment-history-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Payments
      </Typography>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 3 }}>
        <Table size="small" aria-labelledby="payment-history-title">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((p) => {
              const status = STATUS[p.status];
              return (
                <TableRow key={p.payment_intent_id}>
                  <TableCell>{day(p.created_at)}</TableCell>
                  <TableCell>
                    {p.plan === 'team' ? 'Team' : 'Rep'}, {p.seats} seat{p.seats === 1 ? '' : 's'}
                  </TableCell>
                  <TableCell align="right">{money(p.amount, p.currency)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={status.label} color={status.color} variant="outlined" />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
