import { authUserSchema, type AuthUserResponse } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** docs/product.md#api, "Current user" (reads role.name). Silent: app load handles a refusal itself. */
export async function getMe(): Promise<AuthUserResponse | null> {
  const parsed = authUserSchema.safeParse(await apiClient.Get<unknown>('/v1/auth/me', { silent: true }));
  return parsed.success ? parsed.data : null;
}
