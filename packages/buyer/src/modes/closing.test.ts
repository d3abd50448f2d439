import { describe, expect, it } from 'vitest';
import { respond } from '../respond';
import { stillOpenIntros } from '../replies/bank-closing';
import { sentenceFingerprints } from '../replies/compose';
import { memoryOf } from '../state/memory';
import { concernTexts } from './closing-concerns';
import { persona, play } from '../testing/fixtures';
import { clauseModel, type ClauseModel } from '../understand/model';
import { understand } from '../understand/understand';

describe('closing buyer', () => {
  const p = persona({
    mode: 'closing',
    role: 'procurement_manager',
    geography: 'mx',
    manufacturingModel: 'contract_manufacturing',
  });

  it('agrees to a proposed time asking for the invite once at most, whatever the wording drawn', () => {
    for (let i = 0; i < 30; i++) {
      // A buyer who trusts the rep enough to book the next meeting.
      const state = { ...play(p, 'closing', `inv${i}`, []).state, trust: 0.9 };
      const reply = respond(
        p,
        'closing',
        state,
        'so maybe we get back together next Tuesday at 10 with your team',
      ).text;
      expect(reply).toMatch(/Tuesday at 10/);
      expect(reply.match(/invite/gi)?.length ?? 0, reply).toBeLessThanOrEqual(1);
    }
  });

  it('opens by raising the first concern from the profile', () => {
    const t = play(p, 'closing', 'c1', []);
    expect(t.opening).toContain(p.objections[0]!.text);
    expect(t.state.objectionsOpen).toEqual([p.objections[0]!.id]);
  });

  it('does not commit while concerns are open', () => {
    const t = play(p, 'closing', 'c2', ['Are you ready to move forward and sign the contract?']);
    expect(t.state.outcome).toBe('in_progress');
    // The concern was raised in the opening; it is pointed back to, not recited word for word.
    expect(t.replies[0]).not.toContain(p.objections[0]!.text);
    expect(t.replies[0]).toMatch(/still|open|answer|before/i);
  });

  it('tells the story behind a concern when asked', () => {
    const t = play(p, 'closing', 'c3', ["That's a fair concern. What's behind that?"]);
    expect(t.replies[0]).toContain(p.objections[0]!.detail.slice(1, 30));
    expect(t.state.objectionsClarified).toContain(p.objections[0]!.id);
  });

  it('answers a question on what still holds the buyer back with the concern on the table', () => {
    const t = play(p, 'closing', 'c3b', ["So what's still keeping you from saying yes to this?"]);
    expect(t.replies[0]).toContain(p.objections[0]!.detail.slice(1, 30));
  });

  it('answers a question on the way to the order, then says what still stands in the way', () => {
    const t = play(p, 'closing', 'c3c', ['What are the steps on your side to get a purchase order issued?']);
    const steps = p.decisionProcess.steps.map((x) => x.slice(0, 20));
    expect(
      steps.some((x) => t.replies[0]!.includes(x)) || t.replies[0]!.includes(p.decisionProcess.summary.slice(0, 30)),
    ).toBe(true);
    expect(t.state.outcome).toBe('in_progress');
    expect(t.state.objectionsOpen).toEqual([p.objections[0]!.id]);
  });

  it('weighs the total the rep stated against its budget when asked where it sits', () => {
    const t = play(p, 'closing', 'c3d', [
      'The total comes to 9,500,000 dollars with installation.',
      'Where does that total sit against what finance approved?',
    ]);
    expect(t.replies[1]).toMatch(/9,500,000/);
    expect(t.replies[1]).toMatch(/over budget/i);
  });

  it('asked again where the total sits, says it again in short rather than a bare nudge', () => {
    for (const seed of ['g1', 'g2', 'g3', 'g4']) {
      const t = play(p, 'closing', seed, [
        'The total comes to 9,500,000 dollars with installation.',
        'Where does that total sit against what finance approved?',
        'And is 9,500,000 inside what your finance team approved?',
        'So 9,500,000 against your approved budget, where does that land?',
      ]);
      // Every wording of the verdict is said once; the third ask gets its gist, not a nudge alone.
      for (const reply of t.replies.slice(1)) expect(reply, reply).toMatch(/over budget|9,500,000|like I said/i);
      expect(t.replies.slice(1).some((r) => /like I said, 9,500,000 is over budget/i.test(r))).toBe(true);
    }
  });

  it('returns a hello before the business, then names the concern on the table', () => {
    const t = play(p, 'closing', 'hi', ['Good to see you again. Thanks for getting everyone together.']);
    expect(t.replies[0]).toMatch(/^(Likewise|Good to see you too|Glad we could find the time)\./);
    expect(t.state.objectionsOpen).toEqual([p.objections[0]!.id]);
  });

  it('points back at the open concern by name after a side answer, and not on every turn', () => {
    const t = play(p, 'closing', 'steer', [
      'Who do you use today for this equipment?',
      'How many people do you have per shift?',
      'When do you need the machine running?',
      'How do you handle sanitation today?',
    ]);
    const steers = t.replies.map((r) => /still need an answer on|still leaves|doesn't change|now, about/i.test(r));
    // Never a nudge with nothing named ("back to my question" when none was asked).
    for (const r of t.replies) expect(r).not.toMatch(/back to my question|the other thing|my concern\./i);
    expect(steers.filter(Boolean).length).toBeGreaterThan(0);
    steers.forEach((s, i) => expect(s && steers[i + 1], t.replies.join(' | ')).toBeFalsy());
  });

  it('says what stands in the way when it turns down the order, even once its wordings are used up', () => {
    const opened = play(p, 'closing', 'nyet', []).state;
    const open = p.objections[0]!;
    // Every way of naming the concern again has been said already this call.
    const names = ['operator training', 'price', 'budget', 'payback', 'installation', 'terms', 'timing'];
    const said = [open.text, ...names.flatMap((n) => stillOpenIntros(`the ${n}`))].flatMap(sentenceFingerprints);
    const state = { ...opened, memory: { ...memoryOf(opened), said } };
    const reply = respond(p, 'closing', state, 'Can we get this signed?').text;
    expect(reply).toMatch(/first\.$/);
  });

  it('acknowledges thanks and a promise to send something at the end of the meeting', () => {
    const t = play(p, 'closing', 'bye', [
      'Who else would be involved on your side?',
      "Cool, I'll send the revised quote over then.",
      'thanks, really appreciate your time',
    ]);
    expect(t.replies[1]).toMatch(
      /^(Fine, send it over|Okay\. I'll look out for it|Sounds good\. Send it through|Send it and I'll have a look)\./,
    );
    expect(t.replies[2]).toMatch(/^(Sure|No problem|You're welcome|Any time)\./);
    for (const r of t.replies) expect(r).not.toMatch(/first\.$|going round in circles|park it/i);
  });

  it('hears the words of a close inside a condition that sets up a question as no close', () => {
    const t = play(p, 'closing', 'cond', ['If you decided to go ahead, what are the steps on your side?']);
    // Not turned down as an ask for the order: answered, without "not yet".
    expect(t.replies[0]).not.toMatch(/Not yet|Not so fast|Hold on|Slow down/);
  });

  it('lets the rep say hello and set out an agenda before counting the concern as dodged', () => {
    const t = play(p, 'closing', 'agenda', [
      'Hello, good afternoon, thanks for making the time.',
      'I have the questions from your manager, I will go one by one, please stop me if something is not clear.',
      'First, the price: the offer is one hundred twelve thousand net.',
    ]);
    for (const reply of t.replies)
      expect(reply).not.toMatch(/going round in circles|park it|set it aside|leave that where it is/i);
    expect(t.state.outcome).toBe('in_progress');
  });

  it('takes "how does it work?" for a question, not for a check that the concern is settled', () => {
    const [first, second] = p.objections;
    // One concern settled, the next on the table: a check-back would be answered on both.
    const opened = play(p, 'closing', 'how', []).state;
    const state = { ...opened, objectionsOpen: [second!.id], objectionsQueued: [], objectionsResolved: [first!.id] };
    const reply = respond(
      p,
      'closing',
      state,
      'What is the next step on your side, you prepare a recommendation and then it goes to a committee, or how does it work?',
    ).text;
    expect(reply).not.toMatch(/that works|that covers|comfortable with now|not yet|not really/i);
  });

  it('pushes back on a vague answer', () => {
    const t = play(p, 'closing', 'c4', ['We always take care of our customers, trust me.']);
    expect(t.state.objectionsResolved).toEqual([]);
  });

  it('does not take a question in the concern’s own words for an answer to it', () => {
    // Settle the concerns raised before the import one, so it is the one on the table.
    let state = play(p, 'closing', 'c4b', []).state;
    for (let i = 0; i < p.objections.length && state.objectionsOpen[0] !== 'mx_import'; i++) {
      const current = p.objections.find((o) => o.id === state.objectionsOpen[0])!;
      state = respond(p, 'closing', state, current.resolutionHint).state;
    }
    expect(state.objectionsOpen[0]).toBe('mx_import');
    const asked = respond(p, 'closing', state, 'Will you bring it in under IMMEX or pay the import duty?');
    expect(asked.state.objectionsOpen).toContain('mx_import');
    const answered = respond(
      p,
      'closing',
      state,
      'It ships DDP under IMMEX and our broker sends every customs document.',
    );
    expect(answered.state.objectionsOpen).not.toContain('mx_import');
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

describe('closing buyer with the rep’s proposal', () => {
  const PROPOSAL =
    'The FillMaster 3000 rotary filler is quoted at $412,000 installed. Lead time is 14 weeks from purchase order. ' +
    'The warranty covers parts and labour for two years. Payment terms are 30% deposit with the order and the ' +
    'balance net 30 after commissioning. Rated throughput is 120 bottles per minute.';
  const input = {
    mode: 'closing',
    role: 'plant_manager',
    geography: 'us',
    manufacturingModel: 'self_manufacturing',
  } as const;
  const withDocument = persona({ ...input, documentSummary: PROPOSAL });
  const without = persona(input);
  const asksLeadTime = /14 weeks/;
  const asksWarranty = /two years/i;

  /** Answers whatever is open with its resolution until nothing is, and collects what the buyer said. */
  function resolveEverything(p: typeof withDocument, seed: string) {
    const t = play(p, 'closing', seed, []);
    const said = [t.opening];
    let state = t.state;
    for (let i = 0; i < 12 && state.objectionsOpen.length > 0; i++) {
      const open = state.objectionsOpen[0]!;
      const hint = p.objections.find((o) => o.id === open)?.resolutionHint ?? documentHints[open];
      const r = respond(p, 'closing', state, hint ?? 'We will put it in writing.');
      said.push(r.text);
      state = r.state;
    }
    return { said, state };
  }
  const documentHints: Record<string, string> = {
    'doc:lead_time': 'We will reserve a build slot and expedite it, so it ships before your shutdown, in writing.',
    'doc:warranty': 'We will extend the warranty with a service agreement and on-site response time in writing.',
    'doc:price': 'The payback is under two years on savings per case, and we can phase the payments.',
    'doc:payment_terms': 'We can move to milestone payments with a holdback until acceptance.',
  };

  it('opens on the proposal’s real price', () => {
    expect(play(withDocument, 'closing', 'd1', []).opening).toContain('$412,000');
  });

  it('asks about the proposal’s lead time and warranty over the call, each once, then commits', () => {
    for (const seed of ['d2', 'd3', 'd4']) {
      const { said, state } = resolveEverything(withDocument, seed);
      expect(
        said.filter((m) => asksLeadTime.test(m)),
        seed,
      ).toHaveLength(1);
      expect(
        said.filter((m) => asksWarranty.test(m) && /warrant/i.test(m)),
        seed,
      ).toHaveLength(1);
      expect(state.objectionsResolved).toEqual(expect.arrayContaining(['doc:lead_time', 'doc:warranty']));
      const commit = respond(withDocument, 'closing', state, 'Are you ready to move forward with the order?');
      expect(commit.state.outcome).toBe('next_step_agreed');
    }
  });

  it('asks about the lead time as soon as the rep brings up delivery', () => {
    const t = play(withDocument, 'closing', 'd5', ["Let's talk about delivery. What is your deadline?"]);
    expect(t.replies[0]).toMatch(asksLeadTime);
    expect(t.state.objectionsOpen[0]).toBe('doc:lead_time');
  });

  it('answers a question on timing with the proposal’s lead time, not a shrug before it', () => {
    // A guarded senior buyer deflects timing questions; with the proposal in hand it has a real answer.
    const guarded = persona({ ...input, role: 'procurement_manager', experience: 'senior', documentSummary: PROPOSAL });
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const t = play(guarded, 'closing', seed, ["Let's talk about delivery. What is your deadline?"]);
      expect(t.replies[0]).toMatch(asksLeadTime);
      expect(t.replies[0]).not.toMatch(/no rush|no fixed date/i);
    }
  });

  it('never quotes a figure again, however the rep dodges', () => {
    const dodges = ["Let's talk about delivery.", 'Trust me, it will be fine.', 'Can we sign today?', 'What else?'];
    const t = play(
      withDocument,
      'closing',
      'd6',
      Array.from({ length: 24 }, (_, i) => dodges[i % dodges.length]!),
    );
    expect([t.opening, ...t.replies].filter((m) => asksLeadTime.test(m)).length).toBeLessThanOrEqual(1);
  });

  it('reads a proposal uploaded during the call from the next turn', () => {
    const opened = play(without, 'closing', 'd7', []);
    const r = respond(withDocument, 'closing', opened.state, 'When do you need delivery?');
    expect(r.text).toMatch(asksLeadTime);
  });

  it('lists the proposal concerns it voices, for the report to count them', () => {
    const t = play(withDocument, 'closing', 'd5', ["Let's talk about delivery. What is your deadline?"]);
    const raised = concernTexts(withDocument, t.state).filter((text) => asksLeadTime.test(text));
    expect(raised.length).toBeGreaterThan(1);
    expect(raised.some((text) => t.replies[0]!.includes(text))).toBe(true);
  });

  it('without a document invents no figures', () => {
    const t = play(without, 'closing', 'd8', []);
    expect(t.opening).not.toMatch(/\$\d/);
    const { said, state } = resolveEverything(without, 'd8');
    const delivery = play(without, 'closing', 'd9', ["Let's talk about delivery. What is your deadline?"]);
    for (const m of [...said, ...delivery.replies])
      expect(m).not.toMatch(/your proposal (says|gives|claims|rates)|\d+ weeks/);
    expect([...state.objectionsResolved, ...delivery.state.objectionsOpen].some((id) => id.startsWith('doc:'))).toBe(
      false,
    );
  });
});

describe("closing buyer: a question on the concern's own subject", () => {
  it('is answered, neither parked nor taken for a weak try at settling it', () => {
    const p = persona({ mode: 'closing', role: 'plant_manager' });
    const concern = p.objections[0]!;
    const asking: ClauseModel = {
      ...clauseModel(),
      act: () => ({ label: 'question', confidence: 0.99, runnerUp: null, runnerUpConfidence: 0 }),
      questionTopic: () => ({ label: concern.topic, confidence: 0.99, runnerUp: null, runnerUpConfidence: 0 }),
    };
    const t = play(p, 'closing', 'q1', ['Okay.', 'What, if anything, is still holding you back?', 'I see.']);
    const question = 'Would a weekend for that work better for your team?';
    const r = respond(p, 'closing', t.state, question, understand(question, asking));
    expect(r.text).not.toMatch(/park it|set it aside|leave that where it is|be concrete|talking around it/i);
    expect(r.meta.answeredTopics).toContain(concern.topic);
  });
});
