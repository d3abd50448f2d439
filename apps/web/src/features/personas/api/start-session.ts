import { STORAGE_KEYS, type CreatePersonaInput, type PersonaData, type SessionResponse } from '@buyerlab/contract';
import { storage } from '../../../lib/storage';
import { createPersona } from './create-persona';
import { createSession } from './create-session';
import { getSession } from '../../../lib/session-queries';

/**
 * docs/product.md#session-flow: create the persona (with the mode), then the session, storing each
 * id as it arrives; then read the session back for the briefing and rubric shown before starting.
 * The builder passes its uploaded documents, and clears them once a session has them.
 */
export async function startStoredSession(
  input: CreatePersonaInput & { mode_id: number },
  options: { documentIds?: () => string[]; afterCreate?: () => void; assignmentId?: string } = {},
): Promise<SessionResponse> {
  const personaId = await createPersona(input);
  storage.set(STORAGE_KEYS.personaId, personaId);
  const sessionId = await createSession(input.mode_id, personaId, options.documentIds?.() ?? [], options.assignmentId);
  options.afterCreate?.();
  storage.set(STORAGE_KEYS.sessionId, sessionId);
  const session = await getSession(sessionId);
  const personaData: PersonaData = {
    persona_id: personaId,
    first_name: input.name,
    mode: session.mode.key,
    session_type: null,
    briefing: session.briefing,
  };
  storage.set(STORAGE_KEYS.personaData, JSON.stringify(personaData));
  return session;
}
