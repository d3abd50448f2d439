import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

async function getPublicConfig(): Promise<PublicConfig> {
  return api.get('/v1/config', publicConfigSchema, { silent: true });
}

/** GET /api/v1/config: Google client id and whether dashboards are external. Fetched once. */
export const usePublicConfig = () =>
  useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity, retry: 1 });
