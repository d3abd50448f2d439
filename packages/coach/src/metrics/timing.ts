import type { TranscriptMessage } from '../types.js';
import { wordCount } from '../text/words.js';

/** Milliseconds since epoch, or null for a missing or malformed timestamp. */
export function timeOf(iso: string): number | null {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : null;
}

/** Seconds a message took, only when it was spoken and both timestamps make sense. */
export function spokenSeconds(m: TranscriptMessage): number | null {
  if (!m.spoken) return null;
  const start = timeOf(m.startedAt);
  const end = timeOf(m.endedAt);
  if (start === null || end === null || end <= start) return null;
  return (end - start) / 1000;
}

/**
 * Words per minute over the rep's spoken messages. Typed messages have no speaking time, and
 * utterances under a second are usually clipped recognitions, so both are left out.
 */
export function paceWpm(messages: readonly TranscriptMessage[]): number | null {
  let words = 0;
  let seconds = 0;
  for (const m of messages) {
    if (m.role !== 'rep') continue;
    const s = spokenSeconds(m);
    if (s === null || s < 1) continue;
    words += wordCount(m.text);
    seconds += s;
  }
  return seconds > 0 && words > 0 ? Math.round((words / seconds) * 60) : null;
}

/**
 * The rep's longest uninterrupted stretch: consecutive rep messages count as one monologue, since
 * the buyer never got a word in between them.
 */
export function longestMonologue(messages: readonly TranscriptMessage[]): { words: number; seconds: number | null } {
  let best = { words: 0, seconds: null as number | null };
  let run: { words: number; start: number | null } | null = null;
  for (const m of messages) {
    if (m.role !== 'rep') {
      run = null;
      continue;
    }
    const timed = spokenSeconds(m) !== null;
    // A run is only timed if every message in it was spoken; one typed message breaks the clock.
    if (run === null) run = { words: 0, start: timed ? timeOf(m.startedAt) : null };
    else if (!timed) run.start = null;
    run.words += wordCount(m.text);
    const end = timeOf(m.endedAt);
    const seconds = run.start !== null && end !== null ? Math.round((end - run.start) / 100) / 10 : null;
    best = {
      words: Math.max(best.words, run.words),
      seconds: seconds === null ? best.seconds : Math.max(best.seconds ?? 0, seconds),
    };
  }
  return best;
}

/**
 * A buyer turn counts as interrupted once: when the pipeline marked it cut off (the rep barged in
 * while it played) or when the rep's next message started before it ended.
 */
export function countInterruptions(messages: readonly TranscriptMessage[]): number {
  let count = 0;
  messages.forEach((m, i) => {
    if (m.role !== 'buyer') return;
    const next = messages[i + 1];
    const buyerEnd = timeOf(m.endedAt);
    // Only a spoken message can talk over the buyer: a typed one was written while reading the
    // reply, and the buyer's end time is an estimate of how long it would have taken to say.
    const repStart = next && next.role === 'rep' && next.spoken ? timeOf(next.startedAt) : null;
    const overlapped = buyerEnd !== null && repStart !== null && repStart < buyerEnd;
    if (m.interrupted === true || overlapped) count++;
  });
  return count;
}
