import { Grid, Paper, Typography } from '@mui/material';
import { acceptInviteSchema, createTeamSchema, type Team } from '@buyerlab/contract';
import { requestToasts } from '../../../lib/toast';
import { useAcceptInvite } from '../api/accept-invite';
import { useCreateTeam } from '../api/create-team';
import { OneFieldForm } from './one-field-form';

/** For someone who manages no team yet: start one, or join one with a mailed invite code. */
export function JoinOrStart({ memberOf }: { memberOf: Team[] }) {
  const create = useCreateTeam();
  const accept = useAcceptInvite();
  return (
    <Grid container spacing={3} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.6, height: '100%' }}>
          <Typography component="h2" variant="h6">
            Start a team
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            You manage it: invite your reps, then follow their scores by skill and the team&apos;s progress week by
            week.
          </Typography>
          <OneFieldForm
            schema={createTeamSchema}
            name="name"
            label="Team name"
            submitLabel="Create team"
            pending={create.isPending}
            onSubmit={(name) => create.mutateAsync({ name })}
          />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.6, height: '100%' }}>
          <Typography component="h2" variant="h6">
            Join a team
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {memberOf.length > 0
              ? `You are in ${memberOf.map((t) => t.name).join(', ')}. Enter another invite code to join one more team.`
              : 'Your manager mailed you an invite code: enter it here to join their team.'}
          </Typography>
          <OneFieldForm
            schema={acceptInviteSchema}
            name="code"
            label="Invite code"
            submitLabel="Join team"
            autoComplete="off"
            pending={accept.isPending}
            onSubmit={async (code) => requestToasts.success((await accept.mutateAsync(code)).message)}
          />
        </Paper>
      </Grid>
    </Grid>
  );
}
