import { messageResponseSchema, type MessageResponse } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** docs/product.md#api, "Verify code". */
export async function verifyOtp(email: string, otpCode: string): Promise<MessageResponse> {
  return messageResponseSchema.parse(
    await apiClient.Post<unknown>('/v1/auth/verify-otp', { email, otp_code: otpCode }, { silent: true }),
  );
}
