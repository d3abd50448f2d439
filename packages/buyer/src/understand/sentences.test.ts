import { describe, expect, it } from 'vitest';
import { modelReading } from '../testing/model-reading';
import { clauseModel, clauseModelFromJson } from './model';
import { loadSentenceEncoder, SENTENCE_DIMS } from './sentences';
import { understand } from './understand';

const dot = (a: Float32Array, b: Float32Array): number => a.reduce((n, x, i) => n + x * b[i]!, 0);

describe('sentence encoder', () => {
  it('gives unit vectors, closer for sentences that mean the same than for unrelated ones', async () => {
    const encoder = await loadSentenceEncoder();
    const downtime = encoder.embed('How much does an hour of downtime cost you?');
    const stoppage = encoder.embed('What does a line stoppage set you back per hour?');
    const holiday = encoder.embed('Any fun plans for spring break with the kids?');
    expect(downtime).toHaveLength(SENTENCE_DIMS);
    expect(dot(downtime, downtime)).toBeCloseTo(1, 4);
    expect(dot(downtime, stoppage)).toBeGreaterThan(dot(downtime, holiday) + 0.2);
  });

  it('reads a sentence the same however it is capitalised, and the same each time', async () => {
    const encoder = await loadSentenceEncoder();
    const a = encoder.embed('Walk me through a changeover on line two.');
    expect(dot(a, encoder.embed('walk me through a changeover on line two.'))).toBeCloseTo(1, 5);
    expect(dot(a, encoder.embed('Walk me through a changeover on line two.'))).toBeCloseTo(1, 5);
  });

  it('reads a long pasted paragraph by its start instead of failing', async () => {
    const encoder = await loadSentenceEncoder();
    const paragraph = Array.from({ length: 80 }, (_, i) => `line ${i} jams at every changeover`).join(' and ');
    const boiler = encoder.embed(`${paragraph} and then the boiler failed`);
    const weather = encoder.embed(`${paragraph} and we love the weather here`);
    expect(dot(boiler, weather)).toBeCloseTo(1, 4);
    expect(dot(boiler, encoder.embed('the boiler failed'))).toBeLessThan(0.9);
  });
});

describe('acts read with the sentence when the words leave the model unsure', () => {
  // The same trained model with and without its sentence reading: what the encoder changes.
  const withSentences = clauseModel();
  const wordsOnly = clauseModelFromJson({ ...withSentences.toJSON(), actsBySentence: undefined });

  it('is trained with the encoder in the test run, as at the server build', () => {
    expect(withSentences.readsSentences).toBe(true);
    expect(wordsOnly.readsSentences).toBe(false);
  });

  it('hears a put-down that has no insulting word in it', () => {
    const line = "let me know when you're ready to have a grown-up conversation";
    expect(understand(line, wordsOnly).tone).not.toBe('rude');
    expect(understand(line, withSentences).tone).toBe('rude');
  });

  it('hears a question worded as a wish', () => {
    const line = "I'd love to hear how the night shift handles that";
    expect(understand(line, wordsOnly).acts).not.toContain('question');
    expect(understand(line, withSentences).acts).toContain('question');
  });

  it('reads a lead-in by its words: half a sentence is no sarcasm', () => {
    const line = 'If you decided to fix this, how would a project like that get approved here?';
    const read = understand(line, withSentences);
    expect(read.tone).not.toBe('rude');
    expect(read.acts).toContain('question');
  });

  it('leaves a garbled transcript to the words: the encoder read such clauses as insults', () => {
    const line =
      'yeah the the seel the thing wit the jaws hnn its like the fff dwell thng you know wht i mean the thng';
    expect(understand(line, withSentences)).toEqual(understand(line, wordsOnly));
  });

  it('leaves a clause the words are sure of to the words', () => {
    const line = 'thanks, that helps a lot';
    expect(withSentences.act(line)).toEqual(wordsOnly.act(line));
  });
});

describe('which clauses may be read as sentences', () => {
  /** The `bySentence` option the layer passed for each clause of a turn. */
  const asked = (turn: string): boolean[] => {
    const seen: boolean[] = [];
    const model = modelReading('inform', 0.5, null);
    understand(turn, {
      ...model,
      act: (text, options) => {
        seen.push(options?.bySentence ?? true);
        return model.act(text, options);
      },
    });
    return seen;
  };

  it('a whole statement may be', () => {
    expect(asked("I'd love to hear how the night shift handles that")).toEqual([true]);
  });

  it('a question is read by its words, for which the question rules were set (decision 0015)', () => {
    expect(asked('who signs off on a project like this?')).toEqual([false]);
    expect(asked("and you're not really looking at anybody else are you")).toEqual([false]);
  });

  it('a piece before the rest of its sentence is read by its words', () => {
    expect(asked('If you decided to fix this, we would start with a trial.')).toEqual([false, true]);
  });
});
