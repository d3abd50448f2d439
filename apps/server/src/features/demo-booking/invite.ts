import { createEvent } from 'ics';
import { COMPANY } from '@buyerlab/contract';

export type InviteDetails = {
  bookingId: string;
  start: Date;
  meetingMinutes: number;
  attendee: { name: string; email: string };
  organizerEmail: string;
  description: string;
};

/** The calendar invite mailed with a booking: one 30-minute event, times in UTC. */
export function createDemoInvite(details: InviteDetails): string {
  const { error, value } = createEvent({
    uid: `${details.bookingId}@buyerlab.app`,
    productId: 'buyerlab/demo-booking',
    method: 'REQUEST',
    title: `${COMPANY.name} demo`,
    description: details.description,
    start: details.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: details.meetingMinutes },
    status: 'CONFIRMED',
    organizer: { name: COMPANY.name, email: details.organizerEmail },
    attendees: [
      {
        name: details.attendee.name,
        email: details.attendee.email,
        rsvp: true,
        role: 'REQ-PARTICIPANT',
        partstat: 'ACCEPTED',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('could not build the calendar invite');
  return value;
}
