import { authResponseSchema, type AuthResponse, type SignInForm } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** docs/product.md#api, "Sign-in". Silent: the form shows its own messages (docs/product.md#sign-in-and-google). */
export async function signIn(form: SignInForm): Promise<AuthResponse> {
  return authResponseSchema.parse(await api.post('/v1/auth/sign-in', form, { silent: true }));
}
