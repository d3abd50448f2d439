import { useQuery } from '@tanstack/react-query';
import { manufacturingModelSchema } from '@buyerlab/contract';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-list';

export const getManufacturingModels = () =>
  fetchReferenceList('/v1/manufacturing-models/', manufacturingModelSchema.array());

export const useManufacturingModels = () =>
  useQuery({
    queryKey: ['catalog', '/v1/manufacturing-models/'],
    queryFn: getManufacturingModels,
    staleTime: REFERENCE_STALE_TIME,
  });
