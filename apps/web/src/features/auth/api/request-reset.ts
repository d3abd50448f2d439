import { messageResponseSchema, type MessageResponse } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** SPEC §7 "Reset request". Silent: the modal maps outcomes to the SPEC §8 messages. */
export async function requestReset(email: string): Promise<MessageResponse> {
  return messageResponseSchema.parse(
    await apiClient.Post<unknown>('/v1/auth/password-reset/request', { email }, { silent: true }),
  );
}
