import { useQuery } from '@tanstack/react-query';
import { modeAiRoleLinkSchema } from '@buyerlab/contract';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-list';

export const getModeAiRoles = () => fetchReferenceList('/v1/interaction-mode-ai-roles/', modeAiRoleLinkSchema.array());

export const useModeAiRoles = () =>
  useQuery({
    queryKey: ['catalog', '/v1/interaction-mode-ai-roles/'],
    queryFn: getModeAiRoles,
    staleTime: REFERENCE_STALE_TIME,
  });
