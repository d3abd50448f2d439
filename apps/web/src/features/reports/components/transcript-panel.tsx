import { Box, Button, Paper, Typography } from '@mui/material';
import type { SessionMessage } from '@buyerlab/contract';
import { messageAnchorId, type Highlight } from '../hooks/use-highlighted-message';
import { splitAroundQuote, type Moment } from '../lib/moments';

type TranscriptPanelProps = {
  messages: SessionMessage[];
  buyerName: string;
  moments: Map<string, Moment>;
  highlight: Highlight;
  onBack: () => void;
};

function offset(start: string, at: string) {
  const seconds = Math.max(0, Math.round((Date.parse(at) - Date.parse(start)) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function MessageText({ text, quote }: { text: string; quote: string | null }) {
  const parts = quote ? splitAroundQuote(text, quote) : null;
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts[0]}
      <Box
        component="mark"
        data-testid="highlighted-quote"
        sx={{ bgcolor: '#ffe08a', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
      >
        {parts[1]}
      </Box>
      {parts[2]}
    </>
  );
}

function MomentNotes({ moment }: { moment: Moment }) {
  return (
    <Box sx={{ mt: 0.75, display: 'grid', gap: 0.5 }}>
      {moment.strengths.map((note) => (
        <Typography key={`s:${note}`} variant="caption" sx={{ color: '#1b7a3d', fontWeight: 600 }}>
          ✓ {note}
        </Typography>
      ))}
      {moment.weaknesses.map((note) => (
        <Typography key={`w:${note}`} variant="caption" sx={{ color: '#b3261e', fontWeight: 600 }}>
          ✗ {note}
        </Typography>
      ))}
      {moment.contradiction ? (
        <Typography variant="caption" sx={{ color: '#b3261e', fontWeight: 600 }}>
          ✗ Contradicts your document
        </Typography>
      ) : null}
      {moment.better ? (
        <Typography variant="caption" sx={{ color: 'primary.light', lineHeight: 1.5 }}>
          <strong>Try instead:</strong> “{moment.better}”
        </Typography>
      ) : null}
    </Box>
  );
}

/** The conversation, with the moments the report refers to marked, and the current quote lit up. */
export function TranscriptPanel({ messages, buyerName, moments, highlight, onBack }: TranscriptPanelProps) {
  const first = messages[0]?.started_at ?? '';
  const last = messages.at(-1)?.started_at ?? first;
  // Typed turns sent in quick succession carry no useful timing; only show times that mean something.
  const timed = Date.parse(last) - Date.parse(first) >= 10_000;
  return (
    <Box component="ol" aria-label="Transcript" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {messages.map((message) => {
        const rep = message.role === 'rep';
        const moment = moments.get(message.message_id);
        const lit = highlight?.messageId === message.message_id;
        const marker = moment
          ? moment.weaknesses.length > 0 || moment.contradiction
            ? '#b3261e'
            : '#1b7a3d'
          : 'transparent';
        return (
          <Box
            component="li"
            key={message.message_id}
            sx={{ display: 'flex', justifyContent: rep ? 'flex-end' : 'flex-start' }}
          >
            <Paper
              id={messageAnchorId(message.message_id)}
              tabIndex={-1}
              elevation={0}
              data-testid="transcript-message"
              data-role={message.role}
              data-highlighted={lit}
              aria-current={lit ? 'true' : undefined}
              sx={{
                maxWidth: '88%',
                px: 1.5,
                py: 1,
                borderRadius: 1.4,
                bgcolor: lit ? '#fff6d6' : rep ? '#eef3f8' : 'background.paper',
                border: '1px solid',
                borderColor: lit ? '#e0a800' : 'divider',
                borderLeft: moment ? `4px solid ${marker}` : undefined,
                boxShadow: lit ? '0 0 0 3px rgba(224,168,0,0.25)' : 'none',
                transition: 'background-color 200ms, box-shadow 200ms',
                outline: 'none',
                scrollMarginTop: 96,
              }}
            >
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
                {rep ? 'You' : buyerName}
                {timed ? ` · ${offset(first, message.started_at)}` : ''}
                {message.interrupted ? ' · cut off' : ''}
              </Typography>
              <Typography variant="body2" sx={{ lineHeight: 1.6, mt: 0.25 }}>
                <MessageText text={message.text} quote={lit && highlight ? highlight.quote : null} />
              </Typography>
              {moment && rep ? <MomentNotes moment={moment} /> : null}
              {lit ? (
                <Button
                  size="small"
                  onClick={onBack}
                  sx={{ mt: 0.5, px: 0.5, minWidth: 0, display: { xs: 'inline-flex', md: 'none' } }}
                >
                  Back to the report
                </Button>
              ) : null}
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
