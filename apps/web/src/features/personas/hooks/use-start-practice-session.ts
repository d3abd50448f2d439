import { useMutation } from '@tanstack/react-query';
import { STORAGE_KEYS, type PersonaData, type SessionResponse } from '@buyerlab/contract';
import { useDocumentStore } from '../../../app/store/document-store';
import { useModalStore } from '../../../app/store/modal-store';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { createPersona } from '../api/create-persona';
import { createSession } from '../api/create-session';
import { getSession } from '../api/get-session';
import { usePersonaBuilderStore } from '../store/persona-builder-store';
import { toPersonaInput } from '../utils/persona-input';

/**
 * docs/product.md#session-flow: create the persona (with the mode), then the session, storing each id
 * as it arrives; then read the session back for the briefing and rubric shown before starting.
 */
export function useStartPracticeSession() {
  const setSession = usePersonaBuilderStore((s) => s.setSession);
  const setPersonaType = useModalStore((s) => s.setPersonaType);
  const setPlanLimit = useModalStore((s) => s.setPlanLimit);

  return useMutation({
    mutationFn: async (): Promise<SessionResponse> => {
      const { firstName, entries, modeId } = usePersonaBuilderStore.getState();
      const input = modeId === null ? null : toPersonaInput(firstName, entries, modeId);
      if (!input || modeId === null) throw new Error('Choose all six persona types and a first name first.');
      const personaId = await createPersona(input);
      storage.set(STORAGE_KEYS.personaId, personaId);
      // The Closing card's uploaded documents: the buyer has read them before the session starts.
      // They wait until a session really has them, so a failed attempt can be retried with them.
      const documents = useDocumentStore.getState();
      const sessionId = await createSession(modeId, personaId, documents.pendingDocumentIds());
      documents.clearPendingDocuments();
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
    },
    onSuccess: (session) => {
      setSession(session);
      setPersonaType(false);
    },
    onError: (error) => {
      // The plan allows no more sessions: say why and offer the plans.
      if (error instanceof ApiError && error.status === 402) {
        setPersonaType(false);
        setPlanLimit(true, error.detail);
      }
    },
  });
}
