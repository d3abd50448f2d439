import { ToWords } from 'to-words';

/**
 * A trigram language model in ARPA format for PocketSphinx: sales-call speech (a small corpus of
 * our own) linearly interpolated with how often each word is used in spoken English (a unigram
 * list), so the recogniser expects "changeover", "OEE numbers" and "who signs off" without
 * becoming deaf to everything else.
 *
 * The corpus part is a backoff trigram model with absolute discounting; the general part is a
 * unigram model. For every n-gram seen in the corpus the stored probability is exactly
 * λ·P_corpus(w | h) + (1 − λ)·P_general(w); everything else backs off, with backoff weights that
 * make each context's distribution sum to one.
 */

export type LanguageModelInput = {
  sentences: readonly string[];
  /** Words the recogniser can pronounce (its dictionary), lower case. */
  dictionary: ReadonlySet<string>;
  /** Spoken-English word counts, most frequent first. */
  general: Iterable<readonly [word: string, count: number]>;
  /** Weight of the corpus model (0–1). */
  lambda?: number;
  /** How many of the most frequent general words the model knows. */
  generalVocabulary?: number;
};

const DISCOUNT = 0.7;
/** Share of the general model's mass kept for the end of a sentence (about one in 12 words). */
const GENERAL_END = 1 / 12;
const BOS = '<s>';
const EOS = '</s>';
const toWords = new ToWords({ localeCode: 'en-US' });

