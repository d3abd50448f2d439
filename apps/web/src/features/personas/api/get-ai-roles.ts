import { useQuery } from '@tanstack/react-query';
import { aiRoleSchema } from '@buyerlab/contract';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-list';

export const getAiRoles = () => fetchReferenceList('/v1/ai-roles/', aiRoleSchema.array());

export const useAiRoles = () =>
  useQuery({ queryKey: ['catalog', '/v1/ai-roles/'], queryFn: getAiRoles, staleTime: REFERENCE_STALE_TIME });
