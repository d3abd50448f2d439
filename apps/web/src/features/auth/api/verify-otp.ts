import { messageResponseSchema, type MessageResponse } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** docs/product.md#api, "Verify code". */
export async function verifyOtp(email: string, otpCode: string): Promise<MessageResponse> {
  return messageResponseSchema.parse(
    await api.post('/v1/auth/verify-otp', { email, otp_code: otpCode }, { silent: true }),
  );
}
