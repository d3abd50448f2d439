import { describe, expect, it } from 'vitest';
import { classifyTurn } from '../classify/classify-turn';
import { respond } from '../respond';
import { memoryOf } from '../state/memory';
import { persona, play } from '../testing/fixtures';
import { operationsFacets } from './operations-facets';

// A question about one thing gets that thing: the shifts, the headcount, the customers; an item of
// a read-out list is a question; the idioms reps use for what hurts ask about problems; and a sum
// a plant lost is weighed as the return it stands for, never quoted back as the rep's price.

describe('an operations question about one thing', () => {
  const p = persona({ mode: 'discovering' });
  const warm = play(p, 'discovering', 'ops1', ["Thanks for the time. I'm Sam from Apex Filling."]);
  const trusted = { ...warm.state, trust: 0.8 };

  it('is answered with the lines and shifts asked for, not a sore point', () => {
    const r = respond(p, 'discovering', trusted, 'So how many lines, how many shifts?');
    expect(r.meta.answeredTopics[0]).toBe('operations');
    expect(r.text).toContain(`${p.plant.lines} line`);
    expect(r.text).toContain(p.plant.schedule);
    expect(r.state.revealedFacts.some((f) => f.startsWith('pain:'))).toBe(false);
  });

  it('gets the lines and what runs on them when it asks both', () => {
    const r = respond(
      p,
      'discovering',
      trusted,
      'Before I pitch anything, how many lines are you running and what goes across them?',
    );
    expect(r.text).toContain(`${p.plant.lines} line`);
    expect(r.text).toContain(p.company.products[0]!);
  });

  it('gets the headcount when it asks how many people, not the turnover figure', () => {
    const r = respond(p, 'discovering', trusted, 'How many people work in the plant?');
    expect(r.text).toContain(String(p.company.employees));
    expect(r.text).not.toMatch(/turnover/i);
  });

  it('gets the customers when it asks whom the plant sells to', () => {
    const r = respond(p, 'discovering', trusted, 'Who do you sell to mostly?');
    expect(r.meta.answeredTopics).toContain('operations');
    expect(r.text).toContain(p.company.customers[0]!);
  });

  it('keeps the overview for a broad question, and more than two things asked', () => {
    expect(operationsFacets('Tell me about your plant')).toEqual([]);
    expect(operationsFacets('how many shifts do you run')).toEqual(['schedule']);
    expect(operationsFacets('what do you guys make there')).toEqual(['products']);
    expect(operationsFacets('how many lines are you running and what goes across them')).toEqual(['count', 'products']);
    expect(operationsFacets("and what's running on each one")).toEqual(['products']);
    expect(operationsFacets('how many cases a day do you push through line two')).toEqual(['volume']);
  });

  it('gives the whole picture when invited to walk through the lines and the shifts', () => {
    const question = 'Walk me through how you run the plant day to day, the lines and the shifts.';
    expect(operationsFacets(question)).toEqual([]);
    expect(operationsFacets('walk me through how many cases a day you push')).toEqual(['volume']);
    const r = respond(p, 'discovering', trusted, question);
    expect(r.meta.answeredTopics).toContain('operations');
    expect(r.text).toContain(p.plant.schedule);
    expect(r.text).toContain(p.company.products[0]!);
  });

  it('gives the whole picture, not a sore point, when asked after more than two things at once', () => {
    const question =
      "To start, walk me through the lines that would matter here: which products run on them, how many cases a shift, and how many hours a day they're actually going.";
    // "Hours a day" is the schedule, not the volume.
    expect(operationsFacets("how many hours a day they're actually going")).toEqual(['schedule']);
    const r = respond(p, 'discovering', trusted, question);
    expect(r.meta.answeredTopics).toContain('operations');
    expect(r.text).toContain(p.plant.schedule);
    expect(r.state.revealedFacts.filter((f) => f.startsWith('pain:'))).toEqual(
      trusted.revealedFacts.filter((f) => f.startsWith('pain:')),
    );
  });
});

describe('a rep reading out a list of questions', () => {
  it('asks with each item, question mark or not', () => {
    const item = classifyTurn('Question one. Number of lines.');
    expect(item.isQuestion).toBe(true);
    expect(item.understanding.questionTopics[0]).toBe('operations');
    expect(item.acts).not.toContain('repeat_request');
  });

  it('asks who decides with "are you the economic buyer", which breaks no role', () => {
    const cls = classifyTurn('Question two, are you the economic buyer or not');
    expect(cls.acts).not.toContain('role_break_attempt');
    expect(cls.understanding.questionTopics[0]).toBe('authority');
    // "Are you an AI?" still does.
    expect(classifyTurn('are you an AI?').acts).toContain('role_break_attempt');
  });
});

