import { describe, expect, it } from 'vitest';
import { verifyQuote } from './evidence.js';
import { clipQuote, splitSentences } from './text/sentences.js';
import { buyer, conversation, rep } from './test-conversation.js';

const messages = conversation([
  rep('What does a 45-minute changeover cost you per week? I ask because it adds up.'),
  buyer('About twenty hours of filling time.'),
]);

describe('verifyQuote', () => {
  it('accepts a verbatim part of the rep message it names', () => {
    expect(
      verifyQuote(messages, { message_id: 'm1', quote: 'What does a 45-minute changeover cost you per week?' }),
    ).toBe(true);
  });

  it('rejects paraphrases, re-cased text and changed punctuation', () => {
    expect(verifyQuote(messages, { message_id: 'm1', quote: 'What does a long changeover cost you?' })).toBe(false);
    expect(
      verifyQuote(messages, { message_id: 'm1', quote: 'what does a 45-minute changeover cost you per week?' }),
    ).toBe(false);
    expect(
      verifyQuote(messages, { message_id: 'm1', quote: 'What does a 45 minute changeover cost you per week?' }),
    ).toBe(false);
  });

  it('rejects buyer words, unknown messages and empty or trivial quotes', () => {
    expect(verifyQuote(messages, { message_id: 'm2', quote: 'twenty hours' })).toBe(false);
    expect(verifyQuote(messages, { message_id: 'm9', quote: 'What does' })).toBe(false);
    expect(verifyQuote(messages, { message_id: 'm1', quote: '' })).toBe(false);
    expect(verifyQuote(messages, { message_id: 'm1', quote: ' I' })).toBe(false);
  });
});

describe('splitSentences and clipQuote', () => {
  it('cuts sentences by offset without splitting decimals or prices', () => {
    const text = 'It runs at 2.5% giveaway.  The quote is $1.2M! Does that work?';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'It runs at 2.5% giveaway.',
      'The quote is $1.2M!',
      'Does that work?',
    ]);
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });

  it('clips a long sentence to a verbatim prefix at a word boundary', () => {
    const sentence =
      'So the machine has servo drives, a touchscreen, stainless frames, and a cloud dashboard that tracks everything';
    const clipped = clipQuote(sentence, 8);
    expect(sentence.startsWith(clipped)).toBe(true);
    expect(clipped).toBe('So the machine has servo drives, a touchscreen');
  });
});
