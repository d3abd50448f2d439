import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { CameraStatus } from '../hooks/use-camera';

type SelfViewProps = { stream: MediaStream | null; status: CameraStatus; message: string | null; compact?: boolean };

/** The rep's own camera, mirrored like a mirror so moving left moves left on screen. */
export function SelfView({ stream, status, message, compact = false }: SelfViewProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);

  return (
    <Box
      data-testid="self-view"
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '4 / 3',
        bgcolor: '#14202e',
        borderRadius: compact ? 2 : 3,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        color: '#ffffff',
      }}
    >
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        autoPlay
        aria-label="Your camera"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transform: 'scaleX(-1)',
          display: stream ? 'block' : 'none',
        }}
      />
      {status === 'starting' ? <CircularProgress size={24} color="inherit" aria-label="Starting camera" /> : null}
      {message ? (
        <Box role="alert" sx={{ p: compact ? 0.5 : 2, textAlign: 'center' }}>
          <VideocamOffOutlinedIcon sx={{ fontSize: compact ? 18 : 32, opacity: 0.8 }} />
          {compact ? null : (
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
              {message}
            </Typography>
          )}
        </Box>
      ) : null}
      {stream && !compact ? (
        <Typography
          variant="caption"
          sx={{ position: 'absolute', left: 10, bottom: 8, px: 1, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.45)' }}
        >
          You
        </Typography>
      ) : null}
    </Box>
  );
}