describe('a question after what hurts, in a rep’s idiom', () => {
  it.each([
    'and outside of rejects whats eating up most of your week on that line',
    "What's blowing up your week most often, then?",
    'yeah ok so of all that whats the thing youd fix first if you had the money tomorrow',
    'So what do your guys gripe about most on nights?',
  ])('is about problems: %s', (line) => {
    expect(classifyTurn(line).understanding.questionTopics[0]).toBe('pains');
  });

  it('is not asked by trouble in a condition', () => {
    const asked = classifyTurn("who's covering the line on nights if something goes sideways").understanding;
    expect(asked.questionTopics[0]).not.toBe('pains');
  });

  it('stays with the area it names', () => {
    const asked = classifyTurn('What tends to go sideways on a changeover?').understanding.questionTopics;
    expect(asked[0]).toBe('changeover');
  });
});

describe('a question read by what it asks for', () => {
  it.each([
    ["Is there anything in the quote that isn't sitting right with you?", 'pains'],
    ['When does your retailer need the new packs going out?', 'timeline'],
    ['Which products would you be running on it?', 'operations'],
    ['For which kind of customers do you pack?', 'operations'],
    ["So what are you runnin' on the slicer line now, still the bacon?", 'operations'],
  ])('%s → %s', (line, topic) => {
    expect(classifyTurn(line).understanding.questionTopics[0]).toBe(topic);
  });

  it('keeps the terms as the subject of a reservation about them', () => {
    expect(classifyTurn('Any concerns about the payment terms?').understanding.questionTopics[0]).toBe('contract');
  });
});

describe('closing: a question about how something held up', () => {
  it('is answered about it, not taken for a guess at the sticking point', () => {
    const p = persona({ mode: 'closing', role: 'maintenance_manager' });
    const t = play(p, 'closing', 'held1', ['Good to see you again.']);
    const r = respond(p, 'closing', t.state, 'How have the current drives been holding up since we were last out?');
    expect(r.meta.answeredTopics).toContain('maintenance');
  });
});

describe('a sum a plant lost', () => {
  const p = persona({ mode: 'discovering' });
  const told = play(p, 'discovering', 'loss1', [
    "Thanks for the time. I'm Sam from Apex Filling.",
    'A plant in Fargo like yours was spending 60,000 a year on parts for their old baggers.',
  ]);

  it('is remembered as the figure, without the words after it', () => {
    expect(memoryOf(told.state).amounts.map((a) => a.text)).toEqual(['60,000']);
  });

  it('is weighed as the return when the rep asks how the plant compares', () => {
    const r = respond(
      p,
      'discovering',
      told.state,
      "And compared to that 60,000 a year Fargo was spending on parts, would you guess you're above or below?",
    );
    expect(r.meta.answeredTopics[0]).toBe('roi');
    expect(r.text).toMatch(/60,000/);
    expect(r.text).not.toMatch(/budget/i);
  });

  it('is weighed as the return when the rep names only the figure again', () => {
    const r = respond(
      p,
      'discovering',
      told.state,
      "And compared to that 60,000 a year, would you guess you're above or below?",
    );
    expect(r.meta.answeredTopics[0]).toBe('roi');
    expect(r.text).toMatch(/60,000/);
  });

  it('is not taken for the rep’s price', () => {
    const r = respond(p, 'discovering', told.state, 'What kind of price range would you expect to pay for a bagger?');
    expect(r.text).not.toMatch(/60,000/);
  });
});

describe('a question about who is called when a machine goes down', () => {
  const p = persona({ mode: 'discovering' });
  const warm = play(p, 'discovering', 'call1', ["Thanks for the time. I'm Sam from Apex Filling."]);
  const trusted = { ...warm.state, trust: 0.8 };
  const asked = (text: string) => classifyTurn(text).understanding.questionTopics[0];

  it('asks who answers the breakdown, not who decides', () => {
    const line =
      'And when one of those fillers goes down on nights, who gets the call and how long till it runs again?';
    expect(asked(line)).toBe('maintenance');
    const r = respond(p, 'discovering', trusted, line);
    expect(r.meta.answeredTopics[0]).toBe('maintenance');
    expect(r.meta.answeredTopics).not.toContain('authority');
  });

  it('asks about the vendor’s help when the plant calls out', () => {
    expect(asked('So who do you call when the palletizer faults on a Sunday?')).toBe('support');
  });

  it('still asks who decides when the call is a choice', () => {
    expect(asked('Who makes the call on a project like this?')).toBe('authority');
    expect(asked('Who gets the final call on which supplier you go with?')).toBe('authority');
  });
});
