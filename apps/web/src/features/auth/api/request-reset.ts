import { messageResponseSchema, type MessageResponse } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** docs/product.md#api, "Reset request". Silent: the modal maps outcomes to the messages of docs/product.md#reset-request. */
export async function requestReset(email: string): Promise<MessageResponse> {
  return messageResponseSchema.parse(await api.post('/v1/auth/password-reset/request', { email }, { silent: true }));
}
