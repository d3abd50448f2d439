import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { demoRequestSchema, LIMITS, type DemoRequest, type DemoRequestInput } from '@buyerlab/contract';
import { useDemoModalStore } from '../store/demo-modal-store';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DemoRequestPanel } from './demo-request-panel';
import { DemoSchedulePanel } from './demo-schedule-panel';

type Way = 'request' | 'schedule';

const EMPTY: DemoRequestInput = {
  name: '',
  email: '',
  phone: '',
  idc: LIMITS.defaultDialCode,
  companyName: '',
  jobTitle: '',
  industry: '',
  specificNeeds: '',
};

/** One form instance for both ways, so details typed in one tab carry over to the other. */
function DemoModalBody() {
  // docs/product.md#demo-meeting-form: the Book a Demo buttons open the scheduling popup; the request form is the other tab.
  const [way, setWay] = useState<Way>('schedule');
  const form = useForm<DemoRequestInput, unknown, DemoRequest>({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    // Errors clear on edit (docs/product.md#demo-form-flow) and come back only on the next submit.
    reValidateMode: 'onSubmit',
  });

  return (
    <>
      <Tabs
        value={way}
        onChange={(_e, next: Way) => {
          // Errors belong to the submit that raised them, not to the other way of booking.
          form.clearErrors();
          setWay(next);
        }}
        variant="fullWidth"
        aria-label="How to book your demo"
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="request" label="Send a request" id="demo-tab-request" aria-controls="demo-panel-request" />
        <Tab value="schedule" label="Pick a time now" id="demo-tab-schedule" aria-controls="demo-panel-schedule" />
      </Tabs>
      <Box role="tabpanel" id={`demo-panel-${way}`} aria-labelledby={`demo-tab-${way}`}>
        {way === 'request' ? <DemoRequestPanel form={form} /> : <DemoSchedulePanel form={form} />}
      </Box>
    </>
  );
}

/** The demo meeting modal of docs/product.md#demo-meeting-form: the request form and the scheduling popup. */
export default function DemoModal() {
  const open = useDemoModalStore((s) => s.demoMeeting);
  const setDemoMeeting = useDemoModalStore((s) => s.setDemoMeeting);
  return (
    <AppDialog
      open={open}
      onClose={() => setDemoMeeting(false)}
      title={
        <Box component="span" sx={{ display: 'block', fontSize: { xs: 18, sm: 20 }, lineHeight: 1.35 }}>
          Unlock your Sales Potential, Schedule a Demo meeting
        </Box>
      }
      labelledBy="demo-modal-title"
      width={640}
    >
      <DemoModalBody />
    </AppDialog>
  );
}
