import type { FastifyBaseLogger } from 'fastify';
import {
  DEMO_MESSAGES,
  LIMITS,
  type DemoBookingRecord,
  type DemoBookingRequest,
  type DemoBookingResponse,
  type DemoRequest,
  type DemoRequestRecord,
  type DemoRequestResponse,
  type DemoSlotsResponse,
} from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer, OutgoingMail } from '../mail/mail.service';
import {
  BookingLimitError,
  insertDemoBooking,
  insertDemoRequest,
  listBookedStarts,
  listDemoBookings,
  listDemoRequests,
  SlotTakenError,
  type DemoRequestRow,
} from './demo.repository';
import {
  bookingConfirmationMail,
  bookingNotificationMail,
  formatMeetingTime,
  requestConfirmationMail,
  requestNotificationMail,
  withoutLinks,
} from './demo.mails';
import { createDemoInvite } from './invite';
import { findCandidateSlot, openSlots, overlapsBooking, type SlotRules } from './slots';

export type DemoServiceDeps = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  rules: SlotRules;
  notifyEmail: string | undefined;
  organizerEmail: string;
  now: () => Date;
};

const ADMIN_LIST_LIMIT = 500;

function toRecord(row: DemoRequestRow): DemoRequestRecord {
  const { createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString() };
}

export function createDemoService(deps: DemoServiceDeps) {
  const { db, rules } = deps;

  // The record is already stored when mail goes out: a mail failure is logged, not shown.
  const sendAll = async (mails: OutgoingMail[]) => {
    for (const mail of mails) {
      try {
        await deps.mailer.send(mail);
      } catch (err) {
        deps.log.error({ err, subject: mail.subject }, 'demo mail failed');
      }
    }
  };

  return {
    async requestDemo(request: DemoRequest): Promise<DemoRequestResponse> {
      const row = await insertDemoRequest(db, request);
      await sendAll([
        requestConfirmationMail(request),
        ...(deps.notifyEmail ? [requestNotificationMail(deps.notifyEmail, request)] : []),
      ]);
      return { id: row.id, message: DEMO_MESSAGES.requestSuccess };
    },

    async listOpenSlots(): Promise<DemoSlotsResponse> {
      const now = deps.now();
      const until = new Date(now.getTime() + rules.horizonDays * 86_400_000);
      // Meetings that started up to one length before now can still overlap the first slot.
      const from = new Date(now.getTime() - rules.meetingMinutes * 60_000);
      const booked = await listBookedStarts(db, from, until);
      return {
        slots: openSlots(now, rules, booked).map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
        timezone: rules.timezone,
        meetingMinutes: rules.meetingMinutes,
      };
    },

    async bookDemo({ start, timeZone, ...request }: DemoBookingRequest): Promise<DemoBookingResponse> {
      const slot = findCandidateSlot(deps.now(), rules, new Date(start));
      if (!slot) throw new AppError('validation_failed', DEMO_MESSAGES.slotUnavailable);
      // The unique index settles a race for the same start; this refuses a slot that straddles
      // a meeting booked when business hours were different.
      const nearby = await listBookedStarts(
        db,
        new Date(slot.start.getTime() - rules.meetingMinutes * 60_000),
        slot.end,
      );
      if (overlapsBooking(slot, nearby, rules.meetingMinutes)) throw new AppError('conflict', DEMO_MESSAGES.slotTaken);
      let booked: Awaited<ReturnType<typeof insertDemoBooking>>;
      try {
        booked = await insertDemoBooking(db, request, slot, {
          now: deps.now(),
          perEmail: LIMITS.demoUpcomingBookingsPerEmail,
        });
      } catch (error) {
        if (error instanceof SlotTakenError) throw new AppError('conflict', DEMO_MESSAGES.slotTaken);
        // 429, not 409: the web app reads a 409 as "that slot was just taken".
        if (error instanceof BookingLimitError) throw new AppError('too_many_requests', DEMO_MESSAGES.tooManyBookings);
        throw error;
      }
      // The visitor reads the time in the zone the picker showed them; the team in the business's.
      const visitorWhen = formatMeetingTime(slot.start, rules.meetingMinutes, timeZone ?? rules.timezone);
      const when = formatMeetingTime(slot.start, rules.meetingMinutes, rules.timezone);
      const invite = createDemoInvite({
        bookingId: booked.booking.id,
        start: slot.start,
        meetingMinutes: LIMITS.demoMeetingMinutes,
        attendee: { name: withoutLinks(request.name), email: request.email },
        organizerEmail: deps.organizerEmail,
        description: `Your ${rules.meetingMinutes}-minute demo of Buyerlab, the AI sales-practice platform.`,
      });
      await sendAll([
        bookingConfirmationMail(request, visitorWhen, invite),
        ...(deps.notifyEmail ? [bookingNotificationMail(deps.notifyEmail, request, when, invite)] : []),
      ]);
      return {
        id: booked.booking.id,
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        email: request.email,
      };
    },

    async listRequests(): Promise<{ requests: DemoRequestRecord[] }> {
      return { requests: (await listDemoRequests(db, ADMIN_LIST_LIMIT)).map(toRecord) };
    },

    async listBookings(): Promise<{ bookings: DemoBookingRecord[] }> {
      const rows = await listDemoBookings(db, ADMIN_LIST_LIMIT);
      return {
        bookings: rows.map(({ request, booking }) => ({
          ...toRecord(request),
          id: booking.id,
          start: booking.startsAt.toISOString(),
          end: booking.endsAt.toISOString(),
          status: booking.status,
        })),
      };
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
