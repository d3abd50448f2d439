import { describe, expect, it } from 'vitest';
import { parseCorpus } from './corpus';
import { trainModel } from './model';

describe('the labelled corpus', () => {
  it('reads `topic | text` lines per act, skipping comments and repeats, and the lines for topics only apart', () => {
    const examples = parseCorpus(
      {
        question: '# asks\nroi | what does a stop cost you\n- | anything else',
        acknowledge: '- | ok got it\n- | OK got it',
      },
      'authority | Thanks, that helps. Who else has a vote on it?',
    );
    expect(examples.map((e) => [e.act, e.topic, e.text, e.topicOnly ?? false])).toEqual([
      ['question', 'roi', 'what does a stop cost you', false],
      ['question', null, 'anything else', false],
      ['acknowledge', null, 'ok got it', false],
      ['question', 'authority', 'Thanks, that helps. Who else has a vote on it?', true],
    ]);
  });

  it('refuses a line it cannot read, and a line for topics only without a topic', () => {
    expect(() => parseCorpus({ question: 'roi what does a stop cost you' }, '')).toThrow(/cannot read/);
    expect(() => parseCorpus({ question: 'money | what does a stop cost you' }, '')).toThrow(/cannot read/);
    expect(() => parseCorpus({}, '- | ok. and who signs?')).toThrow(/needs a topic/);
  });
});

describe('a model trained with lines for topics only', () => {
  it('learns their topic, and no act from them', () => {
    const clauses = Array.from({ length: 12 }, (_, i) => [`- | ok thanks ${i}`, `- | thanks for that ${i}`]).flat();
    const questions = Array.from({ length: 12 }, (_, i) => `roi | how many quokkas do you run on line ${i}?`);
    const turns = Array.from({ length: 12 }, (_, i) => `staffing | Thanks zebra. How many zebra crews on shift ${i}?`);
    const model = trainModel(
      parseCorpus({ acknowledge: clauses.join('\n'), question: questions.join('\n') }, turns.join('\n')),
    );
    expect(model.questionTopic('how many zebra crews on nights?').label).toBe('staffing');
    expect(model.act('thanks zebra').label).toBe('acknowledge');
  });
});
