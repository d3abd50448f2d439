import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { Box, Button, Container, Grid, Paper, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ReportSummary } from '@buyerlab/contract';
import { startPractice } from '../../personas';
import { SignInPrompt, useAuthStore, useIsSignedIn } from '../../auth';
import { useReportHistory } from '../api/list-reports';
import { ModeProgressCard } from '../components/mode-progress-card';
import { PageNotice } from '../../../components/ui/page-notice';
import { ReportSection } from '../components/report-section';
import { SessionHistory } from '../components/session-history';
import { SkillProgressList } from '../components/skill-progress-list';
import { MODE_LABEL } from '../lib/labels';
import { MyAssignments } from '../../teams';
import { latestMode, modeProgress, skillProgress, trendPoints, type ModeName } from '../lib/progress';

// The charts library loads after the figures are on screen, as on the report.
const ScoreTrendChart = lazy(() => import('../components/score-trend-chart'));

function Progress({ reports }: { reports: ReportSummary[] }) {
  const modes = useMemo(() => modeProgress(reports), [reports]);
  const points = useMemo(() => trendPoints(reports), [reports]);
  const [chosen, setChosen] = useState<ModeName | null>(null);
  const mode = chosen ?? latestMode(reports) ?? 'prospecting';
  const skills = useMemo(() => skillProgress(reports, mode), [reports, mode]);
  const practised = modes.filter((m) => m.sessions > 0).map((m) => m.mode);

  return (
    <>
      <Grid container spacing={2} sx={{ mt: 3 }} component="section" aria-label="Scores by mode">
        {modes.map((progress) => (
          <Grid key={progress.mode} size={{ xs: 12, sm: 4 }}>
            <ModeProgressCard
              progress={progress}
              selected={progress.mode === mode}
              onSelect={() => setChosen(progress.mode)}
            />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={{ xs: 4, md: 3 }} sx={{ mt: { xs: 4, md: 5 } }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ReportSection
            id="trend-title"
            title="Overall score over time"
            lead="Each point is one reported session; the lines follow each mode."
          >
            <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 1.6 }}>
              {points.length < 2 ? (
                <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                  Your trend line starts with your second report.
                </Typography>
              ) : (
                <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
                  <ScoreTrendChart points={points} modes={practised} />
                </Suspense>
              )}
            </Paper>
          </ReportSection>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ReportSection
            id="skills-progress-title"
            title={`${MODE_LABEL[mode]} skills`}
            lead="Your latest score in each skill, and how it moved since the call before."
          >
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 1.6 }}>
              {skills.length === 0 ? (
                <Box sx={{ py: 3, textAlign: 'center' }}>
                  <Typography color="text.secondary">
                    No {MODE_LABEL[mode].toLowerCase()} session reported yet.
                  </Typography>
                  <Button sx={{ mt: 1.5 }} variant="outlined" onClick={startPractice}>
                    Practise {MODE_LABEL[mode].toLowerCase()}
                  </Button>
                </Box>
              ) : (
                <SkillProgressList skills={skills} />
              )}
            </Paper>
          </ReportSection>
        </Grid>
      </Grid>
      <Box sx={{ mt: { xs: 4, md: 5 } }}>
        <ReportSection
          id="history-title"
          title="Your sessions"
          lead="Open any report to see the evidence, the transcript and your coaching again."
        >
          <SessionHistory reports={reports} />
        </ReportSection>
      </Box>
    </>
  );
}

function DashboardSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading your progress" sx={{ mt: 3 }}>
      <Grid container spacing={2}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 4 }}>
            <Skeleton variant="rounded" height={150} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={300} sx={{ mt: 5 }} />
    </Box>
  );
}

/**
 * /dashboard: the rep's own progress — scores by mode, the trend over time, each skill's latest
 * score and change, and every past report one click away.
 */
export default function DashboardPage() {
  const signedIn = useIsSignedIn();
  const firstName = useAuthStore((s) => s.user?.first_name);
  const history = useReportHistory(signedIn);
  useEffect(() => {
    document.title = 'Your progress — Buyerlab';
  }, []);

  if (!signedIn) {
    return (
      <SignInPrompt
        title="Your progress"
        body="Sign in to see your scores by mode and by skill, how they move session after session, and every report you have had."
      />
    );
  }
  if (history.isError) {
    return (
      <PageNotice
        testId="dashboard-error"
        icon={<ErrorOutlineIcon />}
        title="Your progress could not be loaded"
        actions={
          <Button variant="contained" onClick={() => void history.refetch()}>
            Try again
          </Button>
        }
      >
        <Typography>Check your connection and try again.</Typography>
      </PageNotice>
    );
  }
  if (history.isSuccess && history.data.reports.length === 0) {
    return (
      <>
        <Container maxWidth="md">
          <MyAssignments />
        </Container>
        <PageNotice
          testId="dashboard-empty"
          icon={<InsightsOutlinedIcon />}
          title="Your progress starts with your first report"
          actions={
            <Button variant="contained" color="secondary" onClick={startPractice}>
              Start a practice session
            </Button>
          }
        >
          <Typography>
            Practise a prospecting, discovery or closing call with an AI buyer. Every session of at least 5 messages
            gets a report, and each report adds to your scores here by mode and by skill.
          </Typography>
        </PageNotice>
      </>
    );
  }
  const count = history.data?.reports.length ?? 0;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="dashboard">
      <Box sx={{ display: 'flex', gap: 2, alignItems: { sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h1" variant="h4" sx={{ fontSize: { xs: 28, md: 34 } }}>
            {firstName ? `${firstName}, your progress` : 'Your progress'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {history.isPending
              ? 'Loading your reports…'
              : `${count === 1 ? '1 reported session' : `${count} reported sessions`} so far.`}
          </Typography>
        </Box>
        <Button variant="contained" color="secondary" size="large" onClick={startPractice}>
          Start a practice session
        </Button>
      </Box>
      <MyAssignments />
      {history.isPending ? <DashboardSkeleton /> : <Progress reports={history.data.reports} />}
    </Container>
  );
}
