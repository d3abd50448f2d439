import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { Alert, Box, Button, Chip, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createInviteSchema, type MemberCapability, type Team } from '@buyerlab/contract';
import { requestToasts } from '../../../lib/toast';
import { useCapability } from '../api/get-capability';
import { useInviteMember } from '../api/invite-member';
import { useTeamMembers } from '../api/list-members';
import { capabilityCsv, downloadCsv } from '../lib/capability-csv';
import { AssignmentsPanel } from './assignments-panel';
import { MemberReportsDialog } from './member-reports-dialog';
import { MembersGrid } from './members-grid';
import { OneFieldForm } from './one-field-form';
import { RemoveMemberDialog } from './remove-member-dialog';
import { SkillHeatmap } from './skill-heatmap';

// The charts library loads after the figures are on screen, as on the dashboard.
const MaturityChart = lazy(() => import('./maturity-chart'));

function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {lead}
      </Typography>
      {children}
    </Box>
  );
}

/** Everything a manager runs their team with, on one page. */
export function ManagerView({ team }: { team: Team }) {
  const capability = useCapability(team.team_id);
  const members = useTeamMembers(team.team_id);
  const invite = useInviteMember(team.team_id);
  const [drill, setDrill] = useState<MemberCapability | null>(null);
  const [removing, setRemoving] = useState<MemberCapability | null>(null);
  const reps = capability.data?.members ?? [];
  const reports = reps.reduce((n, m) => n + m.reports, 0);
  const weeks = capability.data?.maturity ?? [];

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 28, md: 34 } }}>
            {team.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {capability.isPending
              ? 'Loading your team…'
              : `${reps.length === 1 ? '1 rep' : `${reps.length} reps`} · ${reports === 1 ? '1 report' : `${reports} reports`}`}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlinedIcon />}
          disabled={!capability.data}
          onClick={() => capability.data && downloadCsv(`${team.name} capability.csv`, capabilityCsv(capability.data))}
        >
          Export CSV
        </Button>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, mt: 3, borderRadius: 1.6 }}>
        <Typography component="h2" variant="h6">
          Invite a rep
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          We mail them a single-use code: it signs them up (as their MVP coupon) or lets their existing account join.
        </Typography>
        <OneFieldForm
          schema={createInviteSchema}
          name="email"
          type="email"
          label="Rep's email"
          autoComplete="off"
          submitLabel="Send invite"
          pending={invite.isPending}
          onSubmit={async (email) => requestToasts.success(`${(await invite.mutateAsync(email)).message} to ${email}`)}
        />
        {members.data && members.data.pending_invites.length > 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Invites not used yet">
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              Waiting for:
            </Typography>
            {members.data.pending_invites.map((i) => (
              <Chip key={i.invite_id} size="small" label={i.email} />
            ))}
          </Stack>
        ) : null}
      </Paper>

      <AssignmentsPanel teamId={team.team_id} />

      {capability.isError ? (
        <Alert
          severity="error"
          sx={{ mt: 4 }}
          action={<Button onClick={() => void capability.refetch()}>Try again</Button>}
        >
          Your team&apos;s scores could not be loaded.
        </Alert>
      ) : capability.isPending ? (
        <Skeleton variant="rounded" height={300} sx={{ mt: 4 }} />
      ) : (
        <>
          <Section
            id="heatmap-title"
            title="Skills by rep"
            lead="Each rep's latest score in each skill, and its change since the call before."
          >
            <Paper variant="outlined" sx={{ borderRadius: 1.6 }}>
              <SkillHeatmap capability={capability.data} />
            </Paper>
          </Section>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12 }}>
              <Section
                id="maturity-title"
                title="Team maturity"
                lead="The average overall score of each week's reports."
              >
                <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 1.6 }}>
                  {weeks.length < 2 ? (
                    <Typography color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
                      {weeks.length === 0
                        ? 'The trend starts with your reps’ first reports.'
                        : `This week's average: ${weeks[0]!.average}. The line starts with a second week of reports.`}
                    </Typography>
                  ) : (
                    <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
                      <MaturityChart weeks={weeks} />
                    </Suspense>
                  )}
                </Paper>
              </Section>
            </Grid>
          </Grid>
          <Section
            id="members-title"
            title="Reps"
            lead="Sort by any column; open a rep to read their reports and transcripts."
          >
            <MembersGrid members={reps} onOpenReports={setDrill} onRemove={setRemoving} />
          </Section>
        </>
      )}
      <MemberReportsDialog teamId={team.team_id} member={drill} onClose={() => setDrill(null)} />
      <RemoveMemberDialog teamId={team.team_id} member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
