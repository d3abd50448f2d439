import { authResponseSchema, type AuthResponse, type SignUpForm } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** docs/product.md#api, "Sign-up": the phone travels as a plus sign, the dial code, then the number. */
export async function signUp(form: SignUpForm): Promise<AuthResponse> {
  const { dial_code, phone_number, ...rest } = form;
  const body = { ...rest, phone_number: `+${dial_code}${phone_number}` };
  return authResponseSchema.parse(await api.post('/v1/auth/sign-up', body));
}
