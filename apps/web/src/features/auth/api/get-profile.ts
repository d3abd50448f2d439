import { authUserSchema, type AuthUserResponse } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** docs/product.md#api, "User profile": GET /v1/auth/{user_id}. */
export async function getProfile(userId: string): Promise<AuthUserResponse> {
  return api.get(`/v1/auth/${encodeURIComponent(userId)}`, authUserSchema, { silent: true });
}
