import { useQuery } from '@tanstack/react-query';
import { plantSizeImpactSchema } from '@buyerlab/contract';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-list';

export const getPlantSizeImpacts = () => fetchReferenceList('/v1/plant-size-impacts/', plantSizeImpactSchema.array());

export const usePlantSizeImpacts = () =>
  useQuery({
    queryKey: ['catalog', '/v1/plant-size-impacts/'],
    queryFn: getPlantSizeImpacts,
    staleTime: REFERENCE_STALE_TIME,
  });
