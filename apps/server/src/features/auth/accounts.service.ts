import { ADMIN_MESSAGES, type AdminUserFilters, type RoleName } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { accountsRepository } from './accounts.repository';
import type { UserRow } from './auth.repository';

export type AccountChange = { role?: RoleName; disabledAt?: Date | null };

/**
 * The accounts as the admin console lists and changes them. The auth feature owns the users
 * table; the admin feature reaches it only through here (docs/decisions/0018-admin-and-audit.md).
 */
export function accountsService(db: Database) {
  return {
    page: (query: AdminUserFilters) => accountsRepository(db).usersPage(query),

    /**
     * One change to an account, in a transaction with what the caller records of it (the audit
     * row). Under the super_admin lock, the change is refused when it would leave no active
     * super_admin (an admin demoting or disabling themself last of all).
     */
    change(
      id: string,
      change: (before: UserRow) => AccountChange | null,
      record: (tx: Database, before: UserRow, after: UserRow) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const accounts = accountsRepository(tx);
        await accounts.lockSuperAdmins();
        const before = await accounts.userById(id);
        if (!before) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
        const set = change(before);
        if (!set) return { before, after: before, changed: false };
        const after = (await accounts.updateUser(id, set))!;
        if ((await accounts.activeSuperAdmins()) === 0) throw new AppError('conflict', ADMIN_MESSAGES.lastSuperAdmin);
        await record(tx, before, after);
        return { before, after, changed: true };
      });
    },
  };
}
