import { messageResponseSchema, type MessageResponse } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** SPEC §7 "Verify code". */
export async function verifyOtp(email: string, otpCode: string): Promise<MessageResponse> {
  return messageResponseSchema.parse(
    await apiClient.Post<unknown>('/v1/auth/verify-otp', { email, otp_code: otpCode }, { silent: true }),
  );
}
