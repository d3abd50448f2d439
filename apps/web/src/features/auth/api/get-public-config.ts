import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

async function getPublicConfig(): Promise<PublicConfig> {
  return publicConfigSchema.parse(await apiClient.Get<unknown>('/v1/config', { silent: true }));
}

/** GET /api/v1/config: Google client id and whether dashboards are external. Fetched once. */
export const usePublicConfig = () =>
  useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity, retry: 1 });
