import { dashboardLinkResponseSchema, type DashboardLinkResponse } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** Where the Dashboard link goes: /dashboard, or an external dashboard with a single-use code. */
export async function getDashboardLink(): Promise<DashboardLinkResponse> {
  return api.get('/v1/auth/dashboard-link', dashboardLinkResponseSchema);
}
