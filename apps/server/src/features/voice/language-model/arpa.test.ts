import { describe, expect, it } from 'vitest';
import { buildArpa, speechSentences } from './arpa';
import { salesCorpus } from './corpus';

/** Reads an ARPA model back and scores words with its backoff rule. */
function readArpa(text: string) {
  const prob = new Map<string, number>();
  const backoff = new Map<string, number>();
  let order = 0;
  for (const line of text.split('\n')) {
    const header = /^\\(\d)-grams:$/.exec(line);
    if (header) {
      order = Number(header[1]);
      continue;
    }
    if (!order || !line.trim() || line.startsWith('\\')) continue;
    const parts = line.split(' ');
    const gram = parts.slice(1, 1 + order).join(' ');
    prob.set(gram, 10 ** Number(parts[0]));
    if (parts.length > order + 1) backoff.set(gram, 10 ** Number(parts[order + 1]));
  }
  const p = (words: string[]): number => {
    const gram = words.join(' ');
    const seen = prob.get(gram);
    if (seen !== undefined) return seen;
    if (words.length === 1) return 0;
    return (backoff.get(words.slice(0, -1).join(' ')) ?? 1) * p(words.slice(1));
  };
  // Every word that can follow a context: all unigrams but the sentence start, </s> included.
  const vocabulary = [...prob.keys()].filter((g) => !g.includes(' ') && g !== '<s>');
  return { p, vocabulary, has: (gram: string) => prob.has(gram) };
}

const dictionary = new Set(
  'we cut changeover time by forty percent how long does a take on your line what is the budget for this year net sixty days dollars thank you weekend was great'.split(
    ' ',
  ),
);
const general: [string, number][] = [
  ['you', 5000],
  ['the', 4000],
  ['s', 3500],
  ['was', 900],
  ['great', 400],
  ['weekend', 50],
  ['zebra', 40],
];
const sentences = [
  'We cut changeover time by 40%.',
  'How long does a changeover take on your line?',
  'What is the budget for this year?',
  'Net 60 days.',
];

describe('the sales-call language model', () => {
  const model = readArpa(buildArpa({ sentences, dictionary, general }));

  it('says numbers as words, and splits text where a speaker would stop', () => {
    expect(speechSentences('We cut it by 40% — net 60, $250,000. Right?')).toEqual([
      ['we', 'cut', 'it', 'by', 'forty', 'percent'],
      ['net', 'sixty', 'two', 'hundred', 'fifty', 'thousand', 'dollars'],
      ['right'],
    ]);
  });

  it('knows only words the recogniser can pronounce, with the corpus and spoken English both in it', () => {
    expect(model.vocabulary).toEqual(expect.arrayContaining(['changeover', 'forty', 'percent', 'weekend', 'great']));
    // "zebra" is not in the dictionary; "s" is a piece of a contraction, not a word.
    expect(model.vocabulary).not.toContain('zebra');
    expect(model.vocabulary).not.toContain('s');
    expect(model.has('how long does')).toBe(true);
  });

  it('is a proper distribution after every context', () => {
    for (const context of [[], ['how'], ['a'], ['how', 'long'], ['the', 'budget'], ['thank'], ['<s>']]) {
      const total = model.vocabulary.reduce((sum, w) => sum + model.p([...context, w]), 0);
      expect(total, context.join(' ') || 'unigrams').toBeCloseTo(1, 3);
    }
  });

  it('expects sales talk after sales words, and still allows everyday words anywhere', () => {
    expect(model.p(['how', 'long', 'does'])).toBeGreaterThan(5 * model.p(['how', 'long', 'budget']));
    expect(model.p(['a', 'changeover'])).toBeGreaterThan(model.p(['changeover']));
    expect(model.p(['a', 'weekend'])).toBeGreaterThan(0);
  });

  it('learns from a corpus of real sales speech', () => {
    const corpus = salesCorpus();
    expect(corpus.length).toBeGreaterThan(500);
    expect(corpus.join(' ')).toMatch(/changeover/i);
  });
});
