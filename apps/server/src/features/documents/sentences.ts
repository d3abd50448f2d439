import { sentencesOf, stripControls } from '@buyerlab/buyer/text';

// Sentence handling shared by the summariser and the document facts: untrusted text in, plain
// sentences out.

const MAX_SENTENCE_CHARS = 300;

const LEADER = /\.{3,}|…|\t|\s\|\s/;
const GROUPED_AMOUNT = /\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?\s*(?:[A-Z]{3}|€)?\s*$/;
const PROSE_WORD = /\b(?:is|are|was|were|will|be|costs?|quoted|priced|at|we|our|you|your)\b/i;

/**
 * A line of a price table as extractors yield it: "Tray sealer TS-400 ........ 1 ........ 142,000",
 * "Total USD 186,500", "Infeed conveyor 1 18,500". It is one sentence of its own, never glued to
 * the lines around it.
 */
export function isTableRow(line: string): boolean {
  const text = line.trim();
  if (/^(?:sub-?\s?)?total\b/i.test(text)) return true;
  if (LEADER.test(text) && /\d/.test(text)) return true;
  return text.split(/\s+/).length <= 8 && GROUPED_AMOUNT.test(text) && !PROSE_WORD.test(text);
}

/** A paragraph's lines: table rows stand alone, the other lines are joined back into prose. */
function rowsAndProse(paragraph: string): string[] {
  const out: string[] = [];
  let prose: string[] = [];
  for (const line of paragraph.split(/\r?\n/)) {
    if (!isTableRow(line)) {
      prose.push(line);
      continue;
    }
    out.push(prose.join(' '), line);
    prose = [];
  }
  out.push(prose.join(' '));
  return out;
}

/** A table cell that is only a quantity or an amount: "1", "142,000", "USD 186,500", "€ 95.000". */
const CELL_VALUE = /^(?:[A-Z]{3}\s?|US\$\s?|CA\$\s?|\$\s?|€\s?|£\s?)?\d[\d.,\u00a0]*(?:\s?(?:[A-Z]{3}|€|k|M))?$/;
const ENDS_WITH_CURRENCY = /(?:\b[A-Z]{3}|\$|€|£)$/;

/**
 * Word documents give each table cell as a paragraph of its own ("Tray sealer TS-400", "1",
 * "142,000"): a cell that is only a number joins the short cell before it into one row.
 */
function joinTableCells(paragraphs: string[]): string[] {
  const out: string[] = [];
  for (const paragraph of paragraphs) {
    const cell = paragraph.trim();
    const previous = out.at(-1)?.trim() ?? '';
    const joinable = previous !== '' && previous.split(/\s+/).length <= 8 && !/[.!?:]$/.test(previous);
    if (CELL_VALUE.test(cell) && joinable) {
      out[out.length - 1] = `${previous}${ENDS_WITH_CURRENCY.test(previous) ? ' ' : ' | '}${cell}`;
    } else out.push(paragraph);
  }
  return out;
}

/** A paragraph's sentences; a dot leader ("TS-400 ........ 1") ends none. */
function proseSentences(paragraph: string): string[] {
  const out: string[] = [];
  for (const sentence of sentencesOf(paragraph)) {
    const previous = out.at(-1);
    if (previous !== undefined && /\.\.$/.test(previous)) out[out.length - 1] = `${previous} ${sentence}`;
    else out.push(sentence);
  }
  return out;
}

/** Sentences of a text, paragraph breaks kept as boundaries, control characters removed. */
export function splitSentences(text: string): string[] {
  const paragraphs = stripControls(text, { replacement: ' ', invisible: true })
    // Tabs separate table cells: a column mark keeps them apart once whitespace is collapsed.
    .replace(/\t+/g, ' | ')
    .split(/\r?\n\s*\r?\n|\r?\n(?=\s*(?:[-•*]|\d+[.)])\s)/);
  return joinTableCells(paragraphs)
    .flatMap(rowsAndProse)
    .flatMap((paragraph) => proseSentences(paragraph.replace(/\s+/g, ' ').trim()))
    .filter((s) => s.length > 1)
    .map((s) => (s.length > MAX_SENTENCE_CHARS ? `${s.slice(0, MAX_SENTENCE_CHARS - 1)}…` : s));
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
