import { useEffect, useState } from 'react';

/** Time left until `endsAt` (ISO), ticking every second; null while the session has no end yet. */
export function useSessionTimer(endsAt: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  if (!endsAt) return { remainingMs: null, timeUp: false };
  const remainingMs = Math.max(0, new Date(endsAt).getTime() - now);
  return { remainingMs, timeUp: remainingMs === 0 };
}

export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
