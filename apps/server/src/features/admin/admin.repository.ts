import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminDemoFilters } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { sortDirection } from '../../db/sort-direction';
import { demoBookings, demoRequests, inviteCoupons, teamInvites } from '../../db/schema';

/**
 * SQL only for the admin console: every rule lives in the admin services. Accounts are the auth
 * feature's table, reached through its accountsService.
 */
export function adminRepository(db: Database) {
  return {
    async couponsPage(offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .select({ coupon: inviteCoupons, inviteId: teamInvites.id })
          .from(inviteCoupons)
          .leftJoin(teamInvites, eq(teamInvites.code, inviteCoupons.code))
          .orderBy(desc(inviteCoupons.createdAt), asc(inviteCoupons.code))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(inviteCoupons),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    couponByCode: async (code: string) =>
      (
        await db
          .select({ coupon: inviteCoupons, inviteId: teamInvites.id })
          .from(inviteCoupons)
          .leftJoin(teamInvites, eq(teamInvites.code, inviteCoupons.code))
          .where(eq(inviteCoupons.code, code))
      )[0],
    /** Undefined when the code is taken. */
    insertCoupon: async (code: string, usesAllowed: number, expiresAt: Date) =>
      (await db.insert(inviteCoupons).values({ code, usesAllowed, expiresAt }).onConflictDoNothing().returning())[0],
    revokeCoupon: async (code: string) =>
      (
        await db
          .update(inviteCoupons)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(inviteCoupons.code, code), isNull(inviteCoupons.revokedAt)))
          .returning()
      )[0],

    async demoPage(query: AdminDemoFilters) {
      const where =
        query.status === 'open'
          ? isNull(demoRequests.handledAt)
          : query.status === 'handled'
            ? isNotNull(demoRequests.handledAt)
            : undefined;
      const dir = sortDirection(query.order);
      const sorts: Record<typeof query.sort, SQL[]> = {
        created_at: [dir(demoRequests.createdAt)],
        name: [dir(sql`lower(${demoRequests.name})`)],
        slot: [sql`${demoBookings.startsAt} ${sql.raw(query.order === 'asc' ? 'asc' : 'desc')} nulls last`],
      };
      const [rows, total] = await Promise.all([
        db
          .select({ request: demoRequests, booking: demoBookings })
          .from(demoRequests)
          .leftJoin(demoBookings, eq(demoBookings.requestId, demoRequests.id))
          .where(where)
          .orderBy(...sorts[query.sort], asc(demoRequests.id))
          .limit(query.page_size)
          .offset(query.page * query.page_size),
        db.select({ n: count() }).from(demoRequests).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },
    setDemoHandled: async (id: string, handledBy: string | null) =>
      (
        await db
          .update(demoRequests)
          .set(handledBy ? { handledAt: sql`now()`, handledBy } : { handledAt: null, handledBy: null })
          .where(eq(demoRequests.id, id))
          .returning()
      )[0],
    demoBooking: async (requestId: string) =>
      (await db.select().from(demoBookings).where(eq(demoBookings.requestId, requestId)))[0],
  };
}
