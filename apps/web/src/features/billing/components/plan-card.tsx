import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { formatAmount, type Plan } from '@buyerlab/contract';
import { useState } from 'react';

type Props = {
  plan: Plan;
  current: boolean;
  onChoose: (seats: number) => void;
  onStartTrial: () => void;
};

function priceLine(plan: Plan): string {
  if (plan.price_per_seat_month === 0) return `Free for ${plan.trial_days} days`;
  const price = formatAmount(plan.price_per_seat_month, plan.currency);
  return plan.seats.max > 1 ? `${price} per seat / month` : `${price} / month`;
}

/** One plan on the pricing page; a plan sold by the seat asks how many seats. */
export function PlanCard({ plan, current, onChoose, onStartTrial }: Props) {
  const [seats, setSeats] = useState(plan.seats.min);
  const seatsValid = Number.isInteger(seats) && seats >= plan.seats.min && seats <= plan.seats.max;
  const perSeat = plan.seats.max > 1;
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderRadius: 3,
        borderWidth: current ? 2 : 1,
        borderColor: current ? 'secondary.main' : 'divider',
      }}
    >
      <CardContent sx={{ p: 3.5, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography component="h2" variant="h5">
            {plan.name}
          </Typography>
          {current ? <Chip size="small" color="secondary" label="Your plan" /> : null}
        </Stack>
        <Typography sx={{ mt: 1.5, fontWeight: 700, fontSize: 20 }}>{priceLine(plan)}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {plan.description}
        </Typography>
        <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, my: 3, flexGrow: 1 }}>
          {plan.features.map((f) => (
            <Box component="li" key={f} sx={{ display: 'flex', gap: 1 }}>
              <CheckIcon fontSize="small" color="secondary" sx={{ mt: '2px' }} />
              <span>{f}</span>
            </Box>
          ))}
        </Stack>
        {perSeat ? (
          <TextField
            type="number"
            label="Seats"
            value={Number.isNaN(seats) ? '' : seats}
            onChange={(e) => setSeats(Number.parseInt(e.target.value, 10))}
            error={!seatsValid}
            helperText={
              seatsValid
                ? `${formatAmount(plan.price_per_seat_month * seats, plan.currency)} a month`
                : `Between ${plan.seats.min} and ${plan.seats.max} seats`
            }
            slotProps={{ htmlInput: { min: plan.seats.min, max: plan.seats.max } }}
            sx={{ mb: 2 }}
          />
        ) : null}
        {plan.purchasable ? (
          <Button
            variant={current ? 'outlined' : 'contained'}
            color="secondary"
            size="large"
            disabled={!seatsValid}
            onClick={() => onChoose(seats)}
          >
            {current ? `Renew ${plan.name}` : `Choose ${plan.name}`}
          </Button>
        ) : (
          <Button variant="outlined" color="primary" size="large" onClick={onStartTrial}>
            {current ? 'Go to your trial' : 'Start your free trial'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
