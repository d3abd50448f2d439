import { useQuery } from '@tanstack/react-query';
import { interactionModeSchema } from '@buyerlab/contract';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-list';

export const getInteractionModes = () => fetchReferenceList('/v1/interaction-modes/', interactionModeSchema.array());

export const useInteractionModes = () =>
  useQuery({
    queryKey: ['catalog', '/v1/interaction-modes/'],
    queryFn: getInteractionModes,
    staleTime: REFERENCE_STALE_TIME,
  });
