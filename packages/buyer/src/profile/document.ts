import { stripControls } from '../text/controls';
import { sentencesOf } from '../text/sentences';
import { documentFigures } from './document-figures';
import { machineNamedIn } from '../understand/machine';
import { proposalProduct } from './document-price';
import type { PersonaProfile } from './types';

// The document summary is untrusted text from an upload. The profile keeps only short plain
// sentences, the price it quotes, the key figures a buyer asks about (each a short figure matched
// by its shape) and the product's name (letters, digits, spaces and hyphens, length-limited);
// instructions in it are never acted on.
const MAX_SENTENCES = 4;
const MAX_SENTENCE_LENGTH = 200;

export function documentFacts(summary: string | null | undefined): PersonaProfile['document'] {
  if (!summary) return null;
  const clean = stripControls(summary, { replacement: ' ' })
    // Table cells: dot leaders and tabs between a line item's columns become one column mark, so
    // a row stays one sentence ("Tray sealer TS-400 | 1 | 142,000").
    .replace(/[ \t]*(?:\.{3,}|…+|_{3,}|·{2,}|\t)(?:[ \t]*(?:\.{3,}|…+|_{3,}|·{2,}|\t))*[ \t]*/g, ' | ')
    .replace(/[<>{}`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean === '') return null;
  const sentences = sentencesOf(clean);
  const excerpt = sentences
    .slice(0, MAX_SENTENCES)
    .map((s) => (s.length > MAX_SENTENCE_LENGTH ? `${s.slice(0, MAX_SENTENCE_LENGTH - 1)}…` : s));
  const figures = documentFigures(sentences);
  return {
    excerpt,
    priceMentioned: figures.find((f) => f.kind === 'price')?.value ?? null,
    figures,
    product: proposalProduct(sentences),
    // "Robotic case packing and palletizing cell for lines 3 and 4" names no product the reader
    // keeps, but the machine is plain: the buyer calls it that, not by a machine of its own.
    machine: machineNamedIn(clean),
  };
}
