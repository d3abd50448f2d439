// Message times come from the server clock, so the rep's and the buyer's messages can be compared
// (interruptions, talk time). The client contributes only how long the rep spoke.
const MAX_UTTERANCE_MS = 120_000;
const SPOKEN_WORDS_PER_MINUTE = 150;

export function repTiming(now: Date, clientStart?: string, clientEnd?: string): { startedAt: Date; endedAt: Date } {
  const start = clientStart ? Date.parse(clientStart) : NaN;
  const end = clientEnd ? Date.parse(clientEnd) : NaN;
  const duration =
    Number.isFinite(start) && Number.isFinite(end) ? Math.min(Math.max(end - start, 0), MAX_UTTERANCE_MS) : 0;
  return { startedAt: new Date(now.getTime() - duration), endedAt: now };
}

/** When a spoken reply will have finished playing, estimated from its length. */
export function spokenEnd(startedAt: Date, text: string): Date {
  const words = text.split(/\s+/).filter(Boolean).length;
  return new Date(startedAt.getTime() + (words / SPOKEN_WORDS_PER_MINUTE) * 60_000);
}

/** The part of a reply the rep heard before cutting in, ending on a whole word. */
export function deliveredPart(text: string, deliveredChars: number): string {
  if (deliveredChars >= text.length) return text;
  const cut = text.slice(0, deliveredChars);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim();
}
