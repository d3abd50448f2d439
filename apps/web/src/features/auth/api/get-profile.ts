import { authUserSchema, type AuthUserResponse } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** docs/product.md#api, "User profile": GET /v1/auth/{user_id}. */
export async function getProfile(userId: string): Promise<AuthUserResponse> {
  return authUserSchema.parse(await apiClient.Get<unknown>(`/v1/auth/${encodeURIComponent(userId)}`, { silent: true }));
}
