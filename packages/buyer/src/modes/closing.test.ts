import { describe, expect, it } from 'vitest';
import { respond } from '../respond';
import { persona, play } from '../testing/fixtures';

describe('closing buyer', () => {
  const p = persona({
    mode: 'closing',
    role: 'procurement_manager',
    geography: 'mx',
    manufacturingModel: 'contract_manufacturing',
  });

  it('opens by raising the first concern from the profile', () => {
    const t = play(p, 'closing', 'c1', []);
    expect(t.opening).toContain(p.objections[0]!.text);
    expect(t.state.objectionsOpen).toEqual([p.objections[0]!.id]);
  });

  it('does not commit while concerns are open', () => {
    const t = play(p, 'closing', 'c2', ['Are you ready to move forward and sign the contract?']);
    expect(t.state.outcome).toBe('in_progress');
    expect(t.replies[0]).toContain(p.objections[0]!.text);
  });

  it('tells the story behind a concern when asked', () => {
    const t = play(p, 'closing', 'c3', ["That's a fair concern. What's behind that?"]);
    expect(t.replies[0]).toContain(p.objections[0]!.detail.slice(1, 30));
    expect(t.state.objectionsClarified).toContain(p.objections[0]!.id);
  });

  it('pushes back on a vague answer', () => {
    const t = play(p, 'closing', 'c4', ['We always take care of our customers, trust me.']);
    expect(t.state.objectionsResolved).toEqual([]);
  });

  it('raises each profile concern in turn and commits once all are resolved', () => {
    const t = play(p, 'closing', 'c5', []);
    let state = t.state;
    const raised: string[] = [];
    for (let i = 0; i < p.objections.length; i++) {
      const current = p.objections.find((o) => o.id === state.objectionsOpen[0]);
      expect(current, `concern ${i} should be open`).toBeDefined();
      raised.push(current!.id);
      state = respond(p, 'closing', state, current!.resolutionHint).state;
    }
    expect(raised.sort()).toEqual(p.objections.map((o) => o.id).sort());
    expect(state.objectionsOpen).toEqual([]);
    expect(state.objectionsQueued).toEqual([]);
    const commit = respond(p, 'closing', state, 'Are you ready to move forward with the order?');
    expect(commit.state.outcome).toBe('next_step_agreed');
  });

  it('walks away from a rep who keeps pushing without answering', () => {
    const push = 'Come on, just sign the contract today.';
    const t = play(p, 'closing', 'c6', [push, push, push]);
    expect(['lost', 'no_decision']).toContain(t.state.outcome);
  });
});
