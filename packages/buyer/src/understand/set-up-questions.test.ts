import { describe, expect, it } from 'vitest';
import { classifyTurn } from '../classify/classify-turn';
import { modelReading } from '../testing/model-reading';
import { clausesOf, understand } from './understand';
import { asksWhoMaySign } from './wording';

// What comes before or around a question is part of it: a condition that sets it up, a lead-in
// in the same sentence, a check on what was just said, a request to be walked through something.

describe('a condition before a question', () => {
  it('sets the question up; it sums nothing up', () => {
    const u = understand(
      'If you got two of those changeovers back every day, what would that be worth to you in extra loaves?',
    );
    expect(u.acts).not.toContain('summary');
    expect(u.questionTopics[0]).toBe('roi');
    expect(
      classifyTurn('If everything lined up, when would you ideally want a new bagger running?').acts,
    ).not.toContain('summary');
  });

  it('is still a summary when it plays the buyer back', () => {
    const u = understand('If I heard you right, the seals are the real issue. How often do they fail?');
    expect(u.acts).toContain('summary');
  });

  it('carries no request in a condition at the end of a wh-question', () => {
    const turn = classifyTurn(
      'Who, um, who else would, like, need to weigh in if you guys did go ahead with something? Is it, like, the owner?',
    );
    expect(turn.acts).not.toContain('close_attempt');
    expect(turn.understanding.questionTopics[0]).toBe('authority');
    // The words of the order ahead of the condition still ask for it.
    expect(classifyTurn('Can we go ahead with the order if I hold the price?').acts).toContain('close_attempt');
  });
});

describe('the lead-in of a question', () => {
  const rudeish = modelReading('rudeness', 0.91, 'question');

  it('is held to a question’s bar for rudeness', () => {
    const line = "And, uh, you know, if you kinda had to guess, like, what's oil running you a month?";
    const u = understand(line, rudeish);
    expect(u.acts).not.toContain('rudeness');
    // A fragment has no edge either: the model learnt rudeness from whole clauses.
    expect(u.tone).toBe('neutral');
    expect(understand(line, modelReading('rudeness', 0.97, 'question')).acts).toContain('rudeness');
  });

  it('is not when its sentence asks nothing', () => {
    expect(understand('You clearly have not done any homework on us.', rudeish).acts).toContain('rudeness');
  });
});

describe('a request to be walked through something', () => {
  it('is a question, not a meeting', () => {
    const u = understand(
      'To start, can you walk us thru the HTST setup?',
      modelReading('close_request', 0.58, 'question'),
    );
    expect(u.acts).not.toContain('close_request');
    expect(u.acts).toContain('question');
  });
});

describe('a spoken run', () => {
  it('starts a question where a yes/no about a third party begins', () => {
    const clauses = clausesOf(
      'i know the steinhoff quote was also on the table does theirs include the local installation or just the machine',
    );
    expect(clauses).toHaveLength(2);
    expect(clauses[1]).toMatch(/^does theirs include/);
    expect(
      classifyTurn('i know the steinhoff quote was also on the table does theirs include the install').isQuestion,
    ).toBe(true);
  });

  it('reads a bare check as about what was just said', () => {
    expect(understand('the install is like a week is that ok').questionTopics[0]).toBe('installation');
  });
});

describe('whether someone may sign', () => {
  it('asks who decides with an adverb in the way', () => {
    expect(asksWhoMaySign('or can you actually approve it yourself')).toBe(true);
    expect(asksWhoMaySign('can you really sign off on it at your level')).toBe(true);
    expect(asksWhoMaySign('can you actually approve it yourself today')).toBe(false);
  });
});

describe('a rep resuming the conversation', () => {
  it('says nothing of its own: the question after it is the point', () => {
    const clauses = clausesOf(
      'so to pick up where we left off how many vertical baggers are running on the chip lines now',
    );
    expect(clauses).toEqual(['how many vertical baggers are running on the chip lines now']);
    expect(understand('Following up on our last call, who else will be in the room on Thursday?').acts).not.toContain(
      'summary',
    );
  });

  it('is kept when nothing follows it', () => {
    expect(clausesOf('Just following up on my email.')).toEqual(['Just following up on my email']);
  });
});

describe('points', () => {
  it('are a discount only when they are counted off', () => {
    const unsure = modelReading('discount', 0.57, 'rudeness');
    expect(understand("I'll keep it to the points you flagged.", unsure).acts).not.toContain('discount');
    expect(understand('I can take a couple points off if you sign this week.', unsure).acts).toContain('discount');
  });
});

describe('a question about what the plant makes', () => {
  it('is about operations', () => {
    for (const line of [
      'So um, what are you guys bagging right now, is it coffee, snacks, a bit of everything?',
      'okay okay and which products you are running on the blister line tablets capsules both',
    ])
      expect(understand(line).questionTopics[0]).toBe('operations');
    // What to run on a trial is about the next step.
    expect(understand('what product would you want us to run on the trial').questionTopics[0]).not.toBe('operations');
  });
});

describe('a suggestion put as "what I’d suggest is…"', () => {
  it('proposes, written with or without the apostrophe', () => {
    for (const line of [
      'what id suggest is we bring a slicer into your pilot room for a week would late october be realistic',
      "What I'd suggest is a trial on line 2 next month.",
    ])
      expect(classifyTurn(line).acts).toContain('meeting_request');
    expect(classifyTurn('what id like to know is how long the changeover takes').acts).not.toContain('meeting_request');
  });
});
