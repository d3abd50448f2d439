import { describe, expect, it } from 'vitest';
import { classifyTurn } from '../classify/classify-turn';
import { respond } from '../respond';
import { persona, play } from '../testing/fixtures';

// A topic read beside a better fit steps behind it: a run rate the buyer keeps no KPI for is the
// plant's operations, and foreign material in the product is food safety before quality.

describe('a topic that steps behind a better fit', () => {
  const p = persona({ mode: 'discovering' });
  const warm = play(p, 'discovering', 'yt1', ["Thanks for the time. I'm Sam from Apex Filling."]);
  const trusted = { ...warm.state, trust: 0.8 };

  it('answers what runs and how fast, not a KPI picked at random', () => {
    const line = 'Can you remind me what products you will run on it and how many trays per minute you need?';
    expect(classifyTurn(line).understanding.questionTopics).toEqual(expect.arrayContaining(['metrics', 'operations']));
    const r = respond(p, 'discovering', trusted, line);
    expect(r.meta.answeredTopics[0]).toBe('operations');
    expect(r.text).toContain(p.company.products[0]!);
  });

  it('answers metal in the product as a hazard the plant controls', () => {
    const line = 'Do you have problems with metal in your product';
    expect(classifyTurn(line).understanding.questionTopics).toEqual(expect.arrayContaining(['quality', 'food_safety']));
    const r = respond(p, 'discovering', trusted, line);
    expect(r.meta.answeredTopics[0]).toBe('food_safety');
  });

  it('keeps a question about the rejects an inspection throws on quality', () => {
    const r = respond(
      p,
      'discovering',
      trusted,
      'How does the false reject rate on the metal detector look these days, any quality issues?',
    );
    expect(r.meta.answeredTopics).not.toContain('food_safety');
  });
});
