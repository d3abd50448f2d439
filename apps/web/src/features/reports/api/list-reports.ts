import { useQuery } from '@tanstack/react-query';
import { reportListSchema, type ReportList } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** GET /v1/performance-reports/: the signed-in rep's reports, newest first, for the dashboard. */
export async function listReports(): Promise<ReportList> {
  return reportListSchema.parse(await apiClient.Get<unknown>('/v1/performance-reports/', { silent: true }));
}

export const useReportHistory = (enabled: boolean) =>
  useQuery({ queryKey: ['reports'], queryFn: listReports, enabled, staleTime: 30_000 });
