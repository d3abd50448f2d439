import { Button, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { STORAGE_KEYS, type SessionResponse } from '@buyerlab/contract';
import { PageLoader } from '../../../components/ui/page-loader';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { signInAndReturn } from '../../personas';
import { useIsSignedIn } from '../../auth';
import { getSession, sessionQueries } from '../../../lib/session-queries';
import { startPracticeSession } from '../api/session-api';
import { ChatRoom } from '../components/chat-room';
import { NotFoundPage } from '../../marketing';

/** Loads the session and makes sure its clock has started (idempotent on the server). */
async function loadAndStart(sessionId: string): Promise<SessionResponse> {
  const session = await getSession(sessionId, { silent: true });
  if (session.status !== 'active' || session.started_at) return session;
  await startPracticeSession(sessionId);
  return getSession(sessionId, { silent: true });
}

function Blocked({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, lineHeight: 1.7 }}>
        {body}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
        {action}
        {/* The header and footer are hidden on /chat, so this is the way back to the site. */}
        <Button component={RouterLink} to="/" variant="outlined">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}

function LiveSession({ sessionId, type }: { sessionId: string; type: 'audio' | 'video' }) {
  const query = useQuery({
    // The session as the live screen needs it: read, and its clock started.
    queryKey: [...sessionQueries.detail(sessionId).queryKey, 'started'],
    queryFn: () => loadAndStart(sessionId),
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Blocked
        title={notFound ? 'Session not found' : 'The session could not be loaded'}
        body={
          notFound
            ? 'This practice session does not exist for your account. Build a buyer to start a new one.'
            : query.error.message
        }
        action={
          <Button component={RouterLink} to="/persona" variant="contained" color="secondary">
            Build a buyer
          </Button>
        }
      />
    );
  }
  return <ChatRoom session={query.data} type={type} />;
}

/** `/chat/audio` and `/chat/video`: the live practice session (docs/product.md#routes and #live-session). */
export default function ChatPage() {
  const { type } = useParams();
  const signedIn = useIsSignedIn();
  const { pathname } = useLocation();
  const known = type === 'audio' || type === 'video';
  useEffect(() => {
    if (known) document.title = 'Live practice — Buyerlab';
  }, [known]);
  // Only /chat/audio and /chat/video exist; anything else is the site's 404, as the server says.
  if (type !== 'audio' && type !== 'video') return <NotFoundPage />;

  const sessionId = storage.get(STORAGE_KEYS.sessionId);
  if (!signedIn) {
    return (
      <Blocked
        title="Practice session"
        body="Sign in to continue your practice session. New here? Invited MVP users register with their coupon code."
        action={
          <Button variant="contained" color="secondary" onClick={() => signInAndReturn(pathname)}>
            Signin / Signup
          </Button>
        }
      />
    );
  }
  if (!sessionId) {
    return (
      <Blocked
        title="No session in progress"
        body="Build the buyer you want to practise with, choose a mode, and your session starts here."
        action={
          <Button component={RouterLink} to="/persona" variant="contained" color="secondary">
            Build a buyer
          </Button>
        }
      />
    );
  }
  return <LiveSession key={sessionId} sessionId={sessionId} type={type} />;
}
