import type { Briefing, Mood } from '@buyerlab/contract';
import { Box, Chip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { CameraStatus } from '../hooks/use-camera';
import { PersonaAvatar } from './persona-avatar';
import { SelfView } from './self-view';

type PersonaStageProps = {
  type: 'audio' | 'video';
  briefing: Briefing;
  mood: Mood;
  speaking: boolean;
  /** The rep is speaking right now (the buyer nods now and then). */
  listening: boolean;
  getLevel: () => number;
  camera: { stream: MediaStream | null; status: CameraStatus; message: string | null };
};

const MOOD_LABELS: Record<Mood, string> = {
  pleased: 'Warming up',
  neutral: 'Neutral',
  skeptical: 'Skeptical',
  annoyed: 'Losing patience',
};

const speakingRing = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(242, 107, 29, 0.5); }
  100% { box-shadow: 0 0 0 18px rgba(242, 107, 29, 0); }
`;

function PersonaDetails({
  briefing,
  mood,
  speaking,
  compact,
}: {
  briefing: Briefing;
  mood: Mood;
  speaking: boolean;
  compact: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0, textAlign: compact ? 'left' : 'center' }}>
      <Typography
        component="h2"
        sx={{ fontWeight: 800, fontSize: compact ? 17 : 22 }}
        noWrap={compact}
        data-testid="persona-name"
      >
        {briefing.name}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: compact ? 13 : 15 }} noWrap={compact}>
        {briefing.title}, {briefing.company}
      </Typography>
      {compact ? null : (
        <Typography color="text.secondary" variant="body2">
          {briefing.location}
        </Typography>
      )}
      <Box
        sx={{ display: 'flex', gap: 0.75, mt: 1, justifyContent: compact ? 'flex-start' : 'center', flexWrap: 'wrap' }}
      >
        <Chip size="small" label={MOOD_LABELS[mood]} data-testid="persona-mood" />
        <Chip
          size="small"
          data-testid="speaking-indicator"
          data-speaking={speaking ? 'true' : 'false'}
          color={speaking ? 'secondary' : 'default'}
          variant={speaking ? 'filled' : 'outlined'}
          label={speaking ? 'Speaking' : 'Quiet'}
        />
      </Box>
    </Box>
  );
}

/**
 * Who the rep is talking to. Audio: the drawn portrait with a speaking ring. Video: the animated
 * avatar beside the rep's own mirrored camera (picture in picture on small screens).
 */
export function PersonaStage({ type, briefing, mood, speaking, listening, getLevel, camera }: PersonaStageProps) {
  const avatar = { name: briefing.name, look: briefing.look, mood, speaking, listening, getLevel };
  const small = useMediaQuery(useTheme().breakpoints.down('md'));
  if (type === 'audio') {
    return (
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          alignItems: 'center',
          justifyContent: 'center',
          gap: { xs: 1.5, md: 2.5 },
          p: { xs: 1.5, md: 4 },
          height: '100%',
        }}
      >
        <Box
          data-testid="persona-portrait"
          sx={{
            width: { xs: 72, md: 240 },
            flexShrink: 0,
            borderRadius: '50%',
            overflow: 'hidden',
            border: '4px solid',
            borderColor: speaking ? 'secondary.main' : 'background.paper',
            animation: speaking ? `${speakingRing} 1.2s infinite` : 'none',
            transition: 'border-color 200ms ease',
          }}
        >
          <PersonaAvatar {...avatar} backdrop={false} />
        </Box>
        <Box sx={{ minWidth: 0, maxWidth: 360 }}>
          <PersonaDetails briefing={briefing} mood={mood} speaking={speaking} compact={small} />
        </Box>
      </Box>
    );
  }
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: { xs: 1, md: 2 },
        p: { xs: 1, md: 3 },
        height: '100%',
        minHeight: 0,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, flex: 1, minHeight: 0, alignItems: 'stretch', position: 'relative' }}>
        <Box
          data-testid="avatar-tile"
          sx={{
            flex: { xs: 1, md: 3 },
            minWidth: 0,
            borderRadius: 3,
            overflow: 'hidden',
            outline: speaking ? '3px solid' : 'none',
            outlineColor: 'secondary.main',
            display: 'grid',
            placeItems: 'center',
            background: 'radial-gradient(circle at 50% 40%, #f4f7fa 0%, #dfe7ef 75%)',
            aspectRatio: { xs: '4 / 3', md: 'auto' },
            maxHeight: { xs: '34vh', md: 'none' },
          }}
        >
          <PersonaAvatar {...avatar} cover />
        </Box>
        <Box
          sx={{
            flex: { md: 2 },
            minWidth: 0,
            alignSelf: { md: 'center' },
            position: { xs: 'absolute', md: 'static' },
            right: { xs: 8 },
            bottom: { xs: 8 },
            width: { xs: 104, md: 'auto' },
            boxShadow: { xs: 4, md: 0 },
            borderRadius: 2,
          }}
        >
          <SelfView stream={camera.stream} status={camera.status} message={camera.message} compact={small} />
        </Box>
      </Box>
      <PersonaDetails briefing={briefing} mood={mood} speaking={speaking} compact />
    </Box>
  );
}
