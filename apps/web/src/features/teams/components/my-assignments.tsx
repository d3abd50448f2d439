import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { AssignmentStatus, MyAssignment } from '@buyerlab/contract';
import { useIsSignedIn } from '../../auth';
import { useStartAssignment } from '../../personas';
import { useMyAssignments } from '../api/assignments';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

const STATUS: Record<AssignmentStatus, { label: string; color: 'default' | 'warning' | 'success' }> = {
  open: { label: 'Open', color: 'default' },
  done: { label: 'Practised, below the pass mark', color: 'warning' },
  passed: { label: 'Passed', color: 'success' },
};

function AssignmentRow({ assignment }: { assignment: MyAssignment }) {
  const start = useStartAssignment();
  const status = STATUS[assignment.status];
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{
        p: 2,
        borderRadius: 1.6,
        display: 'flex',
        gap: 2,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {assignment.mode_name} call with {assignment.persona.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Set by {assignment.team_name} · pass mark {assignment.min_score} · due {day(assignment.due_at)}
          {assignment.best_score !== null ? ` · your best ${assignment.best_score}` : ''}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {assignment.overdue ? <Chip size="small" color="error" variant="outlined" label="Overdue" /> : null}
        <Chip size="small" color={status.color} label={status.label} />
        <Button
          variant={assignment.status === 'passed' ? 'outlined' : 'contained'}
          color="secondary"
          disabled={start.isPending}
          onClick={() => start.mutate(assignment)}
        >
          {assignment.status === 'open' ? 'Start' : 'Practise again'}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The practice calls the rep's managers set: shown on the dashboard until there are none. */
export function MyAssignments() {
  const mine = useMyAssignments(useIsSignedIn());
  const assignments = mine.data?.assignments ?? [];
  if (mine.isError)
    return (
      <Alert severity="warning" sx={{ mt: 3 }} action={<Button onClick={() => void mine.refetch()}>Try again</Button>}>
        Your team&apos;s assignments could not be loaded.
      </Alert>
    );
  if (assignments.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="my-assignments-title" sx={{ mt: { xs: 3, md: 4 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <AssignmentOutlinedIcon color="secondary" />
        <Typography id="my-assignments-title" component="h2" variant="h6">
          Assigned by your team
        </Typography>
      </Stack>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {assignments.map((a) => (
          <AssignmentRow key={a.assignment_id} assignment={a} />
        ))}
      </Stack>
    </Box>
  );
}
