import { useQuery } from '@tanstack/react-query';
import { industrySchema } from '@buyerlab/contract';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-list';

export const getIndustries = () => fetchReferenceList('/v1/industries/', industrySchema.array());

export const useIndustries = () =>
  useQuery({ queryKey: ['catalog', '/v1/industries/'], queryFn: getIndustries, staleTime: REFERENCE_STALE_TIME });
