import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { TeamAssignment } from '@buyerlab/contract';
import { useTeamAssignments } from '../api/assignments';
import { AssignmentForm } from './assignment-form';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
function AssignmentRow({ assignment }: { assignment: TeamAssignment }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, borderRadius: 1.6 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {assignment.mode_name} call with {assignment.persona.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Pass mark {assignment.min_score} · due {day(assignment.due_at)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" color="success" label={`${assignment.passed} of ${assignment.reps} passed`} />
          {assignment.done > 0 ? (
            <Chip size="small" color="warning" label={`${assignment.done} below the mark`} />
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Assignments on the team page: set one, and see who has passed each. */
export function AssignmentsPanel({ teamId }: { teamId: string }) {
  const list = useTeamAssignments(teamId);
  const assignments = list.data?.assignments ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, mt: 3, borderRadius: 1.6 }}>
      <Typography component="h2" variant="h6">
        Assignments
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Set your reps a practice call with the buyer you choose; each rep sees it on their dashboard, and a call they
        practise from it counts once its report reaches the pass mark.
      </Typography>
      <AssignmentForm teamId={teamId} />
      {assignments.length > 0 ? (
        <Stack component="ul" spacing={1} aria-label="Assignments set" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {assignments.map((a) => (
            <AssignmentRow key={a.assignment_id} assignment={a} />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
