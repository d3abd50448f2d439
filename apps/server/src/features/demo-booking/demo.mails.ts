import { DateTime } from 'luxon';
import { COMPANY, LIMITS, type DemoRequest } from '@buyerlab/contract';
import type { OutgoingMail } from '../mail/mail.service';

export function formatMeetingTime(start: Date, minutes: number, timezone: string): string {
  const from = DateTime.fromJSDate(start, { zone: timezone });
  const to = from.plus({ minutes });
  return `${from.toFormat('cccc d LLLL yyyy, HH:mm')}–${to.toFormat('HH:mm')} (${timezone})`;
}

// What a mail program would turn into a link: an address with a scheme, www., an email address, a
// domain name (letters after the last dot) or an IPv4 address, each with any path after it. A
// link's last character is not punctuation, so "see evil.example." keeps its full stop.
const TAIL = String.raw`(?:[^\s<>]*[^\s<>.,;:!?)\]'"])?`;
const LINK = new RegExp(
  [
    String.raw`[a-z][a-z0-9+.-]*:\/\/` + TAIL,
    String.raw`[^\s@<>]+@[^\s@<>]*[^\s@<>.,;:!?)\]'"]`,
    String.raw`www\.` + TAIL,
    String.raw`(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?![\p{L}\p{N}-])(?:[/?#:]` + TAIL + ')?',
    String.raw`\d{1,3}(?:\.\d{1,3}){3}(?:[/?#:]` + TAIL + ')?',
  ].join('|'),
  'giu',
);

/**
 * Visitor text with every link in it replaced: the demo form must not become a way to mail
 * someone's link to any address under our name (issue 17).
 */
export function withoutLinks(text: string): string {
  return text.replace(LINK, '[link removed]');
}

/** The visitor's details for the team, links removed; the email is the validated address itself. */
function describeRequest(r: DemoRequest): string {
  return [
    `Name: ${withoutLinks(r.name)}`,
    `Email: ${r.email}`,
    `Phone: +${r.idc} ${r.phone}`,
    `Company: ${withoutLinks(r.companyName) || '—'}`,
    `Job title: ${withoutLinks(r.jobTitle) || '—'}`,
    `Industry: ${withoutLinks(r.industry)}`,
    `Specific needs: ${withoutLinks(r.specificNeeds) || '—'}`,
  ].join('\n');
}

function teamSubject(prefix: string, r: DemoRequest): string {
  return `${prefix}: ${withoutLinks(r.name)}${r.companyName ? ` (${withoutLinks(r.companyName)})` : ''}`;
}

// The visitor's own mails hold none of the text typed in the form (anyone can type anyone's email
// address): only our words, the time and the invite.
export function requestConfirmationMail(r: DemoRequest): OutgoingMail {
  return {
    to: r.email,
    subject: `We received your ${COMPANY.name} demo request`,
    text: [
      'Hello,',
      '',
      `Thank you for asking for a ${COMPANY.name} demo. We'll contact you within ${LIMITS.demoFollowUpHours} hrs to confirm your demo.`,
      '',
      `Did not ask for a demo? Ignore this mail, or tell us at ${COMPANY.email}.`,
      '',
      `— The ${COMPANY.name} team`,
    ].join('\n'),
  };
}

export function requestNotificationMail(to: string, r: DemoRequest): OutgoingMail {
  return {
    to,
    subject: teamSubject('New demo request', r),
    text: `A visitor asked for a demo. Please contact them within ${LIMITS.demoFollowUpHours} hours.\n\n${describeRequest(r)}`,
  };
}

export function bookingConfirmationMail(r: DemoRequest, when: string, invite: string): OutgoingMail {
  return {
    to: r.email,
    subject: `Your ${COMPANY.name} demo is booked: ${when}`,
    text: [
      'Hello,',
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
    subject: teamSubject(`Demo booked ${when}`, r),
    text: `A visitor booked a demo for ${when}.\n\n${describeRequest(r)}`,
    attachments: [
      { filename: 'invite.ics', content: invite, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
    ],
  };
}
