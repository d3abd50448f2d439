import { Alert, Box, Button } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, SESSION_MESSAGES, STORAGE_KEYS, type Outcome, type SessionResponse } from '@buyerlab/contract';
import { useDocumentStore } from '../../../lib/document-store';
import { usePracticeModalStore } from '../store/practice-modal-store';
import { storage } from '../../../lib/storage';
import { endPracticeSession } from '../api/session-api';
import { useCamera } from '../hooks/use-camera';
import { useLiveSession } from '../hooks/use-live-session';
import { usePersonaPlayback } from '../hooks/use-persona-playback';
import { useSessionTimer } from '../hooks/use-session-timer';
import { useVoiceInput } from '../hooks/use-voice-input';
import { ChatTopBar } from './chat-top-bar';
import { Composer } from './composer';
import { EndSessionDialog } from './end-session-dialog';
import { MicControl, type ConversationState } from './mic-control';
import { PersonaStage } from './persona-stage';
import { Transcript } from './transcript';

const OUTCOME_MESSAGES: Record<
  Exclude<Outcome, 'in_progress'>,
  { severity: 'success' | 'info' | 'warning'; text: string }
> = {
  meeting_agreed: { severity: 'success', text: 'The buyer agreed to a meeting. End the session to see your report.' },
  next_step_agreed: {
    severity: 'success',
    text: 'The buyer agreed to a next step. End the session to see your report.',
  },
  no_decision: { severity: 'info', text: 'The buyer is not ready to decide. You can keep going or end the session.' },
  lost: {
    severity: 'warning',
    text: 'The buyer has closed the door on this one. End the session to see what to try next time.',
  },
};

type ChatRoomProps = { session: SessionResponse; type: 'audio' | 'video' };

