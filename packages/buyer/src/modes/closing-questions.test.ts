import { describe, expect, it } from 'vitest';
import { openingLine } from '../opening-line';
import { notYetAfterLines, notYetLines } from '../replies/bank-closing';
import { respond } from '../respond';
import { initialState } from '../state/initial-state';
import { persona } from '../testing/fixtures';

// Questions in a closing call that are not the order itself.

const c = persona({ mode: 'closing', role: 'procurement_manager', geography: 'mx' });
const concern = c.objections[0]!;

function firstReply(text: string) {
  const opened = openingLine(c, 'closing', initialState(c, 'closing', 'q1'));
  return respond(c, 'closing', opened.state, text);
}

describe('closing: questions on the way', () => {
  it('reports the subject of a wrong guess as answered: it says that is not the snag', () => {
    const guess = concern.topic === 'food_safety' ? 'the delivery date' : 'the sanitation';
    const topic = concern.topic === 'food_safety' ? 'timeline' : 'food_safety';
    const r = firstReply(`Is ${guess} the sticking point, or is it something else?`);
    expect(r.meta.answeredTopics).toContain(topic);
    expect(r.text).toMatch(/isn't what's holding me up|It's not|I can live with/);
  });

  it('answers a question for the steps to the order, then says what still stands in the way', () => {
    const r = firstReply('What would the next steps be on your side to get the order placed?');
    expect(r.meta.answeredTopics).toContain('decision_process');
    expect(r.meta.request).toBe('refused');
    // Having just answered, the buyer refuses with a "but", not with "Slow down."
    expect(notYetAfterLines().some((line) => r.text.includes(line))).toBe(true);
    expect(notYetLines().some((line) => r.text.includes(line))).toBe(false);
  });
});
