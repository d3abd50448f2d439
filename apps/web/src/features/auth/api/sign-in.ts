import { authResponseSchema, type AuthResponse, type SignInForm } from '@buyerlab/contract';
import { apiClient } from '../../../lib/api-client';

/** SPEC §7 "Sign-in". Silent: the form shows the spec's own messages (SPEC §8). */
export async function signIn(form: SignInForm): Promise<AuthResponse> {
  return authResponseSchema.parse(await apiClient.Post<unknown>('/v1/auth/sign-in', form, { silent: true }));
}
