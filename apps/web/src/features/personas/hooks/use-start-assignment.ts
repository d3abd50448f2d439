import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS, type MyAssignment, type PersonaData } from '@buyerlab/contract';
import { useModalStore } from '../../../app/store/modal-store';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { createPersona } from '../api/create-persona';
import { createSession } from '../api/create-session';
import { getSession } from '../api/get-session';
import { usePersonaBuilderStore } from '../store/persona-builder-store';

/**
 * Starts a team assignment: the buyer its manager chose, in its mode, in a session that counts
 * toward it. Then /persona shows the briefing, as after building a buyer by hand.
 */
export function useStartAssignment() {
  const navigate = useNavigate();
  const setPlanLimit = useModalStore((s) => s.setPlanLimit);
  return useMutation({
    mutationFn: async (assignment: MyAssignment) => {
      const personaId = await createPersona({ ...assignment.persona, mode_id: assignment.mode_id });
      storage.set(STORAGE_KEYS.personaId, personaId);
      const sessionId = await createSession(assignment.mode_id, personaId, [], assignment.assignment_id);
      storage.set(STORAGE_KEYS.sessionId, sessionId);
      const session = await getSession(sessionId);
      const personaData: PersonaData = {
        persona_id: personaId,
        first_name: assignment.persona.name,
        mode: session.mode.key,
        session_type: null,
        briefing: session.briefing,
      };
      storage.set(STORAGE_KEYS.personaData, JSON.stringify(personaData));
      return session;
    },
    onSuccess: (session) => {
      const builder = usePersonaBuilderStore.getState();
      builder.chooseMode(session.mode.mode_id);
      builder.setSession(session);
      void navigate('/persona');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 402) setPlanLimit(true, error.detail);
    },
  });
}
