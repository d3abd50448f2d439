import type { PersonaProfile } from './types';

// The document summary is untrusted text from an upload. The profile keeps only short plain
// sentences and the first price it mentions; instructions in it are never acted on.
const MAX_SENTENCES = 4;
const MAX_SENTENCE_LENGTH = 200;

export function documentFacts(summary: string | null | undefined): PersonaProfile['document'] {
  if (!summary) return null;
  const clean = summary
    // Control characters are exactly what this strips from untrusted text.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[<>{}`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean === '') return null;
  const excerpt = (clean.match(/[^.!?]+[.!?]?/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .slice(0, MAX_SENTENCES)
    .map((s) => (s.length > MAX_SENTENCE_LENGTH ? `${s.slice(0, MAX_SENTENCE_LENGTH - 1)}…` : s));
  const price = clean.match(/(?:US\$|CA\$|C\$|\$)\s?\d[\d,]*(?:\.\d+)?\s?(?:k|m|million|thousand)?/i);
  return { excerpt, priceMentioned: price ? price[0].trim() : null };
}
