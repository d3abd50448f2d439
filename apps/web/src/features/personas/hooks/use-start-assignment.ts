import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MyAssignment } from '@buyerlab/contract';
import { openPlanLimit } from '../../billing';
import { ApiError } from '../../../lib/api-client';
import { startStoredSession } from '../api/start-session';
import { usePersonaBuilderStore } from '../store/persona-builder-store';

/**
 * Starts a team assignment: the buyer its manager chose, in its mode, in a session that counts
 * toward it. Then /persona shows the briefing, as after building a buyer by hand.
 */
export function useStartAssignment() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (assignment: MyAssignment) =>
      startStoredSession(
        { ...assignment.persona, mode_id: assignment.mode_id },
        { assignmentId: assignment.assignment_id },
      ),
    onSuccess: (session) => {
      const builder = usePersonaBuilderStore.getState();
      builder.chooseMode(session.mode.mode_id);
      builder.setSession(session);
      void navigate('/persona');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 402) openPlanLimit(error.detail);
    },
  });
}