/** "Net 60, 12.5 % off" → words a speaker says; sentences split at their ends. */
export function speechSentences(text: string): string[][] {
  const spoken = text
    .replace(/[’‘]/g, "'")
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\$\s?(\d+(?:\.\d+)?)/g, '$1 dollars')
    .replace(/(\d)\s?%/g, '$1 percent')
    .replace(/&/g, ' and ')
    .replace(/\d+(?:\.\d+)?/g, (n) => ` ${toWords.convert(Number(n))} `)
    .toLowerCase();
  return spoken
    .split(/[.?!;:()—–"\n]+|\s-\s/)
    .map((s) =>
      s
        .replace(/[^a-z' ]+/g, ' ')
        .split(/\s+/)
        .map((w) => w.replace(/^'+|'+$/g, ''))
        .filter(Boolean),
    )
    .filter((s) => s.length > 0);
}

/** The pieces of contractions that word-frequency lists count as words, mapped back or dropped. */
const CONTRACTION_PIECES: Record<string, string | null> = {
  s: null,
  t: null,
  m: null,
  d: null,
  ll: null,
  re: null,
  ve: null,
  don: "don't",
  didn: "didn't",
  doesn: "doesn't",
  isn: "isn't",
  wasn: "wasn't",
  aren: "aren't",
  weren: "weren't",
  couldn: "couldn't",
  wouldn: "wouldn't",
  shouldn: "shouldn't",
  haven: "haven't",
  hasn: "hasn't",
  hadn: "hadn't",
};

function generalUnigrams(input: LanguageModelInput): Map<string, number> {
  const limit = input.generalVocabulary ?? 40_000;
  const counts = new Map<string, number>();
  for (const [raw, count] of input.general) {
    const lower = raw.toLowerCase();
    const word = lower in CONTRACTION_PIECES ? CONTRACTION_PIECES[lower] : lower;
    if (!word || !input.dictionary.has(word)) continue;
    if (!counts.has(word) && counts.size >= limit) continue;
    counts.set(word, (counts.get(word) ?? 0) + count);
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const p = new Map<string, number>();
  for (const [word, count] of counts) p.set(word, ((1 - GENERAL_END) * count) / total);
  p.set(EOS, GENERAL_END);
  return p;
}

/** Maximal runs of pronounceable words, two words or longer, each a training sentence. */
function trainingSentences(input: LanguageModelInput): string[][] {
  const out: string[][] = [];
  for (const text of input.sentences) {
    for (const sentence of speechSentences(text)) {
      let run: string[] = [];
      for (const word of [...sentence, '']) {
        if (word && input.dictionary.has(word)) run.push(word);
        else {
          if (run.length >= 2) out.push(run);
          run = [];
        }
      }
    }
  }
  return out;
}

const key = (words: readonly string[]) => words.join(' ');
const context = (gram: string) => gram.slice(0, gram.lastIndexOf(' '));
const tail = (gram: string) => gram.slice(gram.indexOf(' ') + 1);
const lastWord = (gram: string) => gram.slice(gram.lastIndexOf(' ') + 1);

export function buildArpa(input: LanguageModelInput): string {
  const lambda = input.lambda ?? 0.7;
  const general = generalUnigrams(input);
  const counts = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
  for (const sentence of trainingSentences(input)) {
    const tokens = [BOS, ...sentence, EOS];
    for (let n = 1; n <= 3; n++) {
      for (let i = 0; i + n <= tokens.length; i++) {
        const gram = key(tokens.slice(i, i + n));
        if (gram === BOS) continue;
        const table = counts[n - 1]!;
        table.set(gram, (table.get(gram) ?? 0) + 1);
      }
    }
  }
  const [unigrams, bigrams, trigrams] = counts as [Map<string, number>, Map<string, number>, Map<string, number>];
  const tokens = [...unigrams.values()].reduce((a, b) => a + b, 0);

  // The corpus model: discounted n-gram probabilities and their backoff weights.
  const corpusProb = new Map<string, number>();
  const corpusBackoff = new Map<string, number>();
  const pCorpus = (gram: string): number => {
    const seen = corpusProb.get(gram);
    if (seen !== undefined) return seen;
    if (!gram.includes(' ')) return (unigrams.get(gram) ?? 0) / tokens;
    return (corpusBackoff.get(context(gram)) ?? 1) * pCorpus(tail(gram));
  };
  const byContext = (table: Map<string, number>) => {
    const groups = new Map<string, { total: number; grams: string[] }>();
    for (const [gram, count] of table) {
      const h = context(gram);
      const group = groups.get(h) ?? { total: 0, grams: [] };
      group.total += count;
      group.grams.push(gram);
      groups.set(h, group);
    }
    return groups;
  };
  const groups = [byContext(bigrams), byContext(trigrams)] as const;
  // Bigrams first: the trigram backoff weights need the finished bigram model.
  for (const [table, group] of [
    [bigrams, groups[0]],
    [trigrams, groups[1]],
  ] as const) {
    for (const [gram, count] of table) corpusProb.set(gram, (count - DISCOUNT) / group.get(context(gram))!.total);
    for (const [h, { total, grams }] of group) {
      const left = (DISCOUNT * grams.length) / total;
      const lower = grams.reduce((sum, g) => sum + pCorpus(tail(g)), 0);
      corpusBackoff.set(h, left / Math.max(1e-9, 1 - lower));
    }
  }

  // The interpolated model, written as a backoff model.
  const prob = new Map<string, number>();
  const backoff = new Map<string, number>();
  for (const word of new Set([...unigrams.keys(), ...general.keys()])) {
    prob.set(word, lambda * ((unigrams.get(word) ?? 0) / tokens) + (1 - lambda) * (general.get(word) ?? 0));
  }
  prob.set(BOS, 0);
  const pInterpolated = (gram: string): number => {
    const seen = prob.get(gram);
    if (seen !== undefined) return seen;
    if (!gram.includes(' ')) return 0;
    return (backoff.get(context(gram)) ?? 1) * pInterpolated(tail(gram));
  };
  for (const group of groups) {
    for (const { grams } of group.values()) {
      for (const gram of grams) {
        prob.set(gram, lambda * pCorpus(gram) + (1 - lambda) * (general.get(lastWord(gram)) ?? 0));
      }
    }
    for (const [h, { grams }] of group) {
      const kept = 1 - grams.reduce((sum, g) => sum + prob.get(g)!, 0);
      const lower = 1 - grams.reduce((sum, g) => sum + pInterpolated(tail(g)), 0);
      backoff.set(h, Math.max(1e-9, kept) / Math.max(1e-9, lower));
    }
  }

  const log10 = (p: number) => (p > 0 ? Math.log10(p).toFixed(4) : '-99');
  const orders = [[...unigrams.keys(), ...general.keys(), BOS], [...bigrams.keys()], [...trigrams.keys()]].map((g) => [
    ...new Set(g),
  ]);
  const lines = ['\\data\\', ...orders.map((grams, i) => `ngram ${i + 1}=${grams.length}`)];
  orders.forEach((grams, i) => {
    lines.push('', `\\${i + 1}-grams:`);
    for (const gram of grams) {
      const p = log10(prob.get(gram) ?? 0);
      lines.push(i < 2 ? `${p} ${gram} ${log10(backoff.get(gram) ?? 1)}` : `${p} ${gram}`);
    }
  });
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}
