export type TimingMark = 'live-ready' | 'turn-sent' | 'first-reply-text' | 'speech-end' | 'reply-audio-playing';

/**
 * User Timing marks (`buyerlab:<name>`) at the moments the quality bars are measured between:
 * the browser tests and benchmarks read them with performance.getEntriesByName.
 */
export function markTiming(name: TimingMark): void {
  try {
    performance.mark(`buyerlab:${name}`);
  } catch {
    // Timing is diagnostic only.
  }
}
