import { authUserSchema, type AuthUserResponse } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** docs/product.md#api, "Current user" (reads role.name). Silent: app load handles a refusal itself. */
export async function getMe(): Promise<AuthUserResponse | null> {
  // An answer that is not a user is no user: the app starts signed out.
  return api.get('/v1/auth/me', authUserSchema.nullable().catch(null), { silent: true });
}
