import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { signInAndReturn } from '../practice-intent';
import { usePersonaModalStore } from '../store/persona-modal-store';
import { useIsSignedIn } from '../../auth';
import { BuyerBriefing } from '../components/buyer-briefing';
import { IdealPersonaPicker } from '../components/ideal-persona-picker';
import { PersonaBuilder } from '../components/persona-builder';
import { PersonaTypesDialog } from '../components/persona-types-dialog';
import { SessionModesDialog } from '../components/session-modes-dialog';
import { ShortlistedPersonasDialog } from '../components/shortlisted-personas-dialog';
import { WaitAMinuteDialog } from '../components/wait-a-minute-dialog';
import { STORAGE_KEYS } from '@buyerlab/contract';
import { storage } from '../../../lib/storage';
import { getSession } from '../../../lib/session-queries';
import { usePersonaBuilderStore } from '../store/persona-builder-store';

function PageIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <Box sx={{ mb: { xs: 3, md: 4 } }}>
      <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 30, md: 40 } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 720, lineHeight: 1.7 }}>
        {lead}
      </Typography>
    </Box>
  );
}

function SignInFirst() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <LockOutlinedIcon color="secondary" sx={{ fontSize: 56 }} />
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        Build your buyer
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, lineHeight: 1.7 }}>
        Sign in to shape the buyer you will practise with. You will come straight back here. New here? Invited MVP users
        register with their coupon code.
      </Typography>
      <Button
        sx={{ mt: 3 }}
        variant="contained"
        color="secondary"
        size="large"
        onClick={() => signInAndReturn('/persona')}
      >
        Signin / Signup
      </Button>
    </Container>
  );
}

/** /persona (docs/product.md#routes and #session-flow): build the buyer, create persona and session, then start the session. */
export default function PersonaPage() {
  const signedIn = useIsSignedIn();
  const session = usePersonaBuilderStore((s) => s.session);
  const startOver = usePersonaBuilderStore((s) => s.startOver);
  const setInteraction = usePersonaModalStore((s) => s.setInteraction);
  useEffect(() => {
    document.title = 'Build your buyer — Buyerlab';
  }, []);
  useEffect(() => {
    if (!signedIn) usePersonaBuilderStore.getState().forget();
  }, [signedIn]);
  // A reload after the persona was built brings its briefing back: the stored session, if it is
  // for the mode chosen and has not started yet. Anything else opens the builder as usual.
  useEffect(() => {
    const { session: current, modeId } = usePersonaBuilderStore.getState();
    const sessionId = storage.get(STORAGE_KEYS.sessionId);
    if (!signedIn || current || !sessionId || modeId === null) return;
    let cancelled = false;
    getSession(sessionId, { silent: true }).then(
      (stored) => {
        const unstarted = stored.status === 'active' && stored.started_at === null;
        const builder = usePersonaBuilderStore.getState();
        if (!cancelled && unstarted && stored.mode.mode_id === builder.modeId && !builder.session) {
          builder.setSession(stored);
        }
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [signedIn]);

  if (!signedIn) return <SignInFirst />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      {session ? (
        <>
          <PageIntro
            title={`Meet ${session.briefing.name}`}
            lead="Read who you are calling and how the conversation will be scored, then pick how you want to talk."
          />
          <BuyerBriefing session={session} onStartOver={startOver} />
        </>
      ) : (
        <>
          <PageIntro
            title="Build your buyer"
            lead="Start from a shortlisted persona or choose every trait yourself. The buyer’s company, priorities and objections are derived from what you pick."
          />
          <PersonaBuilder onChangeMode={() => setInteraction(true)} />
        </>
      )}
      <PersonaTypesDialog />
      <IdealPersonaPicker />
      <ShortlistedPersonasDialog />
      <SessionModesDialog />
      <WaitAMinuteDialog />
    </Container>
  );
}
