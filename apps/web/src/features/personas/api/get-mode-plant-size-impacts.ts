import { useQuery } from '@tanstack/react-query';
import { modePlantSizeLinkSchema } from '@buyerlab/contract';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-list';

export const getModePlantSizeImpacts = () =>
  fetchReferenceList('/v1/interaction-mode-plant-size-impacts/', modePlantSizeLinkSchema.array());

export const useModePlantSizeImpacts = () =>
  useQuery({
    queryKey: ['catalog', '/v1/interaction-mode-plant-size-impacts/'],
    queryFn: getModePlantSizeImpacts,
    staleTime: REFERENCE_STALE_TIME,
  });
