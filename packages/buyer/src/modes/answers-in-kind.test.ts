import { describe, expect, it } from 'vitest';
import { respond } from '../respond';
import { replyContext } from '../replies/context';
import { persona, play } from '../testing/fixtures';
import { closingConcerns } from './closing-concerns';

// Replies that answer what the rep's turn asked, whatever else the turn carried: a playback before
// a question, a sum beside a payback question, a concern settled by an offer put as a question, a
// sum spoken in the proposal's money.

describe('a playback that ends in a question', () => {
  it('is confirmed and the question answered', () => {
    const p = persona({ mode: 'discovering' });
    const warm = play(p, 'discovering', 'pb1', [
      "Thanks for the time. I'm Sam from Apex Filling.",
      'What is the biggest headache on the line right now?',
      'How does that show up for your customers?',
    ]);
    const pains = warm.state.revealedFacts.filter((f) => f.startsWith('pain:'));
    expect(pains.length).toBeGreaterThan(0);
    const r = respond(
      p,
      'discovering',
      warm.state,
      'If I heard you right, that is what hurts most. If you got that back, what would it be worth to you a year?',
    );
    expect(r.meta.answeredTopics).toContain('roi');
    // No second sore point volunteered in place of the answer.
    expect(r.state.revealedFacts.filter((f) => f.startsWith('pain:'))).toEqual(pains);
  });
});

describe('a payback question about the rep’s sum', () => {
  it('weighs the savings against that sum', () => {
    const p = persona({ mode: 'closing' });
    const t = play(p, 'closing', 'roi1', ['The line comes in at 212,500 installed.']);
    const r = respond(
      p,
      'closing',
      t.state,
      'And so, like, with the two twelve five, how does that stack up against what downtime costs you, does the payback work?',
    );
    expect(r.meta.answeredTopics[0]).toBe('roi');
    expect(r.text).toMatch(/212,500/);
  });
});

describe('a concern settled by the rep’s answer', () => {
  it('is named in the reply and reported as answered', () => {
    const p = persona({ mode: 'closing', role: 'maintenance_manager' });
    const t = play(p, 'closing', 'set1', []);
    const open = p.objections.find((o) => o.id === t.state.objectionsOpen[0]);
    expect(open).toBeDefined();
    const r = respond(p, 'closing', t.state, open!.resolutionHint);
    expect(r.state.objectionsResolved).toContain(open!.id);
    expect(r.meta.answeredTopics).toContain(open!.topic);
    // Named by how the buyer calls it ("the installation"), not a bare "that covers it".
    const name = closingConcerns(p, replyContext(p, t.state)).get(open!.id)?.name;
    expect(name).toBeDefined();
    expect(r.text.toLowerCase()).toContain(name!.toLowerCase());
  });
});

describe('a sum spoken in a proposal priced in another money', () => {
  it('is taken in that money', () => {
    const p = persona({
      mode: 'closing',
      geography: 'mx',
      documentSummary:
        'Proposal: rotary PET filler and capper, total MXN 13,600,000 delivered and installed. Lead time 30 weeks.',
    });
    const t = play(p, 'closing', 'cur1', []);
    const r = respond(
      p,
      'closing',
      t.state,
      'with that three point eight million for the local works does it fit what you had planned for the site part',
    );
    expect(r.text).toMatch(/3,800,000/);
    expect(r.text).toMatch(/That's about \$/);
  });
});

describe('an okay that names a time of the rep’s own', () => {
  it('puts that time forward when the buyer offered none', () => {
    const p = persona({ mode: 'prospecting' });
    const t = play(p, 'prospecting', 'tf1', ["Hi, it's Sam from Apex Filling. Got a minute?"]);
    const r = respond(
      p,
      'prospecting',
      t.state,
      "Fine, then Friday at 7:30 before your shift starts. That's all I'm asking.",
    );
    expect(r.meta.request).not.toBeNull();
  });

  it('counters the buyer’s offer instead of taking it', () => {
    const p = persona({ mode: 'discovering' });
    const t = play(p, 'discovering', 'tf2', []);
    const offered = {
      ...t.state,
      trust: 0.9,
      memory: { ...t.state.memory!, buyerOffer: { text: 'Monday at 2', weekday: 1, hour: 14 } },
    };
    const r = respond(p, 'discovering', offered, 'Okay, then Wednesday same time works for me.');
    expect(r.text).toMatch(/Wednesday/);
    expect(r.state.memory?.agreedTime).not.toBe('Monday at 2');
  });
});
