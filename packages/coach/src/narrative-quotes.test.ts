import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRepWording } from './evidence.js';
import { withoutFabricatedQuotes } from './narrative-quotes.js';
import { buyer, conversation, rep } from './test-conversation.js';

const messages = conversation([
  rep('Thanks for taking the time today. How are your lines running this quarter?'),
  buyer("Changeovers are killing us, we can't keep up with the promotions."),
  rep('What happens on the floor when a changeover runs long? I ask because it adds up.'),
  buyer('We run overtime on Saturdays.'),
  rep("We don't want to rip anything out, so would a line walk next Tuesday work?"),
]);

describe('withoutFabricatedQuotes', () => {
  it('keeps a narrative whose quotes are the rep’s words, however they are cased or punctuated', () => {
    const text =
      'You opened well. Asking “what happens on the floor when a changeover runs long?” got Sam talking. ' +
      'Offering a line walk — "would a line walk next Tuesday work" — was concrete, and \'we don’t want to rip anything out\' lowered the stakes.';
    expect(withoutFabricatedQuotes(text, messages)).toBe(text);
  });

  it('drops only the sentences that quote words the rep never said', () => {
    const text =
      'You asked good questions.\n\nWhen you said "our filler is the best on the market?" the buyer went quiet. ' +
      'Your question "How are your lines running this quarter?" Opened the door. Keep asking about cost.';
    expect(withoutFabricatedQuotes(text, messages)).toBe(
      'You asked good questions.\n\nYour question "How are your lines running this quarter?" Opened the door. Keep asking about cost.',
    );
  });

  it('treats the buyer’s words, suggested phrasings and near misses as not the rep’s', () => {
    for (const sentence of [
      'When the buyer said “we run overtime on Saturdays” you moved on.',
      'Next time try "what does an hour of downtime cost you".',
      'You asked "what happens on the floor when changeovers run long".',
      "You said 'we will rip everything out' at one point.",
    ])
      expect(withoutFabricatedQuotes(`Good call overall. ${sentence}`, messages)).toBe('Good call overall.');
  });

  it('does not mistake apostrophes or short single-quoted terms for quotations', () => {
    const text = "The buyer's answer wasn't easy, and your 'line walk' idea fits the rep's plan. Well done.";
    expect(withoutFabricatedQuotes(text, messages)).toBe(text);
  });

  it('returns nothing when every sentence quotes something invented', () => {
    expect(withoutFabricatedQuotes('You said "trust me, it is a no-brainer".', messages)).toBe('');
  });

  it('never leaves a double-quoted span the rep did not say, whatever the prose looks like', () => {
    const pieces = fc.constantFrom(
      'You asked "how are your lines running this quarter?"',
      'You said “we can’t keep up with the promotions.”',
      '"What happens on the floor" Was a good start.',
      "Your 'line walk next Tuesday' offer was concrete.",
      "The buyer's reply wasn't warm.",
      'Well done.',
      '?',
      '. "',
      '"',
      '\n\n',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 12 }), (parts) => {
        const out = withoutFabricatedQuotes(parts.join(' '), messages);
        for (const m of out.matchAll(/["“]([^"“”\n]+)["”]/g))
          if (/[\p{L}\p{N}]/u.test(m[1] ?? '')) expect(isRepWording(messages, m[1] ?? '')).toBe(true);
        expect(withoutFabricatedQuotes(out, messages)).toBe(out);
      }),
      { numRuns: 300 },
    );
  });
});
