import { messageResponseSchema, type MessageResponse } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** docs/product.md#api, "Reset final". */
export async function resetPassword(email: string, otpCode: string, newPassword: string): Promise<MessageResponse> {
  return messageResponseSchema.parse(
    await api.post(
      '/v1/auth/password-reset/final',
      { email, otp_code: otpCode, new_password: newPassword },
      { silent: true },
    ),
  );
}
