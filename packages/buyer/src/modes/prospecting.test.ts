import { describe, expect, it } from 'vitest';
import { respond } from '../respond';
import { moodOf } from '../state/mood';
import { persona, play } from '../testing/fixtures';

const FEATURE_DUMP =
  'Hi, this is Sam from Apex. Our filler has servo drives, a touchscreen HMI, 316 stainless, patented heads and a modular IoT dashboard with high-speed sensors.';

describe('prospecting buyer', () => {
  const p = persona({ mode: 'prospecting', role: 'operations_manager' });

  it('answers a time the rep proposes as its patience runs out, yes when warm and not yet when not', () => {
    const start = play(p, 'prospecting', 'late', ['Hi Dana, this is Sam from Apex.']).state;
    const ask = 'Could we do thirty minutes next Tuesday at 10 with your maintenance lead?';
    const warm = respond(p, 'prospecting', { ...start, patience: 0.01, interest: 0.7, trust: 0.6 }, ask);
    expect(warm.text).toMatch(/Tuesday at 10/);
    expect(warm.state.outcome).toBe('next_step_agreed');
    expect(warm.state.memory?.agreedTime).toBe('Tuesday at 10');
    const cool = respond(p, 'prospecting', { ...start, patience: 0.01, interest: 0.4, trust: 0.4 }, ask);
    expect(cool.text).toMatch(/Tuesday at 10/);
    expect(cool.state.outcome).toBe('no_decision');
  });

  it('cuts off a rep who pitches features at once, and hangs up on the second pitch', () => {
    const t = play(p, 'prospecting', 'cold', [
      FEATURE_DUMP,
      'It also has smart sensors, a cloud dashboard and best-in-class servo technology.',
    ]);
    expect(t.replies[0]).toMatch(/stop you|email|time for a sales pitch|not buying/i);
    expect(t.state.outcome).toBe('lost');
    expect(moodOf(t.state)).toBe('annoyed');
  });

  it('gets terse when the rep ignores the signals', () => {
    const t = play(p, 'prospecting', 'cold2', [FEATURE_DUMP]);
    expect(t.replies[0]!.split(' ').length).toBeLessThan(30);
    expect(t.state.patience).toBeLessThan(0.5);
  });

  it('books a meeting with a rep who asks permission, asks a sharp question and shows relevant value', () => {
    const t = play(p, 'prospecting', 'warm', [
      'Hi, this is Sam with Apex Filling. Did I catch you at a bad time?',
      "What's the biggest headache on your line right now?",
      'We helped a plant like yours cut changeover time by 60 percent and recover 8 points of OEE.',
      'Would you be open to 20 minutes next Tuesday to walk your line?',
    ]);
    expect(t.state.outcome).toBe('meeting_agreed');
    expect(t.replies[3]).toMatch(/Tuesday|Wednesday|Thursday/);
  });

  it('refuses a meeting asked for before anything relevant was said, with a brush-off', () => {
    const t = play(p, 'prospecting', 'pushy', ['Hi, this is Sam from Apex. Can we set up a meeting next week?']);
    expect(t.state.outcome).toBe('in_progress');
    expect(t.state.objectionsOpen.some((id) => id.startsWith('bo_'))).toBe(true);
  });

  it('hangs up on a rep who keeps pushing for the meeting', () => {
    const push = 'Can we set up 20 minutes next Tuesday?';
    const t = play(p, 'prospecting', 'pushy2', ['Hi, this is Sam from Apex.', push, push, push]);
    expect(t.state.outcome).toBe('lost');
  });

  it('lets a rep recover from a brush-off by acknowledging it and asking well', () => {
    const t = play(p, 'prospecting', 'recover', [
      'Hi, this is Sam from Apex. Do you have a minute?',
      'Can we set up a meeting next week?',
      "I understand. That makes sense. What's the biggest challenge on your line right now?",
    ]);
    expect(t.state.objectionsResolved.some((id) => id.startsWith('bo_'))).toBe(true);
    expect(t.state.outcome).toBe('in_progress');
  });

  it('answers a guarded question a little: the vendor by name, never a figure it holds back', () => {
    const t = play(p, 'prospecting', 'guarded', [
      'Hi, this is Sam from Apex. Do you have a minute?',
      'Who are you buying your fillers from today?',
      'And what budget do you have for a new one?',
    ]);
    expect(t.replies[1]).toContain(p.competitors.currentVendor);
    // No problem is on the table yet: the budget question gets no sum, but is still answered.
    expect(t.replies[2]).toMatch(/budget|approved|money|set aside/i);
    expect(t.replies[2]).not.toMatch(/\d{2,}|thousand/);
  });
});

describe('prospecting: what the rep sells, said once', () => {
  const p = persona({ mode: 'prospecting', role: 'operations_manager' });

  it('is the reason for the call, not a pitch the buyer hangs up on', () => {
    const t = play(p, 'prospecting', 'reason', [
      'Hi, this is Amanda from Summit Conveyor.',
      'So we make sanitary conveyor, mostly stainless, washdown rated, modular plastic belt.',
    ]);
    expect(t.state.outcome).toBe('in_progress');
    expect(t.state.strikes.pitch).toBe(0);
  });
});
