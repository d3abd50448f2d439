import { useMutation } from '@tanstack/react-query';
import type { SessionResponse } from '@buyerlab/contract';
import { useDocumentStore } from '../../../lib/document-store';
import { openPlanLimit } from '../../billing';
import { usePersonaModalStore } from '../store/persona-modal-store';
import { ApiError } from '../../../lib/api-client';
import { startStoredSession } from '../api/start-session';
import { usePersonaBuilderStore } from '../store/persona-builder-store';
import { toPersonaInput } from '../utils/persona-input';

/**
 * docs/product.md#session-flow: create the persona (with the mode), then the session, storing each id
 * as it arrives; then read the session back for the briefing and rubric shown before starting.
 */
export function useStartPracticeSession() {
  const setSession = usePersonaBuilderStore((s) => s.setSession);
  const setPersonaType = usePersonaModalStore((s) => s.setPersonaType);

  return useMutation({
    mutationFn: async (): Promise<SessionResponse> => {
      const { firstName, entries, modeId } = usePersonaBuilderStore.getState();
      const input = modeId === null ? null : toPersonaInput(firstName, entries, modeId);
      if (!input || modeId === null) throw new Error('Choose all six persona types and a first name first.');
      // The Closing card's uploaded documents: the buyer has read them before the session starts.
      // They wait until a session really has them, so a failed attempt can be retried with them.
      const documents = useDocumentStore.getState();
      return startStoredSession(
        { ...input, mode_id: modeId },
        { documentIds: () => documents.pendingDocumentIds(), afterCreate: () => documents.clearPendingDocuments() },
      );
    },
    onSuccess: (session) => {
      setSession(session);
      setPersonaType(false);
    },
    onError: (error) => {
      // The plan allows no more sessions: say why and offer the plans.
      if (error instanceof ApiError && error.status === 402) {
        setPersonaType(false);
        openPlanLimit(error.detail);
      }
    },
  });
}
