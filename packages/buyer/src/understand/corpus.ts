import type { Topic } from '../catalog/keys';
import { CORPUS_FILES, TOPIC_ONLY_QUESTIONS } from '../../corpus/index';
import { isAct, isTopic, type Act } from './labels';
import { isHeldOut } from './split';

/**
 * One labelled clause of the corpus (docs/nlu-labels.md). `topicOnly`: a question, or a whole turn
 * ending on one, labelled for its topic; only the topic models learn from it.
 */
export type Example = { act: Act; topic: Topic | null; text: string; heldOut: boolean; topicOnly?: true };

/** Parses `topic | text` lines; a malformed line is an error, so a typo cannot train silently. */
export function parseCorpus(
  files: Readonly<Record<string, string>> = CORPUS_FILES,
  topicOnlyQuestions: string = TOPIC_ONLY_QUESTIONS,
): Example[] {
  const out: Example[] = [];
  const seen = new Set<string>();
  const sources: [string, string, boolean][] = [
    ...Object.entries(files).map(([act, body]): [string, string, boolean] => [act, body, false]),
    ['question', topicOnlyQuestions, true],
  ];
  for (const [act, body, topicOnly] of sources) {
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
      if (topicOnly && label === '-') throw new Error(`corpus question topics: a line needs a topic: "${line}"`);
      const example: Example = { act, topic: label === '-' ? null : label, text, heldOut: isHeldOut(text) };
      out.push(topicOnly ? { ...example, topicOnly: true } : example);
    }
  }
  return out;
}
