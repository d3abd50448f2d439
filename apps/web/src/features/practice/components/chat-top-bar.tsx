import CallEndRoundedIcon from '@mui/icons-material/CallEndRounded';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import type { RealtimeStatus } from '../../../lib/realtime-client';
import { SessionTimer } from './session-timer';

type ChatTopBarProps = {
  modeName: string;
  sessionType: 'audio' | 'video';
  remainingMs: number | null;
  connection: RealtimeStatus;
  onUpload: () => void;
  onEnd: () => void;
};

const CONNECTION_LABELS: Record<RealtimeStatus, string | null> = {
  connecting: 'Connecting…',
  open: null,
  reconnecting: 'Reconnecting…',
  closed: null,
  failed: 'Live connection lost: replies arrive without streaming or voice',
};

export function ChatTopBar({ modeName, sessionType, remainingMs, connection, onUpload, onEnd }: ChatTopBarProps) {
  const connectionLabel = CONNECTION_LABELS[connection];
  return (
    <Box
      component="nav"
      aria-label="Session controls"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        px: { xs: 1.5, md: 3 },
        py: 1.25,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        flexShrink: 0,
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 16, md: 18 }, lineHeight: 1.2 }} noWrap>
          {modeName} practice
        </Typography>
        <Typography
          variant="caption"
          sx={{ opacity: 0.8 }}
          noWrap
          data-testid="connection-state"
          data-state={connection}
        >
          {connectionLabel ?? (sessionType === 'video' ? 'Video-audio session' : 'Audio session')}
        </Typography>
      </Box>
      <Box
        sx={{
          '& .MuiChip-root': {
            bgcolor: 'rgba(255,255,255,0.12)',
            color: 'inherit',
            borderColor: 'rgba(255,255,255,0.3)',
          },
          '& .MuiChip-icon': { color: 'inherit' },
        }}
      >
        <SessionTimer remainingMs={remainingMs} />
      </Box>
      <Tooltip title="Upload documents">
        <IconButton onClick={onUpload} aria-label="Upload documents" sx={{ color: 'inherit' }}>
          <UploadFileOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Button
        onClick={onEnd}
        aria-label="End session"
        variant="contained"
        color="error"
        startIcon={<CallEndRoundedIcon />}
        sx={{ borderRadius: 5, px: { xs: 1.5, md: 2.5 }, flexShrink: 0 }}
      >
        End
      </Button>
    </Box>
  );
}
