import { demoRequestResponseSchema, type DemoRequest, type DemoRequestResponse } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/**
 * docs/product.md#api, "Demo request": POST to the base path with an empty sub-path. The helper toasts the
 * success note the server returns, and toasts and rethrows any failure.
 */
export async function requestDemo(request: DemoRequest): Promise<DemoRequestResponse> {
  return demoRequestResponseSchema.parse(await api.post('', request));
}
