import { describe, expect, it } from 'vitest';
import { replyContext } from '../replies/context';
import { persona, play } from '../testing/fixtures';
import { emptyMemory, recalledAmount } from './memory';

describe('the buyer’s memory of the call', () => {
  const p = persona({ mode: 'discovering' });

  it('keeps the rep’s name, company, price and proposed time', () => {
    const t = play(p, 'discovering', 'm1', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'Could we pencil in next Tuesday at 10 with your maintenance lead?',
      'Our system is priced at USD 186,500 installed.',
    ]);
    expect(t.state.memory).toMatchObject({ repName: 'Robin', repCompany: 'Apex Packaging Systems' });
    expect(t.state.memory?.amounts.map((a) => a.value)).toEqual([186_500]);
    expect(t.state.memory?.times[0]).toMatchObject({ weekday: 2, hour: 10 });
  });

  it('calls the machine by what the rep sells, not by the persona’s own machine', () => {
    const prospect = persona({ mode: 'prospecting' });
    expect(prospect.equipment.shortName).not.toBe('thermoformer');
    const t = play(prospect, 'prospecting', 'm-machine', [
      'Hi, this is Robin from Apex Packaging Systems, we build thermoforming machines for medical trays.',
    ]);
    expect(t.state.memory?.repMachine).toBe('thermoformer');
    expect(replyContext(prospect, t.state).equip).toBe('thermoformer');
    expect(replyContext(prospect, play(prospect, 'prospecting', 'm-none', ['Hi, this is Robin.']).state).equip).toBe(
      prospect.equipment.shortName,
    );
  });

  it('quotes the price back when asked about "that price", and the time when asked about "that meeting"', () => {
    const t = play(p, 'discovering', 'm2', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'Could we pencil in next Tuesday at 10 with your maintenance lead?',
      'Our system is priced at USD 186,500 installed.',
      'Where would that price land against the budget you have?',
      'So can we put that follow-up meeting in the calendar?',
    ]);
    expect(t.replies[3]).toMatch(/186,500/);
    expect(t.replies[4]).toMatch(/Tuesday at 10/);
  });

  it('answers every meeting request: with a time, another time, or a reason', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const t = play(p, 'discovering', seed, [
        'Hi, this is Robin from Apex.',
        'How about twenty minutes next Tuesday at 10?',
      ]);
      expect(t.replies[1]).toMatch(/Tuesday|Monday|Wednesday|Thursday|Friday|not yet|first|until|haven't|what/i);
    }
  });

  it('does not ask who is calling once the rep has said it', () => {
    const t = play(persona({ mode: 'prospecting' }), 'prospecting', 'm3', [
      'Frank, hi, Derek with Maxline. I’ll keep this short.',
      'What is slowing your lines down?',
    ]);
    for (const reply of t.replies) expect(reply).not.toMatch(/who is this|who am i talking to/i);
  });

  it('takes "thanks for making the time" at the start of a call as a thank-you, not a goodbye', () => {
    for (const role of ['plant_manager', 'procurement_manager', 'maintenance_manager'] as const) {
      const t = play(persona({ mode: 'discovering', role }), 'discovering', `hello-${role}`, [
        'Hi Morgan, this is Robin from Apex Packaging Systems. Thanks for making the time today.',
        'What is the biggest challenge on your line right now?',
      ]);
      expect(t.state.outcome, t.replies.join(' | ')).toBe('in_progress');
    }
    // Later in the call, the same thank-you with a farewell closes it.
    const late = play(p, 'discovering', 'bye', [
      'Hi, this is Robin from Apex.',
      'What is the biggest challenge on your line right now?',
      'Thanks for your time today, take care.',
    ]);
    expect(late.state.outcome).toBe('no_decision');
  });

  it('names the rep’s own time when it turns it down, and quotes a price once when asked where it lands', () => {
    const lines = [
      'Hi Morgan, this is Robin from Apex Packaging Systems.',
      'Could we already pencil in a follow-up for next Tuesday at 10 with your maintenance lead?',
      'Fair enough. For context, our system is priced at USD 186,500 installed.',
      'What is the biggest challenge on your line right now?',
      'What else gets in the way on the floor?',
      'Where would that price land against the budget you have?',
      'Who else would be involved in a decision like this?',
      'So can we put that follow-up meeting in the calendar?',
    ];
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const t = play(persona({ mode: 'discovering', role: 'procurement_manager' }), 'discovering', seed, lines);
      expect(t.replies[5]?.match(/186,500/g), t.replies[5]).toHaveLength(1);
      expect(t.replies[7], t.replies[7]).toMatch(/Tuesday at 10/);
    }
  });

  it('recalls the sum the question names, else the last one', () => {
    const memory = {
      ...emptyMemory(),
      amounts: [
        { text: '241,300', value: 241_300, currency: 'USD', context: 'the total is usd' },
        { text: '186,500', value: 186_500, currency: 'USD', context: 'and the bagger alone is usd' },
      ],
    };
    expect(recalledAmount(memory, 'where does that total sit against what finance approved')?.value).toBe(241_300);
    expect(recalledAmount(memory, 'and the bagger on its own?')?.value).toBe(186_500);
    expect(recalledAmount(memory, 'is that a problem?')?.value).toBe(186_500);
  });

  it('hears "how does that compare…" right after the rep named a sum as a question about it', () => {
    const t = play(p, 'discovering', 'm3', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'For what it is worth, our standard unit is around 48,000 dollars installed.',
      'How does that compare with what you are paying now?',
    ]);
    expect(t.replies[2]).toMatch(/48,000/);
  });
});
