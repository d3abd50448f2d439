import { createSessionResponseSchema } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /v1/sessions/ {mode_id, persona_id, document_ids?, assignment_id?} → session_id. The type is
 * chosen afterwards.
 */
export async function createSession(
  modeId: number,
  personaId: string,
  documentIds: string[] = [],
  assignmentId?: string,
): Promise<string> {
  const body = await api.post('/v1/sessions/', {
    mode_id: modeId,
    persona_id: personaId,
    ...(documentIds.length > 0 ? { document_ids: documentIds } : {}),
    ...(assignmentId ? { assignment_id: assignmentId } : {}),
  });
  return createSessionResponseSchema.parse(body).session_id;
}
