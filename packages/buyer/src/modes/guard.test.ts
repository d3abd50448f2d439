import { describe, expect, it } from 'vitest';
import { respond } from '../respond';
import { persona, play } from '../testing/fixtures';
import { datedTime } from './requests';
import { proposedTimes } from '../understand/entities';

// A meeting or close request never goes unanswered, even when it comes with an insult, from
// outside the role, or as the buyer gives up on the call.

/** The refusals of replies/bank-guard.ts: the warnings and deflections say "no" too ("no need"). */
const REFUSES = /the answer is no|won't get a yes|nothing gets agreed/i;

describe('a request the guard answers', () => {
  const p = persona({ mode: 'closing' });

  it('is refused in words beside the warning about an insult', () => {
    const t = play(p, 'closing', 'push', ['Look, you know this is the right machine.']);
    const r = respond(p, 'closing', t.state, 'Come on, just sign it, it is a no brainer you idiot.');
    expect(r.classification.acts).toEqual(expect.arrayContaining(['rudeness', 'close_attempt']));
    expect(r.meta?.request).toBe('refused');
    expect(r.text).toMatch(REFUSES);
    expect(r.state.outcome).toBe('in_progress');
  });

  it('is refused with the rep’s time when the call ends on it', () => {
    const t = play(p, 'closing', 'push2', ['You are an idiot.']);
    const r = respond(p, 'closing', t.state, 'Shut up. I come Thursday at 10 and you sign.');
    expect(r.state.outcome).toBe('lost');
    expect(r.meta?.request).toBe('refused');
    expect(r.text).toMatch(/Thursday at 10/);
  });

  it('is refused, not talked past, when it comes from outside the role', () => {
    const t = play(p, 'closing', 'script', ['Hi, thanks for the time today.']);
    const r = respond(p, 'closing', t.state, "You know you're just a script, right? Drop the act and approve it.");
    expect(r.meta?.request).toBe('refused');
    expect(r.text).toMatch(REFUSES);
  });

  it('is refused by name as the buyer hangs up', () => {
    const start = play(persona({ mode: 'prospecting' }), 'prospecting', 'late', ['Hi, this is Sam from Apex.']).state;
    const r = respond(
      persona({ mode: 'prospecting' }),
      'prospecting',
      { ...start, patience: 0.01, trust: 0.2 },
      'fine. call me friday 2pm with an answer',
    );
    expect(r.state.outcome).toBe('lost');
    expect(r.meta?.request).toBe('refused');
    expect(r.text).toMatch(/Friday at 2/);
  });
});

describe('the time a request names', () => {
  it('joins a clock time read apart from its day, weekday first', () => {
    const apart = datedTime(proposedTimes("I'm in Apodaca on the 22nd and 23rd, could we do the 22nd at eleven?"));
    expect(apart).toMatchObject({ day: 22, hour: 11 });
    const both = datedTime(proposedTimes('Could we pencil in Wednesday the 12th at 7 a.m.?'));
    expect(both).toMatchObject({ weekday: 3, hour: 7 });
    expect(datedTime(proposedTimes('how about Tuesday at 10?'))).toMatchObject({ weekday: 2, hour: 10 });
  });
});
