import { and, count, desc, eq, gt, gte, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { DemoRequest } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { demoBookings, demoRequests } from '../../db/schema';

export type DemoRequestRow = typeof demoRequests.$inferSelect;
export type DemoBookingRow = typeof demoBookings.$inferSelect;

export class SlotTakenError extends Error {}
/** The visitor's email address already has its share of upcoming demos. */
export class BookingLimitError extends Error {}

/**
 * The mailbox an address reaches, for counting bookings: case and a "+tag" in the local part do
 * not make another visitor. The same expression in SQL, for both sides of the comparison.
 */
const mailboxOf = (email: SQLWrapper | string) => sql`regexp_replace(lower(${email}), '\\+[^@]*@', '@')`;

// PostgreSQL's unique_violation, which drizzle may wrap in its own error as `cause`.
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
    if ((e as { cause?: unknown }).cause === e) break;
  }
  return false;
}

export async function insertDemoRequest(db: Database, request: DemoRequest): Promise<DemoRequestRow> {
  const [row] = await db.insert(demoRequests).values(request).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Stores the visitor's details and the booking in one transaction. The partial unique index on
 * confirmed start times makes the database pick exactly one winner; losers get SlotTakenError.
 * An address that already has `perEmail` confirmed demos starting after `now` gets
 * BookingLimitError: a transaction lock on the mailbox makes parallel bookings count one by one.
 */
export async function insertDemoBooking(
  db: Database,
  request: DemoRequest,
  slot: { start: Date; end: Date },
  limit: { now: Date; perEmail: number },
): Promise<{ request: DemoRequestRow; booking: DemoBookingRow }> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${mailboxOf(request.email)}))`);
      const [upcoming] = await tx
        .select({ n: count() })
        .from(demoBookings)
        .innerJoin(demoRequests, eq(demoBookings.requestId, demoRequests.id))
        .where(
          and(
            eq(demoBookings.status, 'confirmed'),
            gt(demoBookings.startsAt, limit.now),
            sql`${mailboxOf(demoRequests.email)} = ${mailboxOf(request.email)}`,
          ),
        );
      if ((upcoming?.n ?? 0) >= limit.perEmail) throw new BookingLimitError();
      const [requestRow] = await tx.insert(demoRequests).values(request).returning();
      if (!requestRow) throw new Error('insert returned no row');
      const [booking] = await tx
        .insert(demoBookings)
        .values({ requestId: requestRow.id, startsAt: slot.start, endsAt: slot.end })
        .returning();
      if (!booking) throw new Error('insert returned no row');
      return { request: requestRow, booking };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlotTakenError();
    throw error;
  }
}

export async function listBookedStarts(db: Database, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: demoBookings.startsAt })
    .from(demoBookings)
    .where(and(eq(demoBookings.status, 'confirmed'), gte(demoBookings.startsAt, from), lt(demoBookings.startsAt, to)));
  return rows.map((r) => r.startsAt);
}

export async function listDemoRequests(db: Database, limit: number): Promise<DemoRequestRow[]> {
  return db.select().from(demoRequests).orderBy(desc(demoRequests.createdAt)).limit(limit);
}

export async function listDemoBookings(
  db: Database,
  limit: number,
): Promise<{ request: DemoRequestRow; booking: DemoBookingRow }[]> {
  return db
    .select({ request: demoRequests, booking: demoBookings })
    .from(demoBookings)
    .innerJoin(demoRequests, eq(demoBookings.requestId, demoRequests.id))
    .orderBy(desc(demoBookings.startsAt))
    .limit(limit);
}
