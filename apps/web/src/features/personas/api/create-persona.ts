import { createPersonaResponseSchema, type CreatePersonaInput } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** POST /v1/ai-personas/ → persona_id. Failures toast through the api client and are rethrown. */
export async function createPersona(input: CreatePersonaInput): Promise<string> {
  const body = await api.post('/v1/ai-personas/', input);
  return createPersonaResponseSchema.parse(body).persona_id;
}
