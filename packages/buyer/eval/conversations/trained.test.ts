import { describe, expect, it } from 'vitest';
import { parseCorpus } from '../../src/understand/corpus';
import { ask, buyer, meet } from './turns';
import {
  CONVERSATIONS,
  FRESH6_CONVERSATIONS,
  FRESH10_CONVERSATIONS,
  FRESH12_CONVERSATIONS,
  FRESH14_CONVERSATIONS,
  HOLDOUT_CONVERSATIONS,
} from './index';
import { TRAINED_SETS, topicLinesOf } from './trained';
import type { Conversation } from '../types';

const call: Conversation = {
  name: 'trained-lines',
  mode: 'discovering',
  level: 'average',
  persona: buyer({ firstName: 'Ana', role: 'plant_manager' }),
  turns: [
    'Thanks for making time.',
    ask('changeover', 'Got it.\n  And how long does a flavour change take you?'),
    meet('Could we look at it together Tuesday at ten?', 'next_step'),
    { say: 'We were quoted 90,000 for that.' },
  ],
};

describe('the read blind sets as training lines', () => {
  it('keeps each labelled question as one `topic | text` line, and nothing else', () => {
    expect(topicLinesOf([[call]])).toBe(
      'changeover | Got it. And how long does a flavour change take you?\nnext_step | Could we look at it together Tuesday at ten?',
    );
  });

  it('trains the topic models only: no act is learnt from a rep turn', () => {
    const examples = parseCorpus({}, topicLinesOf([[call]]));
    expect(examples.map((e) => [e.topic, e.topicOnly])).toEqual([
      ['changeover', true],
      ['next_step', true],
    ]);
  });

  it('never trains on the main suite or a set kept unread', () => {
    const measured = [
      CONVERSATIONS,
      FRESH6_CONVERSATIONS,
      FRESH10_CONVERSATIONS,
      FRESH12_CONVERSATIONS,
      FRESH14_CONVERSATIONS,
      HOLDOUT_CONVERSATIONS,
    ];
    const trained = new Set(
      Object.values(TRAINED_SETS)
        .flat()
        .map((c) => c.name),
    );
    for (const set of measured) for (const c of set) expect(trained.has(c.name), c.name).toBe(false);
    expect(trained.size).toBeGreaterThan(300);
  });
});
