// The product a proposal is for, read from what the proposal says it is for ("Proposal for a tray
// sealer TS-400", "The FillMaster 3000 rotary filler is quoted at…") or from its priciest line
// item. It comes from an untrusted upload, so only a short name made of letters, digits, spaces
// and hyphens is kept, never one that reads like an instruction.

export type ProposalProduct = {
  /** As the proposal writes it: "Tray sealer TS-400". */
  name: string;
  /** As a buyer says it mid-sentence: "tray sealer TS-400". */
  spoken: string;
  /** What kind of machine it is, when the name says so: "tray sealer"; null for "Multivac T-300". */
  kind: string | null;
};

const MAX_LENGTH = 40;
const MAX_WORDS = 6;
const WORD = String.raw`[\p{L}\p{N}][\p{L}\p{N}-]*`;
const NAME = String.raw`${WORD}(?: ${WORD}){0,7}`;
const DETERMINER = String.raw`(?:(?:an?|the|one|1|our|your|new)\s+){0,2}`;

/** Where a proposal says what it is for; the name is cut at the first word that is not part of it. */
const STATEMENTS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:proposal|quotation|quote|offer|bid)\s+(?:for|of|on)\s+${DETERMINER}(?<name>${NAME})`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:supply|delivery|purchase|sale)\s+of\s+${DETERMINER}(?<name>${NAME})`, 'iu'),
  new RegExp(String.raw`\b(?:re|subject|product|equipment|machine|model):\s*${DETERMINER}(?<name>${NAME})`, 'iu'),
  new RegExp(
    String.raw`^(?:the|our|this|one|your)\s+(?<name>${NAME})\s+(?:is|comes|will be|would be)\s+(?:quoted|priced|offered|available)\b`,
    'iu',
  ),
];

/** Words that end a product name: verbs, prepositions and the like that follow it in a sentence. */
const ENDS_NAME =
  /^(?:at|for|with|without|including|includes|incl|is|are|was|will|would|can|to|and|or|in|on|from|by|per|priced|quoted|installed|delivered|as|that|which|who|plus|excluding|excl|of|into|under|within|valid|comes)$/i;

/** A name made only of these is no product. */
const GENERIC =
  /^(?:the|a|an|your|our|their|my|it|this|that|equipment|machine|machinery|system|systems|solution|solutions|project|plant|line|company|business|facility|site|team|operations?|needs|requirements|consideration|review|approval|services?|proposal|quote|quotation|offer|price|total|subtotal|item|items|description|qty|quantity|amount|unit|you|me|us|them)$/i;

/** Line items that are not the product: services, freight, taxes and the sums. */
const NOT_THE_PRODUCT =
  /\b(?:total|subtotal|sum|tax|vat|gst|hst|iva|freight|shipping|transport|crating|packing|installation|install|commissioning|start-?up|training|travel|documentation|warranty|service|services|support|discount|fat|sat|spare|spares|options?|handling|insurance|duty|duties)\b/i;

/** Wording that addresses a model rather than names a machine. */
const INSTRUCTION =
  /\b(?:ignore|disregard|instructions?|prompts?|system prompt|assistant|pretend|jailbreak|override)\b/i;

/** The name cut at the first word that cannot be part of it, if it passes the checks. */
export function validProductName(raw: string): ProposalProduct | null {
  const words: string[] = [];
  for (const word of raw.trim().split(/\s+/)) {
    if (ENDS_NAME.test(word) || !new RegExp(`^${WORD}$`, 'u').test(word)) break;
    words.push(word);
  }
  const name = words.join(' ');
  if (words.length === 0 || words.length > MAX_WORDS || name.length > MAX_LENGTH) return null;
  if (words.every((w) => GENERIC.test(w) || /^\d+$/.test(w)) || INSTRUCTION.test(name)) return null;
  if (!words.some((w) => /\p{L}{3,}/u.test(w))) return null;
  const first = words[0] ?? '';
  const sentenceCase = /^\p{Lu}[\p{Ll}-]+$/u.test(first) && /^\p{Ll}/u.test(words[1] ?? '');
  const spokenWords = sentenceCase ? [first.toLowerCase(), ...words.slice(1)] : words;
  // The kind is the common words of the name ("tray sealer" in "Multivac T-300 tray sealer").
  const kindWords = spokenWords.filter((w) => /^\p{Ll}[\p{Ll}-]*$/u.test(w));
  // "Proposal for Acme Foods": a company, not a product. A product has a kind or a model number.
  if (kindWords.length === 0 && !words.some((w) => /\d/.test(w))) return null;
  return { name, spoken: spokenWords.join(' '), kind: kindWords.length > 0 ? kindWords.join(' ') : null };
}

/** What the proposal says it is for, in the first sentence that says so. */
export function statedProduct(sentences: readonly string[]): ProposalProduct | null {
  for (const sentence of sentences)
    for (const pattern of STATEMENTS) {
      const name = pattern.exec(sentence)?.groups?.name;
      const product = name ? validProductName(name) : null;
      if (product) return product;
    }
  return null;
}

/** The description of a line item, if it can be the product (not freight, tax or a total). */
export function lineItemProduct(description: string): ProposalProduct | null {
  return NOT_THE_PRODUCT.test(description) ? null : validProductName(description);
}
