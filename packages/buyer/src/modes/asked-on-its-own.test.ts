import { describe, expect, it } from 'vitest';
import { classifyTurn } from '../classify/classify-turn';
import { respond } from '../respond';
import { persona, play } from '../testing/fixtures';

// Questions that carry the words of something else: a figure named by what it measures, whether
// the buyer may sign, a part of the proposal checked with "does that work", a subject set by the
// scene before the question, and a question about what happened.

describe('a figure asked for by what it measures', () => {
  it('gives the number the question points at when the buyer keeps it', () => {
    const qa = persona({ mode: 'closing', role: 'quality_food_safety_specialist' });
    const t = play(qa, 'closing', 'k1', ['what reject rate would you call a win']);
    expect(t.replies[0]).toMatch(/product on QA hold/i);
  });

  it('says whose number it is, then gives its own, when the buyer keeps none of that kind', () => {
    const maintenance = persona({ mode: 'closing', role: 'maintenance_manager' });
    const r = respond(
      maintenance,
      'closing',
      play(maintenance, 'closing', 'k2', []).state,
      'what reject rate would you call a win',
    );
    expect(r.text).toMatch(/quality/i);
    expect(r.text).toMatch(/mean time to repair|PM compliance|unplanned downtime|spare parts/i);
    // Not a sore point about preventive maintenance passed off as the reject rate.
    expect(r.text).not.toMatch(/putting out fires/i);
    expect(r.meta.answeredTopics).toContain('metrics');
  });
});

describe('whether the buyer may sign', () => {
  it.each([
    'does your VP need to see it or can you sign off at this level',
    'and if you decide you want to do this can you sign for it or does it go to the owners',
    "Now that it's under 150, does that mean your plant manager can approve it himself or does it still go to the owner?",
  ])('asks who decides, not for the decision: %s', (line) => {
    const cls = classifyTurn(line);
    expect(cls.acts).not.toContain('close_attempt');
    expect(cls.topics).toContain('authority');
  });

  it.each(['Can you sign off on this yourself today?', 'can we get the PO this week'])(
    'still asks for the decision with a time: %s',
    (line) => {
      expect(classifyTurn(line).acts).toContain('close_attempt');
    },
  );

  it('gets an answer about who signs in a closing call, not a refusal to sign', () => {
    const c = persona({ mode: 'closing', role: 'plant_manager' });
    const opened = play(c, 'closing', 'a1', []).state;
    const r = respond(c, 'closing', opened, 'does your VP need to see it or can you sign off at this level');
    expect(r.meta.answeredTopics).toContain('authority');
    expect(r.meta.request ?? null).toBeNull();
  });
});

describe('closing: a part of the proposal checked with "does that work"', () => {
  const c = persona({ mode: 'closing', role: 'plant_manager' });

  it('answers about that part when the rep offers nothing new', () => {
    const opened = play(c, 'closing', 'w1', []).state;
    expect(c.objections[0]!.topic).not.toBe('contract');
    const r = respond(
      c,
      'closing',
      opened,
      'The 30-60-10 payment split, does that work for your finance team or would they want more held back?',
    );
    expect(r.meta.answeredTopics).toEqual(['contract']);
    expect(r.text).not.toMatch(/^Not (yet|really)\./);
  });

  it('still says where the concern stands when the rep checks an answer of their own', () => {
    const opened = play(c, 'closing', 'w2', []).state;
    expect(play(c, 'closing', 'w2', ['Does that work for you?']).replies[0]).toMatch(/^Not (yet|really)\./);
    expect(opened.objectionsOpen.length).toBeGreaterThan(0);
  });
});

describe('a question whose scene names its subject', () => {
  it('answers "how long is the line stopped" about the changeover the scene describes', () => {
    const p = persona({ mode: 'closing', role: 'production_manager' });
    const r = respond(
      p,
      'closing',
      play(p, 'closing', 'sc1', []).state,
      "And when you go from one customer's bag to the next one, how long is the line stopped for, roughly?",
    );
    expect(r.meta.answeredTopics?.[0]).toBe('changeover');
    expect(r.text).toMatch(/changeover/i);
  });
});

describe('a question about what happened', () => {
  it('proposes nothing, whatever request words it carries', () => {
    const line =
      'On the format parts, your team wanted to know about going between the two carton sizes, was the 20 minute tool-less change we showed at FAT good enough for your schedule?';
    expect(classifyTurn(line).acts).not.toContain('meeting_request');
  });
});

describe('a discount that names no money', () => {
  it('is the meeting its words propose', () => {
    const cls = classifyTurn('maybe I can come back with my manager sometime');
    expect(cls.acts).toContain('meeting_request');
    expect(cls.acts).not.toContain('discount');
  });

  it('leaves a real discount alone', () => {
    expect(classifyTurn('ok let me go back to my manager and see how low we can go').acts).toContain('discount');
  });
});

describe('a subject named before the question', () => {
  it.each([
    ['For the install, does the August shutdown still look like two weeks?', 'installation'],
    ['And on the purchasing side, does corporate have a standard supply agreement we would sign?', 'contract'],
  ])('is what the question is about: %s', (line, topic) => {
    expect(classifyTurn(line).understanding.questionTopics[0]).toBe(topic);
    // The phrase itself states nothing: no price or pitch is read into it.
    expect(classifyTurn(line).understanding.acts).toEqual(['question']);
  });
});
