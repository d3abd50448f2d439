import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { LIMITS, type DemoBookingResponse, type DemoSlot } from '@buyerlab/contract';
import { useDemoModalStore } from '../store/demo-modal-store';
import { bookDemo } from '../api/book-demo';
import { useDemoSlots } from '../api/get-demo-slots';
import { dayKeyOf, formatShortSlot, formatSlot, visitorTimeZone } from '../slot-format';
import { BookingConfirmation } from './booking-confirmation';
import { DemoDetailsFields, type DemoForm } from './demo-details-fields';
import { SlotPicker } from './slot-picker';

type Step = 'pick' | 'details';

/** The scheduling popup: pick an open 30-minute slot, confirm with the same details, done. */
export function DemoSchedulePanel({ form }: { form: DemoForm }) {
  const slots = useDemoSlots();
  const setDemoMeeting = useDemoModalStore((s) => s.setDemoMeeting);
  const [step, setStep] = useState<Step>('pick');
  const [selected, setSelected] = useState<DemoSlot | null>(null);
  // The day on show; after a clash the visitor stays on the day they had chosen.
  const [dayKey, setDayKey] = useState<string | undefined>(undefined);
  const [slotTaken, setSlotTaken] = useState(false);
  const [booking, setBooking] = useState<DemoBookingResponse | null>(null);

  const handleBook = form.handleSubmit(async (values) => {
    if (!selected) return;
    let result: Awaited<ReturnType<typeof bookDemo>>;
    try {
      result = await bookDemo({ ...values, start: selected.start, timeZone: visitorTimeZone() });
    } catch {
      return; // The toast is up; the visitor can try again.
    }
    if (result.ok) {
      setBooking(result.booking);
      return;
    }
    setSlotTaken(true);
    setSelected(null);
    setStep('pick');
    await slots.refetch();
  });

  if (booking) return <BookingConfirmation booking={booking} onDone={() => setDemoMeeting(false)} />;

  if (step === 'details' && selected) {
    return (
      <Stack
        component="form"
        noValidate
        onSubmit={(e) => void handleBook(e)}
        spacing={2.5}
        aria-label="Confirm booking"
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: '#eef2f6' }}
          aria-live="polite"
        >
          <EventAvailableIcon color="primary" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="selected-slot">
              {formatSlot(selected)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {LIMITS.demoMeetingMinutes}-minute demo · {visitorTimeZone()}
            </Typography>
          </Box>
          <Button onClick={() => setStep('pick')}>Change</Button>
        </Box>
        <DemoDetailsFields form={form} idPrefix="demo-booking" />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setStep('pick')}>Back</Button>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            loading={form.formState.isSubmitting}
          >
            Confirm booking
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Pick a {LIMITS.demoMeetingMinutes}-minute slot that suits you. Times are shown in your time zone,{' '}
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {visitorTimeZone()}
        </Box>
        .
      </Typography>
      {slotTaken ? (
        <Alert severity="warning" onClose={() => setSlotTaken(false)}>
          Sorry, someone has just booked that time. Here are the slots that are still open; please pick another.
        </Alert>
      ) : null}
      {slots.isPending ? (
        <Stack spacing={1} aria-label="Loading open slots">
          <Skeleton variant="rounded" height={76} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : slots.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void slots.refetch()}>
              Try again
            </Button>
          }
        >
          We couldn&apos;t load the open slots.
        </Alert>
      ) : slots.data.slots.length === 0 ? (
        <Alert severity="info">
          Every slot in the next two weeks is taken. Send us a request instead and we&apos;ll find a time together.
        </Alert>
      ) : (
        <SlotPicker
          slots={slots.data.slots}
          selected={selected}
          onSelect={(slot) => {
            setSelected(slot);
            setDayKey(dayKeyOf(slot));
          }}
          dayKey={dayKey}
          onDayChange={setDayKey}
        />
      )}
      <Button
        variant="contained"
        color="secondary"
        size="large"
        disabled={!selected}
        onClick={() => {
          setSlotTaken(false);
          setStep('details');
        }}
      >
        {selected ? `Continue · ${formatShortSlot(selected)}` : 'Choose a time to continue'}
      </Button>
    </Stack>
  );
}
