import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { buildArpa } from './arpa';
import { salesCorpus } from './corpus';

export type LanguageModelJob = { dictionaryFile: string; frequenciesFile: string };

/** The words of a recogniser dictionary file: "read(2)" is a second pronunciation of "read". */
export function dictionaryWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const line of text.split('\n')) {
    const word = line.slice(0, line.indexOf(' '));
    if (word && !word.includes('(')) words.add(word);
  }
  return words;
}

// Building the model is ~0.3 s of CPU: in a worker thread, so live sessions never wait on it.
if (parentPort && workerData) {
  const port = parentPort;
  const job = workerData as LanguageModelJob;
  const [dictionary, frequencies] = await Promise.all([
    readFile(job.dictionaryFile, 'utf8'),
    readFile(job.frequenciesFile, 'utf8'),
  ]);
  const general = (JSON.parse(frequencies) as { word: string; count: number }[]).map((f) => [f.word, f.count] as const);
  port.postMessage(buildArpa({ sentences: salesCorpus(), dictionary: dictionaryWords(dictionary), general }));
}
