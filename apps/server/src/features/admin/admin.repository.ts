import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminDemoFilters, AdminUserFilters } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { demoBookings, demoRequests, inviteCoupons, teamInvites, users } from '../../db/schema';

// An arbitrary constant: role and disable changes take it so two admins cannot race past the
// "at least one active super_admin" check (docs/decisions/0018-admin-and-audit.md).
const SUPER_ADMIN_LOCK = 4_217_018;

/** A LIKE pattern that matches the text anywhere, with its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const direction = (order: 'asc' | 'desc' | undefined) => (order === 'asc' ? asc : desc);

/** SQL only for the admin console: every rule lives in the admin services. */
export function adminRepository(db: Database) {
  return {
    async usersPage(query: AdminUserFilters) {
      const pattern = containing(query.q);
      const where = query.q
        ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
        : undefined;
      const dir = direction(query.order);
      const sorts: Record<typeof query.sort, SQL[]> = {
        created_at: [dir(users.createdAt)],
        email: [dir(users.email)],
        name: [dir(sql`lower(${users.firstName})`), dir(sql`lower(${users.lastName})`)],
        role: [dir(users.role)],
      };
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...sorts[query.sort], asc(users.id))
          .limit(query.page_size)
          .offset(query.page * query.page_size),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    userById: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0],

    /** Inside a transaction: waits for any other role or disable change to finish. */
    lockSuperAdmins: async () => {
      await db.execute(sql`select pg_advisory_xact_lock(${SUPER_ADMIN_LOCK})`);
    },
    activeSuperAdmins: async () =>
      (
        await db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'super_admin'), isNull(users.disabledAt)))
      )[0]?.n ?? 0,
    updateUser: async (id: string, set: { role?: string; disabledAt?: Date | null }) =>
      (
        await db
          .update(users)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning()
      )[0],

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
      const dir = direction(query.order);
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
