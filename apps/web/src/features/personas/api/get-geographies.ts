import { useQuery } from '@tanstack/react-query';
import { geographySchema } from '@buyerlab/contract';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-list';

export const getGeographies = () => fetchReferenceList('/v1/geography', geographySchema.array());

export const useGeographies = () =>
  useQuery({ queryKey: ['catalog', '/v1/geography'], queryFn: getGeographies, staleTime: REFERENCE_STALE_TIME });
