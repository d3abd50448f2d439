import { sessionResponseSchema, type SessionResponse, type SessionType } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';

/** PUT /v1/sessions/{id}/type {type}: the type the mode chooser saved, so the server knows it too. */
export async function setSessionType(sessionId: string, type: SessionType): Promise<SessionResponse> {
  const body = await api.put(`/v1/sessions/${sessionId}/type`, { type });
  return sessionResponseSchema.parse(body);
}
