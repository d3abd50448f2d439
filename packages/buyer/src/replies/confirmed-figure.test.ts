import { describe, expect, it } from 'vitest';
import { classifyTurn } from '../index';
import { persona, play } from '../testing/fixtures';

// "Just so we're clear, we're at $464,700 all in, yes?": a rep checking the proposal's figure gets
// it confirmed, and is not told the order is not theirs yet as if they had asked for it.

const PROPOSAL =
  'Proposal 24-118, line 2 hot-fill upgrade: rotary filler and capper. Equipment: $412,000. Installation: $38,500. Spares kit: $14,200. Total: $464,700. Payment terms 30/60/10.';

describe('a figure the rep checks', () => {
  const p = persona({ mode: 'closing', role: 'procurement_manager', documentSummary: PROPOSAL });

  it('is read as a question about the price, not a request for the order', () => {
    const cls = classifyTurn("Just so I have it right for the paperwork, we're at $464,700 all in, yes?");
    expect(cls.acts).not.toContain('close_attempt');
    expect(cls.understanding.questionTopics[0]).toBe('price');
    // Naming the order keeps it a close.
    expect(classifyTurn('ok so 464,700 and we sign this week, right?').acts).toContain('close_attempt');
  });

  it('is confirmed with the figure when it is the proposal’s', () => {
    const t = play(p, 'closing', 'check1', [
      "Just so I have it right for the paperwork, we're at $464,700 all in, yes?",
    ]);
    expect(t.replies[0]).toMatch(/\$464,700/);
    expect(t.replies[0]).toMatch(/number on your proposal|what I have|figure I have/);
    expect(t.replies[0]).not.toMatch(/not yet|slow down|not so fast/i);
  });

  it('is weighed, not confirmed, when it is another figure', () => {
    const t = play(p, 'closing', 'check2', ["So we're at $412,000 for the machine, right?"]);
    expect(t.replies[0]).not.toMatch(/number on your proposal|what I have too|figure I have/);
  });
});
