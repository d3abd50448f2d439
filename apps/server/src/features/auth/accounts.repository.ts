import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserFilters, RoleName } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { sortDirection } from '../../db/sort-direction';
import { users } from '../../db/schema';

// An arbitrary constant: role and disable changes take it so two admins cannot race past the
// "at least one active super_admin" check (docs/decisions/0018-admin-and-audit.md).
const SUPER_ADMIN_LOCK = 4_217_018;

/** A LIKE pattern that matches the text anywhere, with its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL for the accounts as the admin console lists and changes them. */
export function accountsRepository(db: Database) {
  return {
    async usersPage(query: AdminUserFilters) {
      const pattern = containing(query.q);
      const where = query.q
        ? or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
        : undefined;
      const dir = sortDirection(query.order);
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
    updateUser: async (id: string, set: { role?: RoleName; disabledAt?: Date | null }) =>
      (
        await db
          .update(users)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning()
      )[0],
  };
}
