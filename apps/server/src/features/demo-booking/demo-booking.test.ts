import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '@buyerlab/contract';
import { startSmtpSink } from '../../../../../scripts/smtp-sink.mjs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validRequest } from './demo.fixtures';

type Slot = { start: string; end: string };
/** The decoded body of the MIME part with the given content type. */
function mimePart(raw: string, contentType: string): string {
  const at = raw.indexOf(`Content-Type: ${contentType}`);
  expect(at).toBeGreaterThan(-1);
  const headerEnd = raw.indexOf('\r\n\r\n', at);
  const headers = raw.slice(at, headerEnd);
  const body = raw.slice(headerEnd + 4, raw.indexOf('\r\n--', headerEnd));
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m: string, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

// Monday 2 March 2026, 10:10 in Chicago; business hours 09:00–17:00 America/Chicago.
const clock = { now: new Date('2026-03-02T16:10:00Z') };
let ip = 0;
const nextIp = () => `10.2.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

describe('demo scheduling', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(
      {
        SMTP_URL: smtp.url,
        DEMO_TIMEZONE: 'America/Chicago',
        DEMO_HOURS: '09:00-17:00',
        DEMO_NOTIFY_EMAIL: 'sales@buyerlab.example',
      },
      undefined,
      { now: () => clock.now },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const getSlots = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/demo-slots' });
    expect(res.statusCode).toBe(200);
    return res.json<{ slots: Slot[]; timezone: string; meetingMinutes: number }>();
  };
  const book = (start: string, change: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/demo-bookings',
      payload: { ...validRequest, start, ...change },
      remoteAddress: nextIp(),
    });

  it('lists open 30-minute slots for the coming two weeks in business hours', async () => {
    const body = await getSlots();
    expect(body.timezone).toBe('America/Chicago');
    expect(body.meetingMinutes).toBe(30);
    expect(body.slots).toHaveLength(160);
    expect(body.slots[0]).toEqual({ start: '2026-03-02T16:30:00.000Z', end: '2026-03-02T17:00:00.000Z' });
  });

  it('books a slot, removes it from the list and mails a confirmation with a calendar invite', async () => {
    const start = '2026-03-03T15:00:00.000Z'; // Tuesday 09:00 in Chicago
    const res = await book(start);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ start, end: '2026-03-03T15:30:00.000Z', email: validRequest.email });
    expect((await getSlots()).slots.map((s) => s.start)).not.toContain(start);

    const visitorMail = smtp.received.find((m) => m.to.includes(validRequest.email));
    expect(visitorMail).toBeDefined();
    expect(visitorMail!.raw).toContain('Subject: =?UTF-8?Q?Your_Buyerlab_demo_is_booked');
    expect(mimePart(visitorMail!.raw, 'text/plain')).toContain(
      'Your 30-minute Buyerlab demo is booked for Tuesday 3 March 2026, 09:00–09:30 (America/Chicago).',
    );
    expect(visitorMail!.raw).toMatch(/filename=invite\.ics/);
    // Long iCalendar lines are folded (CRLF + whitespace); unfold before reading them.
    const ics = mimePart(visitorMail!.raw, 'text/calendar').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART:20260303T150000Z');
    expect(ics).toMatch(/DURATION:PT30M|DTEND:20260303T153000Z/);
    expect(ics).toContain('SUMMARY:Buyerlab demo');
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*CN="?Priya Raman"?[^\r\n]*:mailto:priya@acme-foods\.example/);
    expect(ics).toContain(`UID:${res.json<{ id: string }>().id}@buyerlab.app`);
    expect(smtp.received.some((m) => m.to.includes('sales@buyerlab.example') && m.raw.includes('text/calendar'))).toBe(
      true,
    );
  });

  it('states the time in the visitor’s time zone in their mail and the business zone in the team’s', async () => {
    const start = '2026-03-06T15:00:00.000Z'; // Friday 09:00 in Chicago, 20:30 in Kolkata
    const email = 'kolkata.visitor@example.com';
    const res = await book(start, { email, timeZone: 'Asia/Kolkata' });
    expect(res.statusCode).toBe(201);
    const visitorMail = smtp.received.find((m) => m.to.includes(email));
    expect(mimePart(visitorMail!.raw, 'text/plain')).toContain(
      'is booked for Friday 6 March 2026, 20:30–21:00 (Asia/Kolkata).',
    );
    const teamMail = smtp.received.find((m) => m.to.includes('sales@buyerlab.example') && m.raw.includes(email));
    expect(mimePart(teamMail!.raw, 'text/plain')).toContain('Friday 6 March 2026, 09:00–09:30 (America/Chicago)');
  });

  it('refuses a time zone that does not exist with a clear detail', async () => {
    const res = await book('2026-03-06T16:00:00.000Z', { timeZone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toContain('Unknown time zone');
  });

  it('answers 409 with a clear detail when the slot is already booked', async () => {
    const start = '2026-03-04T15:00:00.000Z';
    expect((await book(start)).statusCode).toBe(201);
    const again = await book(start, { email: 'someone.else@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Sorry, someone has just booked that time. Please pick another slot.' });
  });

  it('lets exactly one of twenty parallel bookings of one slot win', async () => {
    const start = '2026-03-05T19:30:00.000Z';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(start, { email: `racer${i}@example.com` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect((await getSlots()).slots.map((s) => s.start)).not.toContain(start);
  });

  it.each([
    ['in the past', '2026-03-02T16:00:00.000Z'],
    ['on a Saturday', '2026-03-07T16:00:00.000Z'],
    ['before opening', '2026-03-03T14:30:00.000Z'],
    ['ending after closing', '2026-03-03T22:45:00.000Z'],
    ['not on a half hour', '2026-03-03T15:10:00.000Z'],
    ['beyond two weeks', '2026-03-17T15:00:00.000Z'],
  ])('refuses a start %s', async (_label, start) => {
    const res = await book(start);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'That time is not an open demo slot. Please pick one from the list.' });
  });

  it('validates the details with the demo form messages', async () => {
    const missingStart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/demo-bookings',
      payload: validRequest,
      remoteAddress: nextIp(),
    });
    expect(missingStart.json()).toEqual({ detail: 'start: Please choose a meeting time' });
    expect((await book('2026-03-03T16:00:00.000Z', { phone: '12345' })).json()).toEqual({
      detail: 'phone: Please enter a valid 10-digit phone number',
    });
    expect((await book('2026-03-03T16:00:00.000Z', { email: 'nope' })).json()).toEqual({
      detail: 'email: Please enter a valid email address',
    });
  });

  it('books at most two upcoming demos per email address, with a clear 429', async () => {
    // Thursday 12 March 2026, after the switch to daylight time: 09:00 in Chicago is 14:00 UTC.
    const email = 'busy.visitor@example.com';
    expect((await book('2026-03-12T14:00:00.000Z', { email })).statusCode).toBe(201);
    expect((await book('2026-03-12T14:30:00.000Z', { email: 'Busy.Visitor@Example.com' })).statusCode).toBe(201);
    for (const again of [email, 'BUSY.VISITOR@example.com', 'busy.visitor+third@example.com']) {
      const third = await book('2026-03-12T15:00:00.000Z', { email: again });
      expect({ again, status: third.statusCode, body: third.json<unknown>() }).toEqual({
        again,
        status: 429,
        body: { detail: DEMO_MESSAGES.tooManyBookings },
      });
    }
    expect((await getSlots()).slots.map((s) => s.start)).toContain('2026-03-12T15:00:00.000Z');
    // Once those demos have started they no longer count.
    clock.now = new Date('2026-03-12T14:45:00Z');
    try {
      expect((await book('2026-03-12T15:00:00.000Z', { email })).statusCode).toBe(201);
    } finally {
      clock.now = new Date('2026-03-02T16:10:00Z');
    }
  });

  it('lets at most two of several parallel bookings by one email address through', async () => {
    const starts = ['2026-03-10T14:00', '2026-03-10T14:30', '2026-03-10T15:00', '2026-03-10T15:30', '2026-03-10T16:00'];
    const results = await Promise.all(
      starts.map((start) => book(`${start}:00.000Z`, { email: 'parallel.visitor@example.com' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
  });

  it('mails no link a visitor typed, to the visitor or to the team', async () => {
    const email = 'links.visitor@example.com';
    const res = await book('2026-03-11T14:00:00.000Z', {
      email,
      name: 'Claim your prize at https://evil-link.example/win now',
      companyName: 'www.evil-link.example',
      jobTitle: 'see evil-link.example/offer',
      industry: 'Food & Beverage Equipment',
      specificNeeds: 'Write to prize@evil-link.example or visit EVIL-LINK.EXAMPLE today',
    });
    expect(res.statusCode).toBe(201);
    const mails = smtp.received.filter((m) => m.raw.includes(email) || m.to.includes(email));
    expect(mails.map((m) => m.to.includes(email))).toEqual(expect.arrayContaining([true, false]));
    for (const mail of mails) {
      const text = mimePart(mail.raw, 'text/plain');
      const ics = mimePart(mail.raw, 'text/calendar').replace(/\r\n[ \t]/g, '');
      // Headers unfolded and quoted-printable soft breaks joined, so a split word still shows.
      const raw = mail.raw.replace(/=\r\n/g, '').replace(/\r\n[ \t]/g, ' ');
      for (const part of [text, ics, raw]) expect(part.toLowerCase()).not.toContain('evil-link');
      if (mail.to.includes(email)) {
        expect(text).not.toContain('Claim your prize');
        expect(text).toContain('is booked for Wednesday 11 March 2026');
      } else {
        expect(text).toContain('Name: Claim your prize at [link removed] now');
        expect(text).toContain('Specific needs: Write to [link removed] or visit [link removed] today');
      }
    }
  });

  it('stops offering slots as time passes', async () => {
    clock.now = new Date('2026-03-06T22:59:00Z'); // Friday 16:59 in Chicago
    const { slots } = await getSlots();
    expect(slots[0]?.start).toBe('2026-03-09T14:00:00.000Z'); // Monday 09:00 CDT
    clock.now = new Date('2026-03-02T16:10:00Z');
  });
});
