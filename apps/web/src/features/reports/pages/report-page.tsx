import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Alert, Box, Button, Container, Grid, Paper, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { REPORT_MESSAGES, type Report } from '@buyerlab/contract';
import { startPractice } from '../../personas';
import { ApiError } from '../../../lib/api-client';
import { requestToasts } from '../../../lib/toast';
import { SignInPrompt, useIsSignedIn } from '../../auth';
import { useCoachingFeedback } from '../api/get-coaching-feedback';
import { useTranscript } from '../api/get-transcript';
import { useReport } from '../api/create-report';
import { downloadReportPdf } from '../api/download-report-pdf';
import { CoachSummary } from '../components/coach-summary';
import { CoachingPlan } from '../components/coaching-plan';
import { Contradictions } from '../components/contradictions';
import { OverallScoreCard } from '../components/overall-score-card';
import { PageNotice } from '../../../components/ui/page-notice';
import { ReportHeader } from '../components/report-header';
import { ReportSection } from '../components/report-section';
import { ReportSkeleton } from '../components/report-skeleton';
import { SessionInProgress } from '../components/session-in-progress';
import { SkillCard } from '../components/skill-card';
import { SkillSnapshot } from '../components/skill-snapshot';
import { TranscriptPanel } from '../components/transcript-panel';
import { useHighlightedMessage } from '../hooks/use-highlighted-message';
import { useReportSessionId } from '../hooks/use-report-session-id';
import { useStartDrill } from '../hooks/use-start-drill';
import { collectMoments } from '../lib/moments';

// The charts library loads with the metrics, after the scores are already on screen.
const TalkMetrics = lazy(() => import('../components/talk-metrics'));

