import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { MicStatus } from '../live/voice-input';

/** What the rep sees on the mic control: their mic, or the buyer's turn. */
export type ConversationState = MicStatus | 'thinking' | 'speaking' | 'disabled';

const LABELS: Record<ConversationState, string> = {
  starting: 'Starting mic…',
  listening: 'Listening',
  hearing: 'Hearing you…',
  transcribing: 'Transcribing…',
  thinking: 'Buyer is thinking…',
  speaking: 'Buyer is speaking',
  muted: 'Mic muted',
  denied: 'Mic blocked',
  missing: 'No mic',
  failed: 'Mic unavailable',
  disabled: 'Session closed',
};

const ring = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(242, 107, 29, 0.55); }
  100% { box-shadow: 0 0 0 14px rgba(242, 107, 29, 0); }
`;

type MicControlProps = { state: ConversationState; muted: boolean; canToggle: boolean; onToggle: () => void };

export function MicControl({ state, muted, canToggle, onToggle }: MicControlProps) {
  const live = state === 'listening' || state === 'hearing';
  const label = LABELS[state];
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        gap: { xs: 0.25, sm: 1 },
        flexShrink: 0,
      }}
    >
      <Tooltip title={muted ? 'Unmute microphone' : 'Mute microphone'}>
        <span>
          <IconButton
            onClick={onToggle}
            disabled={!canToggle}
            aria-label={muted ? 'Unmute microphone' : 'Mute microphone'}
            aria-pressed={muted}
            sx={{
              width: { xs: 40, sm: 48 },
              height: { xs: 40, sm: 48 },
              bgcolor: muted || !canToggle ? 'action.selected' : 'secondary.main',
              color: muted || !canToggle ? 'text.secondary' : 'secondary.contrastText',
              '&:hover': { bgcolor: muted ? 'action.hover' : 'secondary.dark' },
              animation: state === 'hearing' ? `${ring} 1s infinite` : 'none',
            }}
          >
            {muted || !canToggle ? <MicOffIcon /> : <MicIcon />}
          </IconButton>
        </span>
      </Tooltip>
      <Typography
        data-testid="mic-state"
        data-state={state}
        variant="body2"
        aria-live="polite"
        sx={{
          fontWeight: 600,
          color: live ? 'secondary.dark' : 'text.secondary',
          minWidth: { xs: 0, sm: 112 },
          maxWidth: { xs: 72, sm: 'none' },
          fontSize: { xs: 10, sm: 14 },
          lineHeight: 1.2,
          textAlign: { xs: 'center', sm: 'left' },
          whiteSpace: { sm: 'nowrap' },
        }}
      >
        {label}
      </Typography>
    </Box>
  );
}
