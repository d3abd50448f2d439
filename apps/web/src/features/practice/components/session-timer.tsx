import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Chip } from '@mui/material';
import { formatRemaining } from '../hooks/use-session-timer';

/** Remaining time of the session; turns orange in the last minute. */
export function SessionTimer({ remainingMs }: { remainingMs: number | null }) {
  if (remainingMs === null) return null;
  const timeUp = remainingMs === 0;
  const label = timeUp ? "Time's up" : `${formatRemaining(remainingMs)} left`;
  return (
    <Chip
      icon={<TimerOutlinedIcon />}
      label={label}
      data-testid="session-timer"
      role="timer"
      aria-label={timeUp ? 'Session time is up' : `${formatRemaining(remainingMs)} remaining`}
      color={timeUp ? 'error' : remainingMs < 60_000 ? 'secondary' : 'default'}
      variant={timeUp || remainingMs < 60_000 ? 'filled' : 'outlined'}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
    />
  );
}
