import { useQuery } from '@tanstack/react-query';
import { modeManufacturingModelLinkSchema } from '@buyerlab/contract';
import { fetchReferenceList, REFERENCE_STALE_TIME } from './reference-list';

export const getModeManufacturingModels = () =>
  fetchReferenceList('/v1/interaction-mode-manufacturing-models/', modeManufacturingModelLinkSchema.array());

export const useModeManufacturingModels = () =>
  useQuery({
    queryKey: ['catalog', '/v1/interaction-mode-manufacturing-models/'],
    queryFn: getModeManufacturingModels,
    staleTime: REFERENCE_STALE_TIME,
  });
