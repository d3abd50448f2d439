import type { Topic } from '../catalog/keys';
import { CORPUS_FILES } from '../../corpus/index';
import { isAct, isTopic, type Act } from './labels';
import { isHeldOut } from './split';

/** One labelled clause of the corpus (docs/nlu-labels.md). */
export type Example = { act: Act; topic: Topic | null; text: string; heldOut: boolean };

/** Parses `topic | text` lines; a malformed line is an error, so a typo cannot train silently. */
export function parseCorpus(files: Readonly<Record<string, string>> = CORPUS_FILES): Example[] {
  const out: Example[] = [];
  const seen = new Set<string>();
  for (const [act, body] of Object.entries(files)) {
    if (!isAct(act)) throw new Error(`corpus file for unknown act "${act}"`);
    for (const raw of body.split('\n')) {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) continue;
      const bar = line.indexOf('|');
      const label = bar < 0 ? '' : line.slice(0, bar).trim();
      const text = line.slice(bar + 1).trim();
      if (bar < 0 || text === '' || (label !== '-' && !isTopic(label)))
        throw new Error(`corpus ${act}: cannot read line "${line}"`);
      const key = text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ act, topic: label === '-' ? null : label, text, heldOut: isHeldOut(text) });
    }
  }
  return out;
}
