import { describe, expect, it } from 'vitest';
import { persona, play } from '../testing/fixtures';

describe('discovering buyer: fact revelation', () => {
  const p = persona({ mode: 'discovering', role: 'operations_manager', experience: 'senior' });
  const pain = p.hiddenPains[0]!;
  const fragment = pain.text.slice(0, 40);

  it('does not reveal a pain before it is asked about', () => {
    const t = play(p, 'discovering', 'd1', [
      'Good morning, thanks for making time.',
      'We make great equipment and have happy customers.',
      'Our company was founded in 1982.',
    ]);
    expect(t.state.revealedFacts.filter((f) => f.startsWith('pain:'))).toEqual([]);
    for (const r of t.replies) expect(r).not.toContain(fragment);
  });

  it('keeps a pain back from a closed question at low trust', () => {
    const t = play(p, 'discovering', 'd2', ['Do you have any problems?']);
    expect(t.state.revealedFacts).not.toContain(`pain:${pain.id}`);
  });

  it('reveals pains once the rep asks good open questions about them', () => {
    const t = play(p, 'discovering', 'd3', [
      'How do you run your lines day to day?',
      'What are your biggest challenges right now?',
      'What are the biggest challenges on your lines right now?',
      'What else is getting in the way of hitting your numbers?',
    ]);
    expect(t.state.revealedFacts).toContain(`pain:${pain.id}`);
    expect(t.replies.join(' ')).toContain(fragment);
  });

  it('talks budget only after a problem is on the table', () => {
    const early = play(p, 'discovering', 'd4', ['What budget do you have for this project?']);
    expect(early.state.revealedFacts).not.toContain('budget');
    const later = play(p, 'discovering', 'd4', [
      'What are your biggest challenges on the lines right now?',
      'What else is making that hard?',
      'How does that affect your customers?',
      'What budget would a project like this have?',
    ]);
    expect(later.state.revealedFacts).toContain('budget');
    expect(later.replies[3]).toMatch(/thousand|million/);
  });

  it('pushes back on a pitch before any discovery', () => {
    const t = play(p, 'discovering', 'd5', ['We can reduce your downtime by 30 percent with our new system.']);
    expect(t.state.trust).toBeLessThan(p.startingMood === 'pleased' ? 0.5 : 0.4);
    expect(t.replies[0]).toMatch(/problem|how we run|plant|pitching|solution/i);
  });

  it('agrees a next step only after the problem has been uncovered', () => {
    const early = play(p, 'discovering', 'd6', ['Can we set up a line walk next week?']);
    expect(early.state.outcome).toBe('in_progress');
    const earned = play(p, 'discovering', 'd6', [
      'What are your biggest challenges on the lines right now?',
      'What else is getting in the way?',
      'What other problems do you see on the floor?',
      "So what I'm hearing is the line loses too much time. Did I get that right?",
      'Can we set up a line walk next week?',
    ]);
    expect(earned.state.outcome).toBe('next_step_agreed');
  });

  it('answers "how many" about an area with the number it keeps there, not the description again', () => {
    const yieldKpi = p.kpis.find((k) => k.key === 'yield')!;
    const t = play(p, 'discovering', 'd9', [
      'How do you run your lines day to day?',
      'How is quality holding up on the lines?',
      'And what percentage is your yield running at, roughly?',
    ]);
    expect(t.replies[2]).toContain(yieldKpi.spoken);
  });

  it('answers the question after a lead-in, not the lead-in', () => {
    const t = play(p, 'discovering', 'd10', [
      'How do you run your lines day to day?',
      'And when something does break, how long are you waiting on parts?',
    ]);
    expect(t.replies[1]).not.toMatch(/deadline|no fixed date|trigger|horizon/i);
  });
});

