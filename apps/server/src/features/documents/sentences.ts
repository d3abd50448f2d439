// Sentence handling shared by the summariser and the document facts: untrusted text in, plain
// sentences out.

const MAX_SENTENCE_CHARS = 300;

/** Sentences of a text, paragraph breaks kept as boundaries, control characters removed. */
export function splitSentences(text: string): string[] {
  return (
    text
      // Control characters (other than line breaks) are exactly what this strips.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
      .split(/\r?\n\s*\r?\n|\r?\n(?=\s*(?:[-•*]|\d+[.)])\s)/)
      .flatMap((paragraph) =>
        paragraph
          .replace(/\s+/g, ' ')
          .trim()
          .split(/(?<=[.!?])\s+(?=["'(]?[A-Z0-9$€£])/),
      )
      .map((s) => s.trim())
      .filter((s) => s.length > 1)
      .map((s) => (s.length > MAX_SENTENCE_CHARS ? `${s.slice(0, MAX_SENTENCE_CHARS - 1)}…` : s))
  );
}

/**
 * Sentences that address a model rather than state a fact ("ignore previous instructions", "you
 * are now…", "SYSTEM:"). They never make it into a summary; the document still reaches a model only
 * as delimited data, so this is a second line, not the first.
 */
const INSTRUCTION_LIKE = [
  /\b(ignore|disregard|forget|override)\b.{0,60}\b(instructions?|rules|prompts?|guidelines|above|previous|prior)\b/i,
  /\b(system prompt|developer mode|jailbreak|you are now|act as|pretend (?:to be|you are)|new instructions|from now on)\b/i,
  /^\s*\[?(system|assistant|developer|user)\]?\s*:/i,
  /\b(the (?:buyer|assistant|ai|model) must)\b/i,
];

export function isInstructionLike(sentence: string): boolean {
  return INSTRUCTION_LIKE.some((re) => re.test(sentence));
}
