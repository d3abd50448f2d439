import { dashboardLinkResponseSchema, type DashboardLinkResponse } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** Where the Dashboard link goes: /dashboard, or an external dashboard with a single-use code. */
export async function getDashboardLink(): Promise<DashboardLinkResponse> {
  return dashboardLinkResponseSchema.parse(await apiClient.Get<unknown>('/v1/auth/dashboard-link'));
}
