import { describe, expect, it } from 'vitest';
import { analyseSession } from './analyse.js';
import { buyer, conversation, rep } from './test-conversation.js';
import type { AnalysisInput, BuyerEvidence } from './types.js';

const concern = 'We cannot have the line down for two weeks during the install.';

function closingCall(evidence: BuyerEvidence | null, lastRep = 'Thanks, Tina.'): AnalysisInput {
  return {
    mode: 'closing',
    outcome: evidence?.concerns.every((c) => c.resolved) ? 'next_step_agreed' : 'in_progress',
    buyer: evidence,
    messages: conversation([
      buyer(`Hello. Before anything else: ${concern}`),
      rep('That is the right worry. We would install during your planned shutdown after a factory acceptance test.'),
      buyer("That's a real answer. Okay, we have a deal in principle, I'll start the PO."),
      rep(lastRep),
      buyer('Talk soon.'),
    ]),
  };
}

describe('grading with the buyer’s side', () => {
  const resolved: BuyerEvidence = { concerns: [{ id: 'install', text: concern, resolved: true }], revealedFacts: [] };
  const open: BuyerEvidence = { concerns: [{ id: 'install', text: concern, resolved: false }], revealedFacts: [] };

  it('counts a concern the buyer accepted as handled, and one still open as not', () => {
    expect(analyseSession(closingCall(resolved)).metrics).toMatchObject({
      objections_raised: 1,
      objections_handled: 1,
    });
    expect(analyseSession(closingCall(open)).metrics).toMatchObject({ objections_raised: 1, objections_handled: 0 });
    const accepted = analyseSession(closingCall(resolved)).skills.find((s) => s.key === 'objection_handling');
    const rejected = analyseSession(closingCall(open)).skills.find((s) => s.key === 'objection_handling');
    expect(accepted!.score).toBeGreaterThan(rejected!.score);
  });

  it('does not call a sign-off after the buyer committed a missed close', () => {
    const a = analyseSession(closingCall(resolved));
    const lines = [...a.coaching.stop, ...a.skills.flatMap((s) => s.evidence.map((e) => e.quote))];
    expect(lines.join(' ')).not.toMatch(/Thanks, Tina/);
  });

  it('covers budget only when the buyer talked budget', () => {
    const messages = conversation([
      buyer('Changeovers take forty minutes.'),
      rep('What budget have you set aside for fixing that?'),
      buyer("I don't talk budget with someone I met five minutes ago."),
      rep('Fair enough. Who would sign off on a project like this?'),
      buyer('The capital committee signs anything over 100k.'),
    ]);
    const covered = (facts: string[]) =>
      analyseSession({ mode: 'discovering', messages, buyer: { concerns: [], revealedFacts: facts } }).metrics
        .qualification_coverage.covered;
    expect(covered(['authority'])).toEqual(['authority']);
    expect(covered(['authority', 'budget'])).toEqual(['budget', 'authority']);
  });

  it('credits a playback only when the buyer said it', () => {
    const said = (line: string) =>
      analyseSession({
        mode: 'discovering',
        messages: conversation([
          buyer('Our changeovers take forty minutes and we do six a day.'),
          rep(line),
          buyer('Right.'),
          rep('What does that cost you per week?'),
          buyer('A lot.'),
        ]),
      }).skills.find((s) => s.key === 'relationship_building')!;
    const real = said('You said the changeovers take forty minutes, six a day.');
    const invented = said('You said the plant runs three shifts with heavy sanitation overtime.');
    expect(real.evidence.some((e) => e.kind === 'strength' && /playing the buyer/i.test(e.note))).toBe(true);
    expect(invented.evidence.some((e) => e.kind === 'weakness' && /never said/i.test(e.note))).toBe(true);
    expect(real.score).toBeGreaterThan(invented.score);
  });
});

describe('skills the call never tested', () => {
  it('marks negotiation not observed without price talk and leaves it out of the overall', () => {
    const a = analyseSession(
      closingCall({ concerns: [{ id: 'install', text: concern, resolved: true }], revealedFacts: [] }),
    );
    const negotiation = a.skills.find((s) => s.key === 'negotiation')!;
    expect(negotiation.observed).toBe(false);
    const counted = a.skills.filter((s) => s.observed);
    const weight = counted.reduce((n, s) => n + s.weight, 0);
    expect(a.overall_score).toBe(Math.round(counted.reduce((n, s) => n + s.score * s.weight, 0) / weight));
  });

  it('detects a conditional trade inside a longer sentence', () => {
    const a = analyseSession({
      mode: 'closing',
      messages: conversation([
        buyer('Your price is fifteen percent above the other quote.'),
        rep("I can't move on price, but I can include the second year of maintenance if we sign by month end."),
        buyer('That might work.'),
      ]),
    });
    expect(a.skills.find((s) => s.key === 'negotiation')?.summary).toMatch(/1 conditional trade/);
  });
});
