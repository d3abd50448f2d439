import {
  ADMIN_MESSAGES,
  type AdminCoupon,
  type AdminUserFilters,
  type AdminUser,
  type AdminUserPage,
  type AuditPage,
  type AuditEntry,
  type CouponStatus,
  type CreateAdminCouponRequest,
  type RoleName,
} from '@buyerlab/contract';
import type { Database } from '../../db/client';
import type { inviteCoupons } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { accountsService, type AccountChange } from '../auth/accounts.service';
import type { UserRow } from '../auth/auth.repository';
import { revokeAllSignIns } from '../auth/auth.service';
import type { AuthUser } from '../auth/auth.types';
import { generateCouponCode } from '../auth/coupons';
import { adminRepository } from './admin.repository';
import { auditRepository } from './audit.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AdminDeps = {
  db: Database;
  /** Ends what a disabled account's sign-ins opened (live sockets, tickets): the app's revocation hook. */
  onDisabled: (userId: string) => Promise<void>;
  now?: () => Date;
};

type CouponRow = typeof inviteCoupons.$inferSelect;

export const toAdminUser = (u: UserRow): AdminUser => ({
  user_id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  role: u.role as RoleName,
  disabled_at: u.disabledAt?.toISOString() ?? null,
  created_at: u.createdAt.toISOString(),
});

/** Users, coupons and the audit log of the admin console (docs/decisions/0018-admin-and-audit.md). */
export function adminService({ db, onDisabled, now = () => new Date() }: AdminDeps) {
  const repo = adminRepository(db);
  const accounts = accountsService(db);
  const audit = auditRepository(db);

  const couponStatus = (c: CouponRow): CouponStatus => {
    if (c.revokedAt) return 'revoked';
    if (c.expiresAt && c.expiresAt <= now()) return 'expired';
    return c.usesTaken >= c.usesAllowed ? 'used_up' : 'active';
  };
  const toCoupon = ({ coupon: c, inviteId }: { coupon: CouponRow; inviteId: string | null }): AdminCoupon => ({
    code: c.code,
    uses_allowed: c.usesAllowed,
    uses_taken: c.usesTaken,
    expires_at: c.expiresAt?.toISOString() ?? null,
    revoked_at: c.revokedAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
    status: couponStatus(c),
    team_invite: inviteId !== null,
  });

  const changeUser = (
    id: string,
    change: (before: UserRow) => AccountChange | null,
    record: (before: UserRow, after: UserRow) => Parameters<ReturnType<typeof auditRepository>['write']>[0],
  ) => accounts.change(id, change, (tx, before, after) => auditRepository(tx).write(record(before, after)));

  return {
    async users(query: AdminUserFilters): Promise<AdminUserPage> {
      const { rows, total } = await accounts.page(query);
      return { users: rows.map(toAdminUser), total };
    },

    async setRole(actor: AuthUser, id: string, role: RoleName) {
      const { after, changed } = await changeUser(
        id,
        (before) => (before.role === role ? null : { role }),
        (before, after) => ({
          actor,
          action: 'user.role',
          targetType: 'user',
          targetId: after.id,
          targetLabel: after.email,
          details: { from: before.role, to: after.role },
        }),
      );
      if (!changed) throw new AppError('conflict', ADMIN_MESSAGES.roleUnchanged);
      return { user: toAdminUser(after), message: ADMIN_MESSAGES.roleChanged(after.email, role) };
    },

    async setDisabled(actor: AuthUser, id: string, disabled: boolean) {
      const { after, changed } = await changeUser(
        id,
        (before) => (Boolean(before.disabledAt) === disabled ? null : { disabledAt: disabled ? now() : null }),
        (_before, after) => ({
          actor,
          action: disabled ? 'user.disable' : 'user.enable',
          targetType: 'user',
          targetId: after.id,
          targetLabel: after.email,
        }),
      );
      if (disabled && changed) {
        // Tokens of a disabled account stop resolving at once; revoking them too means enabling
        // the account later does not bring old sign-ins back.
        await revokeAllSignIns(db, id);
        await onDisabled(id);
      }
      const message = disabled ? ADMIN_MESSAGES.userDisabled(after.email) : ADMIN_MESSAGES.userEnabled(after.email);
      return { user: toAdminUser(after), message };
    },

    async coupons(page: number, pageSize: number) {
      const { rows, total } = await repo.couponsPage(page * pageSize, pageSize);
      return { coupons: rows.map(toCoupon), total };
    },

    async createCoupon(actor: AuthUser, input: CreateAdminCouponRequest) {
      const code = input.code || generateCouponCode();
      const expiresAt = new Date(now().getTime() + input.days * DAY_MS);
      const created = await db.transaction(async (tx) => {
        const row = await adminRepository(tx).insertCoupon(code, input.uses, expiresAt);
        if (!row) return undefined;
        await auditRepository(tx).write({
          actor,
          action: 'coupon.create',
          targetType: 'coupon',
          targetId: code,
          targetLabel: code,
          details: { uses: input.uses, expires_at: expiresAt.toISOString() },
        });
        return row;
      });
      if (!created) throw new AppError('conflict', ADMIN_MESSAGES.couponExists);
      return { coupon: toCoupon({ coupon: created, inviteId: null }), message: ADMIN_MESSAGES.couponCreated(code) };
    },

    async revokeCoupon(actor: AuthUser, code: string) {
      const revoked = await db.transaction(async (tx) => {
        const row = await adminRepository(tx).revokeCoupon(code);
        if (!row) return undefined;
        await auditRepository(tx).write({
          actor,
          action: 'coupon.revoke',
          targetType: 'coupon',
          targetId: code,
          targetLabel: code,
          details: { uses_taken: row.usesTaken, uses_allowed: row.usesAllowed },
        });
        return row;
      });
      const current = await repo.couponByCode(code);
      if (!current) throw new AppError('not_found', ADMIN_MESSAGES.couponNotFound);
      if (!revoked) throw new AppError('conflict', ADMIN_MESSAGES.couponAlreadyRevoked);
      return { coupon: toCoupon(current), message: ADMIN_MESSAGES.couponRevoked(code) };
    },

    async auditLog(page: number, pageSize: number): Promise<AuditPage> {
      const { rows, total } = await audit.page(page * pageSize, pageSize);
      return {
        entries: rows.map((r): AuditEntry => ({
          id: r.id,
          at: r.createdAt.toISOString(),
          actor_email: r.actorEmail,
          action: r.action as AuditEntry['action'],
          target_type: r.targetType,
          target_id: r.targetId,
          target_label: r.targetLabel,
          details: r.details,
        })),
        total,
      };
    },
  };
}
