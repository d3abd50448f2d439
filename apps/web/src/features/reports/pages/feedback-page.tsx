import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Alert, Box, Button, Container, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LIMITS } from '@buyerlab/contract';
import { startPractice } from '../../personas';
import { SignInPrompt, useIsSignedIn } from '../../auth';
import { useSessionDetails } from '../api/get-session';
import { FeedbackForm } from '../components/feedback-form';
import { PageNotice } from '../../../components/ui/page-notice';
import { useReportSessionId } from '../hooks/use-report-session-id';

function SessionLine({ sessionId }: { sessionId: string }) {
  const session = useSessionDetails(sessionId);
  if (!session.data) return null;
  const { briefing, message_count: count } = session.data;
  return (
    <Typography color="text.secondary" data-testid="feedback-session">
      Your {briefing.mode_name.toLowerCase()} call with {briefing.name}, {briefing.title} at {briefing.company} ·{' '}
      {count} {count === 1 ? 'message' : 'messages'}
    </Typography>
  );
}

function WhyNoReport({ sessionId }: { sessionId: string }) {
  const session = useSessionDetails(sessionId);
  if (session.data && session.data.message_count >= LIMITS.minMessagesForReport) {
    return (
      <Alert
        severity="success"
        action={
          <Button component={RouterLink} to={`/report?session=${sessionId}`}>
            See report
          </Button>
        }
      >
        This session is long enough for a full report.
      </Alert>
    );
  }
  return (
    <Alert severity="info" data-testid="why-no-report">
      A report needs at least {LIMITS.minMessagesForReport} messages, so this shorter session does not have one. That is
      fine — your rating still helps. Next time, keep the conversation going a little longer to get scores and coaching
      based on your own words.
    </Alert>
  );
}

function ThankYou({ message }: { message: string }) {
  return (
    <PageNotice
      testId="feedback-thanks"
      icon={<CheckCircleOutlineIcon />}
      title={message}
      actions={
        <>
          <Button variant="contained" color="secondary" size="large" onClick={startPractice}>
            Start a new session
          </Button>
          <Button component={RouterLink} to="/" variant="outlined" size="large">
            Back to home
          </Button>
        </>
      }
    >
      <Typography>Your rating is saved. Ready for another round? A new buyer is one click away.</Typography>
    </PageNotice>
  );
}

/** /feedback (docs/product.md#reports-and-coaching): for sessions under 5 messages, rate the session and comment. */
export default function FeedbackPage() {
  const signedIn = useIsSignedIn();
  const sessionId = useReportSessionId();
  const [thanks, setThanks] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Session feedback — Buyerlab';
  }, []);

  if (!signedIn) return <SignInPrompt title="Session feedback" body="Sign in to tell us how your last session went." />;
  if (thanks) return <ThankYou message={thanks} />;
  if (!sessionId) {
    return (
      <PageNotice
        testId="no-session"
        icon={<ForumOutlinedIcon />}
        title="No session to rate yet"
        actions={
          <Button variant="contained" color="secondary" onClick={startPractice}>
            Start a practice session
          </Button>
        }
      >
        <Typography>After a practice session you can rate it here.</Typography>
      </PageNotice>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 28, md: 36 } }}>
        How did that session go?
      </Typography>
      <Box sx={{ mt: 1 }}>
        <SessionLine sessionId={sessionId} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <WhyNoReport sessionId={sessionId} />
      </Box>
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2.5, md: 4 }, borderRadius: 1.6 }}>
        <FeedbackForm key={sessionId} sessionId={sessionId} onSent={setThanks} />
      </Paper>
    </Container>
  );
}
