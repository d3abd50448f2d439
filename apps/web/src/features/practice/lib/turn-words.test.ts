import { describe, expect, it } from 'vitest';
import { isBackchannel, looksUnfinished } from './turn-words';

describe('reading a pause by its words', () => {
  it('takes a sentence that stops on a conjunction, preposition, article or filler as unfinished', () => {
    for (const text of [
      'we run three shifts and',
      'we looked at a new filler because',
      'the problem is with the',
      'so um',
    ])
      expect(looksUnfinished(text), text).toBe(true);
  });

  it('takes a sentence that can end there as finished', () => {
    for (const text of ['how many shifts do you run', 'what does a changeover cost you', 'okay', ''])
      expect(looksUnfinished(text), text).toBe(false);
  });
});

describe('backchannels', () => {
  it('knows the short sounds of listening, alone or strung together', () => {
    for (const text of ['mm-hm', 'Right.', 'okay', 'yeah', 'right i see', 'Okay, got it.', 'uh huh'])
      expect(isBackchannel(text), text).toBe(true);
  });

  it('does not take a question, an objection or a long run as one', () => {
    for (const text of ['right but what does it cost', 'wait', 'sorry can i stop you', 'yeah yeah yeah yeah yeah', ''])
      expect(isBackchannel(text), text).toBe(false);
  });
});
