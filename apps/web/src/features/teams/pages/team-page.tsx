import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Container, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { PageNotice } from '../../../components/ui/page-notice';
import { SignInPrompt, useIsSignedIn } from '../../auth';
import { useMyTeams } from '../api/list-my-teams';
import { JoinOrStart } from '../components/join-or-start';
import { ManagerView } from '../components/manager-view';

/**
 * /team: a manager's view of their team's capability — who practises, each rep's scores by skill
 * and mode, the team's weekly maturity, each rep's reports; invites and CSV export. Someone who
 * manages no team can start one or join one with an invite code.
 */
export default function TeamPage() {
  const signedIn = useIsSignedIn();
  const teams = useMyTeams(signedIn);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Your team — Buyerlab';
  }, []);

  if (!signedIn) {
    return (
      <SignInPrompt
        title="Your team"
        body="Sign in to see your team's scores by skill and mode, how the team progresses week by week, and every rep's reports."
      />
    );
  }
  if (teams.isError) {
    return (
      <PageNotice
        icon={<ErrorOutlineIcon />}
        title="Your team could not be loaded"
        actions={
          <Button variant="contained" onClick={() => void teams.refetch()}>
            Try again
          </Button>
        }
      >
        <Typography>Check your connection and try again.</Typography>
      </PageNotice>
    );
  }
  const managed = teams.data?.teams.filter((t) => t.role === 'manager') ?? [];
  const team = managed.find((t) => t.team_id === chosen) ?? managed[0];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="team-page">
      {teams.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading your team" />
      ) : team ? (
        <>
          {managed.length > 1 ? (
            <TextField
              select
              size="small"
              label="Team"
              value={team.team_id}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ mb: 2, minWidth: 240 }}
            >
              {managed.map((t) => (
                <MenuItem key={t.team_id} value={t.team_id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <ManagerView key={team.team_id} team={team} />
        </>
      ) : (
        <>
          <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 28, md: 34 } }}>
            Your team
          </Typography>
          <JoinOrStart memberOf={teams.data.teams} />
        </>
      )}
    </Container>
  );
}
