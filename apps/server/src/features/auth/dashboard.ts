import { AUTH_MESSAGES, type AuthResponse, type DashboardLinkResponse } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authRepository } from './auth.repository';
import type { AuthService } from './auth.service';
import type { AuthUser } from './auth.types';
import { DASHBOARD_CODE_TTL_MS, generateOpaqueToken, hashToken } from './tokens';

export type DashboardDeps = {
  db: Database;
  auth: AuthService;
  dashboardUrl: string | undefined;
  adminDashboardUrl: string | undefined;
};

/** The product's own dashboard for a role (docs/product.md#dashboard-choice). */
export function ownDashboard(role: AuthUser['role']): string {
  if (role === 'super_admin') return '/admin';
  return role === 'manager' ? '/team' : '/dashboard';
}

/**
 * docs/product.md#dashboard-choice with docs/product.md#security-choices: a super_admin goes to the admin dashboard, everyone
 * else to the user dashboard. An external one gets a single-use 60-second code in `token`, never
 * the long-lived token; without external dashboards the product's own is used (/admin for a
 * super_admin, /team for a manager, /dashboard for everyone else).
 */
export function dashboardService({ db, auth, dashboardUrl, adminDashboardUrl }: DashboardDeps) {
  const repo = authRepository(db);
  return {
    async link(viewer: AuthUser): Promise<DashboardLinkResponse> {
      const target = viewer.role === 'super_admin' ? adminDashboardUrl : dashboardUrl;
      if (!target) return { url: ownDashboard(viewer.role), external: false };
      const code = generateOpaqueToken();
      await repo.insertDashboardCode(hashToken(code), viewer.id, new Date(Date.now() + DASHBOARD_CODE_TTL_MS));
      const url = new URL(target);
      url.searchParams.set('token', code);
      return { url: url.toString(), external: true };
    },

    voidCodes: (userId: string) => repo.voidDashboardCodes(userId),

    async exchange(code: string): Promise<AuthResponse> {
      const used = await repo.consumeDashboardCode(hashToken(code));
      const user = used ? await repo.userById(used.userId) : undefined;
      if (!user) throw new AppError('unauthorized', AUTH_MESSAGES.exchangeInvalid);
      return auth.respond(user, false);
    },
  };
}
