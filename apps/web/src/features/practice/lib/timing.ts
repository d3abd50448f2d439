export type TimingMark =
  | 'live-ready'
  | 'turn-sent'
  | 'first-reply-text'
  | 'speech-last-voiced'
  | 'speech-end'
  | 'speech-text'
  | 'reply-audio-received'
  | 'reply-audio-playing'
  /** A spoken turn went out with the first audio of its answer already here (worked out ahead): it starts now. */
  | 'reply-ahead-started'
  /** …and was stopped: the reply was not that answer, or the turn failed. */
  | 'reply-ahead-dropped'
  | 'backchannel'
  /** Which pause rule ended a spoken turn, dated at its last voiced frame (detail: see turn-taking.ts). */
  | 'turn-rule';

/**
 * User Timing marks (`buyerlab:<name>`) at the moments the quality bars are measured between:
 * the browser tests and benchmarks read them with performance.getEntriesByName. `at` back-dates a
 * mark to a moment already past (the last voiced frame, known only once the turn has ended).
 */
export function markTiming(name: TimingMark, at?: number, detail?: unknown): void {
  try {
    performance.mark(`buyerlab:${name}`, { ...(at === undefined ? {} : { startTime: at }), detail });
  } catch {
    // Timing is diagnostic only.
  }
}
