import { describe, expect, it } from 'vitest';
import { buildContext } from './context.js';
import { findContradictions } from './contradictions.js';
import { buyer, conversation, rep } from './test-conversation.js';

const documentFacts = [
  'List price: $245,000 installed',
  'Lead time: 14 weeks from PO',
  'Warranty: two years parts and labour',
  'Throughput: 60 trays per minute',
];
const contradictionsIn = (...repLines: string[]) =>
  findContradictions(
    buildContext({
      mode: 'closing',
      documentFacts,
      messages: conversation(repLines.flatMap((t) => [rep(t), buyer('Go on.')])),
    }),
  );

describe('findContradictions', () => {
  it('flags a different price, lead time, warranty or speed than the document states', () => {
    const found = contradictionsIn(
      'The price is $230,000 all in.',
      'Delivery is 8 weeks.',
      'You get a 3-year warranty.',
      'It seals 80 trays per minute.',
    );
    expect(found.map((c) => c.fact)).toEqual(documentFacts);
    expect(found[0]).toMatchObject({ message_id: 'm1', quote: 'The price is $230,000 all in.' });
  });

  it('accepts figures that agree, in other units or words', () => {
    expect(
      contradictionsIn(
        'The price is $245k installed.',
        'Lead time is 14 weeks.',
        'The warranty is 24 months.',
        'That is 3,600 trays per hour.',
      ),
    ).toEqual([]);
  });

  it('leaves discounts and the buyer’s own costs alone', () => {
    expect(contradictionsIn('I can take $10,000 off the price.', 'Downtime is costing you $40,000 a month.')).toEqual(
      [],
    );
  });

  it('finds nothing without document facts', () => {
    const ctx = buildContext({ mode: 'closing', messages: conversation([rep('The price is $1.')]) });
    expect(findContradictions(ctx)).toEqual([]);
  });
});
