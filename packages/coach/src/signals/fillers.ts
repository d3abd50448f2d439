// Filler words per 100 words. "like" and "actually" are only fillers some of the time, so the
// ambiguous ones are counted only where they are set off by pauses (commas) or stacked on another
// filler — "I'd like to" or "looks like" must not count against the rep.

const ALWAYS = /\b(?:um+|uh+|erm|er|ah|hmm+|you know|i mean|basically|sort of|kind of|literally)\b/gi;
const WHEN_SET_OFF =
  /(?:^|[,.…]\s*|\b(?:um|uh|so|and|but)\s+)(?:like|actually|honestly|right)(?=\s*[,.…]|\s+(?:um|uh|you know)\b)/gi;
export function countFillers(text: string): number {
  return (text.match(ALWAYS)?.length ?? 0) + (text.match(WHEN_SET_OFF)?.length ?? 0);
}

/** The sentence with its fillers removed, for a "say it like this" rewrite of the rep's own words. */
export function withoutFillers(text: string): string {
  return (
    text
      .replace(ALWAYS, '')
      // Whole words only: "so" inside "also" or "sorry", "like" inside "likely", stay as said.
      .replace(/(?:^|(?<=[,.…]\s*))(?:like|actually|honestly|so)\b,?\s*/gi, '')
      .replace(/\s+,/g, ',')
      .replace(/,\s*,+/g, ',')
      .replace(/^\s*[,.]\s*/, '')
      .replace(/[\s,]+$/, '')
      .replace(/\s{2,}/g, ' ')
      .trim()
      .replace(/^./u, (c) => c.toUpperCase())
  );
}
