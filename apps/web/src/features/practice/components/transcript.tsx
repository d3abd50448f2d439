import type { SessionMessage } from '@buyerlab/contract';
import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

export type TranscriptProps = {
  buyerName: string;
  messages: SessionMessage[];
  pending: { id: string; text: string }[];
  streamingText: string | null;
  thinking: boolean;
};

const pulse = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

type BubbleProps = {
  role: 'rep' | 'buyer';
  speaker: string;
  text: string;
  state?: 'pending' | 'streaming' | 'interrupted';
};

function Bubble({ role, speaker, text, state }: BubbleProps) {
  const rep = role === 'rep';
  return (
    <Box
      data-testid={`${role}-message`}
      data-state={state ?? 'stored'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: rep ? 'flex-end' : 'flex-start',
        opacity: state === 'pending' ? 0.7 : 1,
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ px: 1, mb: 0.25 }}>
        {speaker}
      </Typography>
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.75,
          py: 1.1,
          borderRadius: 2.5,
          borderTopRightRadius: rep ? 4 : undefined,
          borderTopLeftRadius: rep ? undefined : 4,
          bgcolor: rep ? 'primary.main' : 'background.paper',
          color: rep ? 'primary.contrastText' : 'text.primary',
          border: rep ? 'none' : '1px solid',
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.55,
        }}
      >
        {text}
        {state === 'streaming' ? (
          <Box component="span" aria-hidden sx={{ ml: 0.25, animation: `${pulse} 1s infinite` }}>
            ▍
          </Box>
        ) : null}
        {state === 'interrupted' ? (
          <Typography component="span" variant="caption" sx={{ ml: 0.75, opacity: 0.7 }}>
            (cut off)
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

function ThinkingDots({ speaker }: { speaker: string }) {
  return (
    <Box
      data-testid="buyer-thinking"
      aria-label={`${speaker} is thinking`}
      sx={{ display: 'flex', gap: 0.6, px: 2, py: 1.5 }}
    >
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: `${pulse} 1.2s ${i * 0.2}s infinite`,
          }}
        />
      ))}
    </Box>
  );
}

/** The live transcript: rep on the right, buyer on the left, the buyer's reply growing as it streams. */
export function Transcript({ buyerName, messages, pending, streamingText, thinking }: TranscriptProps) {
  const endRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, pending.length, streamingText, thinking]);

  return (
    <Box
      data-testid="transcript"
      role="log"
      aria-live="polite"
      aria-label="Conversation transcript"
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        px: { xs: 1.5, md: 2.5 },
        py: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      {messages.map((message) => (
        <Bubble
          key={message.message_id}
          role={message.role}
          speaker={message.role === 'rep' ? 'You' : buyerName}
          text={message.text}
          state={message.interrupted ? 'interrupted' : undefined}
        />
      ))}
      {streamingText ? <Bubble role="buyer" speaker={buyerName} text={streamingText} state="streaming" /> : null}
      {pending.map((turn) => (
        <Bubble key={turn.id} role="rep" speaker="You" text={turn.text} state="pending" />
      ))}
      {thinking && !streamingText ? <ThinkingDots speaker={buyerName} /> : null}
      <div ref={endRef} />
    </Box>
  );
}