/** The live session screen: who you talk to, the transcript, your mic and keyboard, the clock. */
export function ChatRoom({ session, type }: ChatRoomProps) {
  const navigate = useNavigate();
  const endChatOpen = usePracticeModalStore((s) => s.endChat);
  const setEndChat = usePracticeModalStore((s) => s.setEndChat);
  const setUploadDocument = usePracticeModalStore((s) => s.setUploadDocument);
  // Taken apart here: the compiler treats an object holding a ref as a ref, and only audioRef is one.
  const {
    audioRef: playbackAudioRef,
    enqueue: enqueuePlayback,
    stop: stopPlayback,
    isSpeaking: isPlaybackSpeaking,
    unlock,
    getLevel,
    speaking: playbackSpeaking,
    blocked: playbackBlocked,
    ahead: aheadPlayer,
  } = usePersonaPlayback();
  const { state, live } = useLiveSession(session.session_id, enqueuePlayback, aheadPlayer);
  const timer = useSessionTimer(session.ends_at);
  const completed = session.status === 'completed';
  const closed = completed || timer.timeUp;
  const [muted, setMuted] = useState(false);
  const [ending, setEnding] = useState(false);
  const camera = useCamera(type === 'video');

  const bargeIn = useCallback(() => {
    const heard = stopPlayback();
    if (heard !== null) live.interrupt(heard);
  }, [stopPlayback, live]);

  // Speaking over a buyer who is still answering, before any of its audio has played, stops that
  // reply too: the rep heard none of it, and its audio must not start over the rep's voice.
  const bargeInBySpeech = useCallback(() => live.interruptBySpeech(stopPlayback()), [stopPlayback, live]);
  // While the buyer talks or is about to, the rep's "mm-hm" is listening, not taking the turn.
  const isBuyerActive = useCallback(() => live.isAnswering() || isPlaybackSpeaking(), [live, isPlaybackSpeaking]);
  const sendSpokenTurn = useCallback(
    (text: string, startedAt: Date, endedAt: Date) => live.sendTurn({ text, spoken: true, startedAt, endedAt }),
    [live],
  );

  const voice = useVoiceInput({
    enabled: !closed,
    isBuyerActive,
    onBargeIn: bargeInBySpeech,
    onUtterance: sendSpokenTurn,
    speech: live.speech,
  });

  // Browsers only play sound after a gesture: any click or key press wakes the audio.
  useEffect(() => {
    const wake = () => unlock();
    document.addEventListener('pointerdown', wake);
    document.addEventListener('keydown', wake);
    return () => {
      document.removeEventListener('pointerdown', wake);
      document.removeEventListener('keydown', wake);
    };
  }, [unlock]);

  // Leaving the page closes the end dialog so it never reopens on the next session.
  useEffect(() => () => setEndChat(false), [setEndChat]);

  const handleTypedTurn = (text: string, startedAt: Date) => {
    // The rep read the whole reply on screen before typing: its voice stops, its text stays whole.
    stopPlayback();
    live.sendTurn({ text, spoken: false, startedAt, endedAt: new Date() });
  };

  const toggleMute = () => {
    setMuted(!muted);
    voice.setMuted(!muted);
  };

  const messageCount = state.ready ? state.messages.length : session.message_count;

  const quit = async () => {
    setEnding(true);
    bargeIn();
    storage.remove(STORAGE_KEYS.personaId);
    useDocumentStore.getState().clear();
    try {
      await endPracticeSession(session.session_id);
    } catch {
      // Briefly unreachable: a session past its time counts as over anyway, and otherwise the
      // report page says the session is still open and leads back to it.
    }
    setEndChat(false);
    await navigate(messageCount >= LIMITS.minMessagesForReport ? '/report' : '/feedback');
  };

  const micUsable =
    voice.status === 'listening' ||
    voice.status === 'hearing' ||
    voice.status === 'transcribing' ||
    voice.status === 'muted';
  const conversation: ConversationState = closed
    ? 'disabled'
    : voice.status === 'hearing' || voice.status === 'transcribing'
      ? voice.status
      : playbackSpeaking
        ? 'speaking'
        : state.thinking || state.streaming
          ? 'thinking'
          : voice.status;

  const closedMessage = completed ? SESSION_MESSAGES.completed : timer.timeUp ? SESSION_MESSAGES.timeUp : null;
  const outcome = state.outcome === 'in_progress' ? null : OUTCOME_MESSAGES[state.outcome];

  return (
    <Box
      sx={{
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        overflow: 'hidden',
      }}
    >
      <ChatTopBar
        modeName={session.briefing.mode_name}
        sessionType={type}
        remainingMs={timer.remainingMs}
        connection={state.connection}
        onUpload={() => setUploadDocument(true)}
        onEnd={() => setEndChat(true)}
      />
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: type === 'video' ? 'minmax(0, 1fr) 480px' : '360px minmax(0, 1fr)' },
          gridTemplateRows: { xs: 'auto minmax(0, 1fr)', md: 'minmax(0, 1fr)' },
        }}
      >
        <Box
          sx={{
            borderRight: { md: '1px solid' },
            borderBottom: { xs: '1px solid', md: 'none' },
            borderColor: 'divider',
            minHeight: 0,
            bgcolor: 'background.paper',
          }}
        >
          <PersonaStage
            type={type}
            briefing={session.briefing}
            mood={state.mood}
            speaking={playbackSpeaking}
            listening={voice.status === 'hearing'}
            getLevel={getLevel}
            camera={camera}
          />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <Transcript
            buyerName={session.briefing.name}
            messages={state.messages}
            pending={state.pending.map((p) => ({ id: p.clientTurnId, text: p.input.text }))}
            streamingText={state.streaming?.text ?? null}
            thinking={state.thinking}
          />
          <Box sx={{ px: { xs: 1.5, md: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {closedMessage ? (
              <Alert severity="warning" data-testid="session-closed">
                {closedMessage}
              </Alert>
            ) : null}
            {outcome ? <Alert severity={outcome.severity}>{outcome.text}</Alert> : null}
            {state.failure ? (
              <Alert
                severity="error"
                onClose={live.dismissFailure}
                action={
                  state.failure.retry ? (
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => state.failure?.retry && live.retry(state.failure.retry)}
                    >
                      Retry
                    </Button>
                  ) : undefined
                }
              >
                {state.failure.detail}
              </Alert>
            ) : null}
            {voice.notice ? (
              <Alert severity="info" data-testid="mic-notice" onClose={micUsable ? voice.dismissNotice : undefined}>
                {voice.notice}
              </Alert>
            ) : null}
            {type === 'video' && camera.message ? (
              <Alert severity="info" data-testid="camera-notice">
                {camera.message}
              </Alert>
            ) : null}
            {playbackBlocked ? (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" onClick={unlock}>
                    Play
                  </Button>
                }
              >
                Sound is paused by your browser. Tap Play to hear the buyer.
              </Alert>
            ) : null}
          </Box>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'flex-end',
              gap: 1.5,
              px: { xs: 1.5, md: 2.5 },
              py: 1.5,
              borderTop: '1px solid',
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <MicControl state={conversation} muted={muted} canToggle={micUsable && !closed} onToggle={toggleMute} />
            <Composer
              disabled={closed}
              placeholder={closed ? 'This session is closed' : 'Type your message and press Enter'}
              onSend={handleTypedTurn}
            />
          </Box>
        </Box>
      </Box>
      <audio ref={playbackAudioRef} data-testid="persona-audio" preload="auto" />
      <EndSessionDialog
        open={endChatOpen}
        messageCount={messageCount}
        ending={ending}
        onClose={() => setEndChat(false)}
        onBackToSession={() => {
          setEndChat(false);
          setUploadDocument(true);
        }}
        onQuit={() => void quit()}
      />
    </Box>
  );
}
