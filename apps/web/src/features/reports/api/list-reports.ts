import { useQuery } from '@tanstack/react-query';
import { reportListSchema, type ReportList } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** GET /v1/performance-reports/: the signed-in rep's reports, newest first, for the dashboard. */
export async function listReports(): Promise<ReportList> {
  return api.get('/v1/performance-reports/', reportListSchema, { silent: true });
}

export const useReportHistory = (enabled: boolean) =>
  useQuery({ queryKey: ['reports'], queryFn: listReports, enabled, staleTime: 30_000 });
