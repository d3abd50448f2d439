import { describe, expect, it } from 'vitest';
import { trainSoftmax } from './softmax';

const examples = [
  { features: ['w:budget', 'w:approv'], label: 'budget' },
  { features: ['w:budget', 'w:year'], label: 'budget' },
  { features: ['w:money', 'w:set', 'w:asid'], label: 'budget' },
  { features: ['w:vendor', 'w:today'], label: 'competitors' },
  { features: ['w:other', 'w:quot'], label: 'competitors' },
  { features: ['w:who', 'w:suppli'], label: 'competitors' },
];

describe('softmax classifier', () => {
  it('learns its training examples, bagged or not', () => {
    for (const bags of [1, 3]) {
      const model = trainSoftmax(examples, { bags });
      for (const e of examples) expect(model.predict(e.features)[0]![0]).toBe(e.label);
    }
  });

  it('averages bagged models into one model that stores and reloads the same', () => {
    const bagged = trainSoftmax(examples, { bags: 3 });
    const again = trainSoftmax(examples, { bags: 3 });
    expect(again.toJSON()).toEqual(bagged.toJSON());
    // The bags were shuffled differently, so the average is not any one of them.
    expect(bagged.toJSON().weights).not.toEqual(trainSoftmax(examples).toJSON().weights);
  });
});
