import type { TranscriptMessage } from './types.js';

type Line = {
  role: 'rep' | 'buyer';
  text: string;
  start?: number;
  end?: number;
  spoken?: boolean;
  interrupted?: boolean;
};

/**
 * Builds a transcript for tests: times are seconds from a fixed start, and each message defaults
 * to a spoken, non-overlapping 5-second slot.
 */
export function conversation(lines: readonly Line[]): TranscriptMessage[] {
  const base = Date.UTC(2025, 0, 6, 9, 0, 0);
  return lines.map((l, i) => {
    const start = l.start ?? i * 6;
    const end = l.end ?? start + 5;
    const message: TranscriptMessage = {
      id: `m${i + 1}`,
      role: l.role,
      text: l.text,
      startedAt: new Date(base + start * 1000).toISOString(),
      endedAt: new Date(base + end * 1000).toISOString(),
      spoken: l.spoken ?? true,
    };
    return l.interrupted === undefined ? message : { ...message, interrupted: l.interrupted };
  });
}

export const rep = (text: string, extra: Omit<Line, 'role' | 'text'> = {}): Line => ({ role: 'rep', text, ...extra });
export const buyer = (text: string, extra: Omit<Line, 'role' | 'text'> = {}): Line => ({
  role: 'buyer',
  text,
  ...extra,
});
