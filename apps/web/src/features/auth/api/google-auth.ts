import { authResponseSchema, type AuthResponse } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** docs/product.md#api, "Google auth": the id_token, plus the coupon when registering. */
export async function googleAuth(idToken: string, couponCode?: string): Promise<AuthResponse> {
  const body = couponCode ? { id_token: idToken, couponCode } : { id_token: idToken };
  return authResponseSchema.parse(await api.post('/v1/auth/google', body, { silent: true }));
}
