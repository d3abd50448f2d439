import { describe, expect, it } from 'vitest';
import { openingLine } from '../opening-line';
import { stillOpenIntros, snagGuessLines } from '../replies/bank-closing';
import { respond } from '../respond';
import { initialState } from '../state/initial-state';
import { persona, play } from '../testing/fixtures';
import { clauseModel, type ClauseModel } from '../understand/model';
import { understand } from '../understand/understand';

// A question is answered about what it names, even when the clause model read it as broad.

const p = persona({ mode: 'discovering', role: 'maintenance_manager', experience: 'senior' });

function firstReply(text: string) {
  const opened = openingLine(p, 'discovering', initialState(p, 'discovering', 'f1'));
  return respond(p, 'discovering', opened.state, text);
}

describe('answers about the subject a question names', () => {
  it('answers a pains question that names an area about that area', () => {
    const r = firstReply("honestly what's the worst headache you've got on the maintenance side");
    expect(r.meta.answeredTopics?.[0]).toBe('maintenance');
  });

  it('answers a question the model took for broad operations about the subject it names', () => {
    const text = 'walk me through how sanitation goes on the lines overnight';
    const u = understand(text);
    // What an unsure model reads: operations, with its second guess on something else entirely.
    const clauses = u.clauses.map((c) => ({ ...c, topic: 'operations' as const, topicConfidence: 0.35 }));
    const unsure = { ...u, clauses, topics: ['operations', 'next_step'], questionTopics: ['operations', 'next_step'] };
    const opened = openingLine(p, 'discovering', initialState(p, 'discovering', 'f2'));
    const r = respond(p, 'discovering', opened.state, text, unsure as typeof u);
    expect(r.meta.answeredTopics?.[0]).toBe('food_safety');
  });

  it('answers what is tracked when asked whether a number is tracked', () => {
    const r = firstReply('do you guys keep track of mttr at all');
    expect(r.meta.answeredTopics?.[0]).toBe('metrics');
  });

  it('has a guarded buyer describe the area asked about instead of only saying it is fine', () => {
    const prospect = persona({ mode: 'prospecting', role: 'plant_manager' });
    const t = play(prospect, 'prospecting', 'f3', [
      'Hi Dana, this is Sam from Apex Filling, calling about your packaging lines.',
      "how's maintenance holding up over there",
    ]);
    expect(t.state.revealedFacts).toContain('area:maintenance');
    expect(t.replies[1]).toMatch(new RegExp(prospect.equipment.shortName, 'i'));
  });
});

describe('closing: a guessed sticking point', () => {
  const c = persona({ mode: 'closing', role: 'procurement_manager', geography: 'mx' });
  const concern = c.objections[0]!;

  it('says yes or no to the guess before the story behind the concern', () => {
    const t = play(c, 'closing', 's1', [
      'The system comes in at 412,000 installed.',
      'So is the 412 the thing holding you up, or is it something else?',
    ]);
    const lines = snagGuessLines('price', concern.topic === 'price')!;
    expect(lines.some((l) => t.replies[1]!.startsWith(l) || t.replies[1]!.includes(` ${l}`))).toBe(true);
    expect(t.replies[1]).toContain(concern.detail.slice(1, 30));
  });

  it('keeps a concern phrased as a question grammatical', () => {
    const lines = stillOpenIntros('who runs and trains on it');
    expect(lines).toContain('The question of who runs and trains on it is still open.');
    expect(lines.join(' ')).not.toMatch(/trains on it (is|are) still sitting/);
  });
});

describe('closing: pushing for the signature', () => {
  const c = persona({ mode: 'closing', role: 'plant_manager', geography: 'us' });

  it('counts a yes/no push for the order that names the contract as a push, not a question', () => {
    const t = play(c, 'closing', 's3', [
      'Can we get the contract signed this week?',
      'I hear you.',
      'Can we get the contract signed this week?',
      'Totally understand.',
      'Can we get the contract signed this week?',
      'It is a great machine.',
      'Can we get the contract signed this week?',
    ]);
    expect(t.state.strikes.earlyClose).toBeGreaterThanOrEqual(3);
    expect(t.state.outcome).not.toBe('in_progress');
  });
});

