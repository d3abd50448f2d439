export type TimingMark =
  | 'live-ready'
  | 'turn-sent'
  | 'first-reply-text'
  | 'speech-last-voiced'
  | 'speech-end'
  | 'speech-text'
  | 'reply-audio-received'
  | 'reply-audio-playing'
  | 'backchannel';

/**
 * User Timing marks (`buyerlab:<name>`) at the moments the quality bars are measured between:
 * the browser tests and benchmarks read them with performance.getEntriesByName. `at` back-dates a
 * mark to a moment already past (the last voiced frame, known only once the turn has ended).
 */
export function markTiming(name: TimingMark, at?: number): void {
  try {
    performance.mark(`buyerlab:${name}`, at === undefined ? undefined : { startTime: at });
  } catch {
    // Timing is diagnostic only.
  }
}