describe('discovering buyer: a fact checked with a question tag', () => {
  it('is answered, not taken for a summary of nothing', () => {
    const p = persona({ mode: 'discovering', role: 'production_manager' });
    const t = play(p, 'discovering', 'd11', [
      'Good afternoon, Laura Mendez from Alpha Blister, thanks for the time.',
      "So, um, you're running three blister lines today, right? And they're all thermoform, no cold-form?",
    ]);
    expect(t.replies[1]).not.toMatch(/summar/i);
    expect(t.state.lastTopics).toContain('operations');
  });
});

describe('discovering buyer: a rep reading out a checklist', () => {
  const p = persona({ mode: 'discovering', role: 'production_manager', geography: 'mx', plantSize: 'small' });
  const checklist = ['Budget?', 'Decision maker?', 'Timeline?', 'Competitors?', 'OEE?', 'Changeover time?'];

  it('says it feels like a survey at the third bare question, and ends the call at the sixth', () => {
    const t = play(p, 'discovering', 'list', ['Hi Rita, Paul from Vanta Controls.', ...checklist]);
    expect(t.replies.slice(1, 3).join(' ')).not.toMatch(/survey|checklist|form|listen to the answers/i);
    expect(t.replies[3]).toMatch(/survey|checklist|form|listen to the answers/i);
    expect(t.state.outcome).not.toBe('in_progress');
  });

  it('does not mind short questions between real ones', () => {
    const t = play(p, 'discovering', 'mixed', [
      'Hi Rita, Paul from Vanta Controls.',
      'Budget?',
      'Timeline?',
      'Walk me through how a changeover goes on your main line today.',
      'Competitors?',
      'OEE?',
    ]);
    for (const r of t.replies) expect(r).not.toMatch(/survey|checklist|filling in a form/i);
    expect(t.state.outcome).toBe('in_progress');
  });
});

describe('discovering buyer: where it hurts', () => {
  it('turns a question on what goes wrong in an area without a sore point to the one it has', () => {
    const p = persona({ mode: 'discovering', role: 'production_manager', experience: 'senior' });
    const elsewhere = p.hiddenPains.filter((x) => x.topic !== 'changeover');
    expect(p.hiddenPains.some((x) => x.topic === 'changeover')).toBe(false);
    const t = play(p, 'discovering', 'hurts', [
      'Thanks for making the time. How do you run your lines day to day?',
      'How do changeovers go on the main line today?',
      'What makes the longest changeovers so long?',
    ]);
    const pains = t.state.revealedFacts.filter((f) => f.startsWith('pain:'));
    expect(pains).toHaveLength(1);
    expect(t.replies[2]).toContain(elsewhere.find((x) => pains[0] === `pain:${x.id}`)!.text);
  });
});

describe('discovering buyer: the end of a meeting', () => {
  const p = persona({ mode: 'discovering', role: 'maintenance_manager' });

  it('acknowledges thanks and a promise to send something, instead of asking the rep to go on', () => {
    for (const seed of ['w1', 'w2', 'w3']) {
      const t = play(p, 'discovering', seed, [
        'What is the biggest headache on the line right now?',
        "Cool, I'll just send the deck over then.",
        'thanks fergus',
      ]);
      expect(t.replies[1]).toMatch(/send it|look out for it|have a look/i);
      expect(t.replies[2]).toMatch(/^(Sure|No problem|You're welcome|Any time)\./);
    }
  });
});

describe('discovering buyer: a close asked too early that also asks who decides', () => {
  const p = persona({ mode: 'discovering', role: 'operations_manager', experience: 'senior' });

  it('says who decides, then declines the step', () => {
    const t = play(p, 'discovering', 'd-early-approve', ['Are you able to approve that?']);
    expect(t.state.outcome).toBe('in_progress');
    const said = t.replies[0]!;
    // Who has the last word is said: the question was heard.
    expect(said.toLowerCase()).toContain(p.authority.decisionMaker.toLowerCase());
    expect(said).toMatch(/not ready|not yet|rush|next step toward|asked me very little/i);
  });
});
