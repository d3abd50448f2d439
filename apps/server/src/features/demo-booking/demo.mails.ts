import { DateTime } from 'luxon';
import { COMPANY, LIMITS, type DemoRequest } from '@buyerlab/contract';
import type { OutgoingMail } from '../mail/mail.service';

export function formatMeetingTime(start: Date, minutes: number, timezone: string): string {
  const from = DateTime.fromJSDate(start, { zone: timezone });
  const to = from.plus({ minutes });
  return `${from.toFormat('cccc d LLLL yyyy, HH:mm')}–${to.toFormat('HH:mm')} (${timezone})`;
}

function describeRequest(r: DemoRequest): string {
  return [
    `Name: ${r.name}`,
    `Email: ${r.email}`,
    `Phone: +${r.idc} ${r.phone}`,
    `Company: ${r.companyName || '—'}`,
    `Job title: ${r.jobTitle || '—'}`,
    `Industry: ${r.industry}`,
    `Specific needs: ${r.specificNeeds || '—'}`,
  ].join('\n');
}

export function requestConfirmationMail(r: DemoRequest): OutgoingMail {
  return {
    to: r.email,
    subject: `We received your ${COMPANY.name} demo request`,
    text: [
      `Hi ${r.name},`,
      '',
      `Thank you for asking for a ${COMPANY.name} demo. We'll contact you within ${LIMITS.demoFollowUpHours} hrs to confirm your demo.`,
      '',
      'What you told us:',
      describeRequest(r),
      '',
      `— The ${COMPANY.name} team`,
    ].join('\n'),
  };
}

export function requestNotificationMail(to: string, r: DemoRequest): OutgoingMail {
  return {
    to,
    subject: `New demo request: ${r.name}${r.companyName ? ` (${r.companyName})` : ''}`,
    text: `A visitor asked for a demo. Please contact them within ${LIMITS.demoFollowUpHours} hours.\n\n${describeRequest(r)}`,
  };
}

export function bookingConfirmationMail(r: DemoRequest, when: string, invite: string): OutgoingMail {
  return {
    to: r.email,
    subject: `Your ${COMPANY.name} demo is booked: ${when}`,
    text: [
      `Hi ${r.name},`,
      '',
      `Your ${LIMITS.demoMeetingMinutes}-minute ${COMPANY.name} demo is booked for ${when}.`,
      'The calendar invite is attached (invite.ics); open it to add the meeting to your calendar.',
      '',
      `Need another time? Reply to this mail or write to ${COMPANY.email}.`,
      '',
      `— The ${COMPANY.name} team`,
    ].join('\n'),
    attachments: [
      { filename: 'invite.ics', content: invite, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
    ],
  };
}

export function bookingNotificationMail(to: string, r: DemoRequest, when: string, invite: string): OutgoingMail {
  return {
    to,
    subject: `Demo booked ${when}: ${r.name}${r.companyName ? ` (${r.companyName})` : ''}`,
    text: `A visitor booked a demo for ${when}.\n\n${describeRequest(r)}`,
    attachments: [
      { filename: 'invite.ics', content: invite, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
    ],
  };
}