describe('a follow-up that points back', () => {
  it('continues the last subject when the model had it as its second reading', () => {
    const q = persona({ mode: 'discovering', role: 'quality_food_safety_specialist' });
    const opened = openingLine(q, 'discovering', initialState(q, 'discovering', 'f4'));
    const text = 'how often does that happen in a typical month';
    // A model that reads another subject, with quality as its second guess.
    const unsure: ClauseModel = {
      ...clauseModel(),
      questionTopic: () => ({ label: 'maintenance', confidence: 0.7, runnerUp: 'quality', runnerUpConfidence: 0.2 }),
    };
    const afterHolds = { ...opened.state, lastTopics: ['quality' as const] };
    const reading = understand(text, unsure);
    expect(respond(q, 'discovering', afterHolds, text, reading).meta.answeredTopics?.[0]).toBe('quality');
  });

  it('does not continue the last subject when the rep goes back to something earlier', () => {
    const q = persona({ mode: 'discovering', role: 'quality_food_safety_specialist' });
    const opened = openingLine(q, 'discovering', initialState(q, 'discovering', 'f6'));
    const unsure: ClauseModel = {
      ...clauseModel(),
      questionTopic: () => ({ label: 'maintenance', confidence: 0.5, runnerUp: 'quality', runnerUpConfidence: 0.3 }),
    };
    const afterHolds = { ...opened.state, lastTopics: ['quality' as const] };
    const follow = 'how often does that happen in a typical month';
    expect(respond(q, 'discovering', afterHolds, follow, understand(follow, unsure)).meta.answeredTopics?.[0]).toBe(
      'quality',
    );
    const back = 'going back to the numbers I showed you, how often does that happen in a typical month';
    const r = respond(q, 'discovering', afterHolds, back, understand(back, unsure));
    expect(r.meta.answeredTopics ?? []).not.toContain('quality');
    expect(r.text).toMatch(/maintenance/i);
  });

  it('keeps its own subject when the model is sure of it', () => {
    const q = persona({ mode: 'discovering', role: 'maintenance_manager' });
    const opened = openingLine(q, 'discovering', initialState(q, 'discovering', 'f5'));
    const text = 'what breaks most often on them';
    const sure: ClauseModel = {
      ...clauseModel(),
      questionTopic: () => ({ label: 'maintenance', confidence: 0.99, runnerUp: 'support', runnerUpConfidence: 0.01 }),
    };
    const afterService = { ...opened.state, lastTopics: ['support' as const] };
    const reading = understand(text, sure);
    expect(respond(q, 'discovering', afterService, text, reading).meta.answeredTopics?.[0]).toBe('maintenance');
  });
});

describe('closing: the rep checks whether an answer landed', () => {
  const c = persona({ mode: 'closing', role: 'plant_manager', geography: 'us' });

  it('says the concern is still open when nothing touched it', () => {
    const t = play(c, 'closing', 's4', ['Does that work for you?']);
    expect(t.replies[0]).toMatch(/^Not (yet|really)\./);
    expect(t.state.objectionsResolved).toEqual([]);
  });

  it('confirms what was settled and names what is still open', () => {
    let state = play(c, 'closing', 's5', []).state;
    // Settle the first concern as the buyer asked, whatever it is.
    const first = c.objections[0]!;
    state = { ...state, objectionsOpen: [], objectionsResolved: [first.id] };
    const r = respond(c, 'closing', state, 'are you comfortable with that?');
    expect(r.text).toMatch(/yes|comfortable/i);
    expect(r.state.objectionsResolved).toEqual([first.id]);
    expect(r.state.outcome).toBe('in_progress');
  });
});