function ReportBody({ report }: { report: Report }) {
  const sessionId = report.session_id;
  const transcript = useTranscript(sessionId, true);
  const coachingFeedback = useCoachingFeedback(sessionId, true);
  const { highlight, showMessage, returnToOrigin } = useHighlightedMessage();
  const { starting, startDrill } = useStartDrill();
  const [downloading, setDownloading] = useState(false);
  const moments = useMemo(() => collectMoments(report), [report]);
  const lines = useMemo(
    () => new Map((transcript.data?.messages ?? []).map((m) => [m.message_id, m.text])),
    [transcript.data],
  );
  const deltas = new Map((report.previous?.change.skills ?? []).map((s) => [s.key, s.delta]));

  async function handleDownload() {
    setDownloading(true);
    try {
      await downloadReportPdf(sessionId, `buyerlab-report-${report.created_at.slice(0, 10)}.pdf`);
    } catch (error) {
      requestToasts.error(error instanceof Error ? error.message : 'The PDF could not be downloaded.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="report">
      <ReportHeader report={report} downloading={downloading} onDownload={() => void handleDownload()} />
      <Grid container spacing={2} sx={{ mt: 3 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <OverallScoreCard report={report} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SkillSnapshot skills={report.skills} />
        </Grid>
        <Grid size={12}>
          <CoachSummary
            feedback={coachingFeedback.data}
            loading={coachingFeedback.isPending}
            narrative={report.narrative}
            highlight={highlight}
            onShowMessage={showMessage}
          />
        </Grid>
      </Grid>
      {report.contradictions.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Contradictions items={report.contradictions} onShowMessage={showMessage} />
        </Box>
      ) : null}
      <Grid container spacing={{ xs: 4, md: 3 }} sx={{ mt: { xs: 4, md: 5 } }}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: { xs: 5, md: 6 }, alignContent: 'start' }}>
          <ReportSection
            id="skills-title"
            title="Skills"
            lead="Each score rests on your own words. Tap a quote to see it in the transcript."
          >
            <Box sx={{ display: 'grid', gap: 2 }}>
              {report.skills.map((skill) => (
                <SkillCard
                  key={skill.key}
                  skill={skill}
                  delta={deltas.get(skill.key) ?? null}
                  replacedLine={skill.better_phrasing_for ? (lines.get(skill.better_phrasing_for) ?? null) : null}
                  highlight={highlight}
                  onShowMessage={showMessage}
                />
              ))}
            </Box>
          </ReportSection>
          <ReportSection
            id="metrics-title"
            title="Talk metrics"
            lead="How the conversation went, against the ranges that healthy sales calls fall in."
          >
            <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
              <TalkMetrics metrics={report.metrics} />
            </Suspense>
          </ReportSection>
          <ReportSection id="coaching-title" title="Coaching">
            <CoachingPlan
              coaching={report.coaching}
              starting={starting}
              onStartDrill={() => void startDrill(report.coaching.next_drill.mode)}
            />
          </ReportSection>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <ReportSection
              id="transcript-title"
              title="Transcript"
              lead="Marked lines are the moments your scores are based on."
            >
              <Paper
                variant="outlined"
                sx={{
                  p: { xs: 1.5, md: 2 },
                  borderRadius: 1.4,
                  bgcolor: '#fafbfc',
                  maxHeight: { md: 'calc(100vh - 200px)' },
                  overflowY: { md: 'auto' },
                }}
              >
                {transcript.isPending ? (
                  <Box sx={{ display: 'grid', gap: 1 }}>
                    {[0, 1, 2, 3].map((i) => (
                      <Skeleton key={i} variant="rounded" height={56} />
                    ))}
                  </Box>
                ) : transcript.isError ? (
                  <Alert severity="error" action={<Button onClick={() => void transcript.refetch()}>Retry</Button>}>
                    The transcript could not be loaded.
                  </Alert>
                ) : (
                  <TranscriptPanel
                    messages={transcript.data.messages}
                    buyerName={report.persona.name.split(' ')[0] ?? report.persona.name}
                    moments={moments}
                    highlight={highlight}
                    onBack={returnToOrigin}
                  />
                )}
              </Paper>
            </ReportSection>
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}

function ReportFailure({ error, sessionId, onRetry }: { error: Error; sessionId: string; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 409) {
    return <SessionInProgress sessionId={sessionId} detail={error.detail ?? REPORT_MESSAGES.sessionInProgress} />;
  }
  if (error instanceof ApiError && error.status === 422) {
    return (
      <PageNotice
        testId="too-few-messages"
        icon={<ForumOutlinedIcon />}
        title="This session was too short for a report"
        actions={
          <Button component={RouterLink} to={`/feedback?session=${sessionId}`} variant="contained" color="secondary">
            Rate this session
          </Button>
        }
      >
        <Typography>{error.detail ?? 'At least 5 messages are needed to generate a report.'}</Typography>
      </PageNotice>
    );
  }
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <PageNotice
      testId="report-error"
      icon={<ErrorOutlineIcon />}
      title={notFound ? 'We could not find this report' : 'Your report could not be loaded'}
      actions={
        <>
          {notFound ? null : (
            <Button variant="contained" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Button variant="outlined" onClick={startPractice}>
            Start a new session
          </Button>
        </>
      }
    >
      <Typography>
        {error instanceof ApiError && error.detail ? error.detail : 'Check your connection and try again.'}
        {notFound ? ' It may belong to another account, or the link may be wrong.' : ''}
      </Typography>
    </PageNotice>
  );
}

function ReportLoader({ sessionId }: { sessionId: string }) {
  const report = useReport(sessionId);
  if (report.isPending) return <ReportSkeleton />;
  if (report.isError)
    return <ReportFailure error={report.error} sessionId={sessionId} onRetry={() => void report.refetch()} />;
  return <ReportBody report={report.data} />;
}

/** /report (docs/product.md#reports-and-coaching): scores with evidence, talk metrics, coaching and the transcript. */
export default function ReportPage() {
  const signedIn = useIsSignedIn();
  const sessionId = useReportSessionId();
  useEffect(() => {
    document.title = 'Session report — Buyerlab';
  }, []);

  if (!signedIn) {
    return (
      <SignInPrompt
        title="Session report"
        body="Sign in to see your scores, the evidence from your own words and your coaching."
      />
    );
  }
  if (!sessionId) {
    return (
      <PageNotice
        testId="no-session"
        icon={<ForumOutlinedIcon />}
        title="No session to report on yet"
        actions={
          <Button variant="contained" color="secondary" onClick={startPractice}>
            Start a practice session
          </Button>
        }
      >
        <Typography>Your report appears here after a practice session of at least 5 messages.</Typography>
      </PageNotice>
    );
  }
  return <ReportLoader key={sessionId} sessionId={sessionId} />;
}
