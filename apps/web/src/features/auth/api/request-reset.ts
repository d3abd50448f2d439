import { messageResponseSchema, type MessageResponse } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** docs/product.md#api, "Reset request". Silent: the modal maps outcomes to the messages of docs/product.md#reset-request. */
export async function requestReset(email: string): Promise<MessageResponse> {
  return messageResponseSchema.parse(
    await apiClient.Post<unknown>('/v1/auth/password-reset/request', { email }, { silent: true }),
  );
}
