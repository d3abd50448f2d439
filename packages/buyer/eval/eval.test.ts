import { describe, expect, it } from 'vitest';
import type { Topic } from '../src/index';
import { persona } from '../src/testing/fixtures';
import { CONVERSATIONS } from './conversations/index';
import { asksWhoIsCalling, breaksRole, judgeRequest, quotesAmount, saysDidNotHear } from './judges/patterns';
import { sentenceReuse } from './judges/sentences';
import { mentionsTopic, topicVocabulary } from './judges/topic-vocabulary';
import { measure } from './measure';
import { playCall, readMeta } from './play';
import { MODES, type BuyerMeta, type Conversation, type PlayedCall, type PlayedTurn, type RepTurn } from './types';

// Each judge is run on hand-made replies, so a judge that cannot see its failure fails here.

const profile = persona();
const NO_META: BuyerMeta = { answeredTopics: [], request: null };
const OPENING = "Dana speaking. I've got a line down, so make it quick.";
const ROI_QUESTION = 'How much does an hour of downtime cost you?';
/** Every topic, checked complete by the type. */
const ALL_TOPICS: Record<Topic, true> = {
  operations: true,
  pains: true,
  metrics: true,
  budget: true,
  authority: true,
  timeline: true,
  decision_process: true,
  competitors: true,
  food_safety: true,
  compliance: true,
  maintenance: true,
  changeover: true,
  staffing: true,
  quality: true,
  price: true,
  roi: true,
  installation: true,
  support: true,
  contract: true,
  tariffs: true,
  next_step: true,
  rapport: true,
};

function call(turns: readonly [RepTurn, string, BuyerMeta?][], level: Conversation['level'] = 'average'): PlayedCall {
  const played: PlayedTurn[] = turns.map(([rep, reply, meta]) => ({ rep, reply, meta: meta ?? NO_META }));
  return {
    conversation: {
      name: 'hand-made',
      mode: 'prospecting',
      level,
      persona: profile.input,
      turns: turns.map(([rep]) => rep),
    },
    seed: 's',
    vocabulary: topicVocabulary(profile),
    opening: OPENING,
    turns: played,
    unplayed: 0,
    outcome: 'in_progress',
  };
}

describe('sentence reuse', () => {
  it('counts a reply that says an earlier five-word sentence again, whatever its case and punctuation', () => {
    const r = sentenceReuse(OPENING, [
      'We run three lines here. Changeovers are killing us this year.',
      'Mm. changeovers are KILLING us this year!',
      'We run three lines here.',
    ]);
    expect(r.reused.map((x) => x.length)).toEqual([0, 1, 1]);
    expect(r.maxCount).toBe(2);
  });

  it('counts the opening line as said, and ignores sentences under five words', () => {
    const r = sentenceReuse(OPENING, ["I've got a line down, so make it quick.", 'Go on.', 'Go on.', 'Go on.']);
    expect(r.reused.map((x) => x.length)).toEqual([1, 0, 0, 0]);
    expect(r.maxCount).toBe(2);
  });

  it('reports the most repeated sentence of a looping call', () => {
    const loop = Array.from(
      { length: 4 },
      (_, i) => `${['Next.', 'Look.', 'Again.', ''][i]} The price is still too high for us.`,
    );
    expect(sentenceReuse(OPENING, loop)).toMatchObject({
      maxCount: 4,
      maxSentence: 'the price is still too high for us',
    });
  });
});

describe('pattern judges', () => {
  it('hears a claimed bad line, but not a rebuke', () => {
    expect(saysDidNotHear('Sorry, you cut out there. What did you say?')).toBe(true);
    expect(saysDidNotHear('I didn’t quite get that, say that again?')).toBe(true);
    expect(saysDidNotHear("I'll pretend I didn't hear that. Where were we?")).toBe(false);
    expect(saysDidNotHear('We run three lines.')).toBe(false);
  });

  it('knows who-is-calling questions', () => {
    expect(asksWhoIsCalling('Sorry, who is this?')).toBe(true);
    expect(asksWhoIsCalling('Who am I speaking with?')).toBe(true);
    expect(asksWhoIsCalling('And what company are you with again?')).toBe(true);
    expect(asksWhoIsCalling('Who else is on your team?')).toBe(false);
  });

  it('catches a buyer leaving the role, not a buyer who wants prompt service', () => {
    expect(breaksRole('As an AI language model, I cannot agree to meetings.')).toBe(true);
    expect(breaksRole("This is just a role-play, so sure, let's say yes.")).toBe(true);
    expect(breaksRole('I need prompt service and a technician on site in a day.')).toBe(false);
  });

  it('counts a request answered by a time, a counter, a reasoned refusal or a report; not by a change of subject', () => {
    const meeting = (reply: string, meta = NO_META): boolean[] => Object.values(judgeRequest('meeting', reply, meta));
    expect(meeting('Tuesday at 10 works. Send the invite.')).toEqual([false, true]);
    expect(meeting("Tuesday's bad. Make it Thursday afternoon.")).toEqual([false, true]);
    expect(meeting('Okay, the 12th. Bring a payback on our numbers.')).toEqual([false, true]);
    expect(meeting("No. Not until you've talked to our maintenance lead.")).toEqual([false, true]);
    expect(meeting('Not so fast. The payment terms are still open.')).toEqual([false, true]);
    expect(meeting("Not yet. You haven't dealt with the payback yet.")).toEqual([false, true]);
    expect(meeting("Not so fast. I still don't have an answer on the installation.")).toEqual([false, true]);
    expect(meeting("Let's leave it there.")).toEqual([false, false]);
    expect(meeting('Slow down.')).toEqual([false, false]);
    expect(meeting("A next step toward what? You haven't really heard our problem yet.")).toEqual([false, true]);
    expect(meeting('That helps. Anyone running kettle chips?')).toEqual([false, false]);
    expect(meeting('Sure.', { answeredTopics: [], request: 'accepted' })).toEqual([true, false]);
    expect(Object.values(judgeRequest('close', "Alright, send me the contract and I'll sign.", NO_META))).toEqual([
      false,
      true,
    ]);
  });
});

describe('topic judges', () => {
  const vocabulary = topicVocabulary(profile);
  const roi = ROI_QUESTION;

  it('does not take price talk for an answer about the cost of downtime', () => {
    expect(mentionsTopic(vocabulary, 'roi', "Price is the last thing I'm thinking about.", roi)).toBe(false);
    expect(mentionsTopic(vocabulary, 'roi', 'An hour down costs us about twelve thousand in lost cases.', roi)).toBe(
      true,
    );
  });

  it("knows this persona's own facts, and does not count an echo of the rep's word", () => {
    expect(
      mentionsTopic(vocabulary, 'budget', `We have ${profile.budget.spoken} for it.`, 'Any money set aside?'),
    ).toBe(true);
    expect(
      mentionsTopic(
        vocabulary,
        'competitors',
        `It's ${profile.competitors.currentVendor} on that line.`,
        'Who do you use?',
      ),
    ).toBe(true);
    expect(mentionsTopic(vocabulary, 'budget', "I don't talk budget on a first call.", 'What is your budget?')).toBe(
      false,
    );
  });

  it('reads the buyer report defensively', () => {
    expect(readMeta({ text: 'x' })).toEqual(NO_META);
    expect(readMeta({ meta: { answeredTopics: 'roi', request: 'maybe' } })).toEqual(NO_META);
    expect(readMeta({ meta: { answeredTopics: ['roi'], request: 'countered' } })).toEqual({
      answeredTopics: ['roi'],
      request: 'countered',
    });
  });
});

describe('measure', () => {
  it('counts each failure once, with an example, and nothing on a clean call', () => {
    const bad = call(
      [
        [{ say: 'Hi Dana, this is Sam from Apex.', introduces: true }, 'Who is this?'],
        [{ say: ROI_QUESTION, topic: 'roi' }, 'Sorry, you broke up. What did you say?'],
        [{ say: 'How about Tuesday at 10?', request: 'meeting' }, 'Anyone running kettle chips?'],
        [{ say: 'asdf qwerty', gibberish: true }, 'You cut out there.'],
      ],
      'weak',
    );
    const f = measure([bad]);
    expect(f).toMatchObject({ forgottenIntroductions: 1, falseDidNotHear: 1, topicByVocabulary: { hits: 0, of: 1 } });
    expect(f.requestsByText).toEqual({ hits: 0, of: 1 });
    expect(f.weakCallsEnded).toEqual({ hits: 0, of: 1 });
    expect(f.examples.forgottenIntroductions[0]?.reply).toBe('Who is this?');

    const good = call([
      [{ say: 'Hi Dana, this is Sam from Apex.', introduces: true }, 'Okay Sam. What is it?'],
      [
        { say: ROI_QUESTION, topic: 'roi' },
        'An hour down costs us about twelve thousand.',
        { answeredTopics: ['roi'], request: null },
      ],
      [
        { say: 'How about Tuesday at 10?', request: 'meeting' },
        'Tuesday at 10 works.',
        { answeredTopics: [], request: 'accepted' },
      ],
    ]);
    expect(measure([good])).toMatchObject({
      forgottenIntroductions: 0,
      falseDidNotHear: 0,
      roleBreaks: 0,
      topicByMeta: { hits: 1, of: 1 },
      topicByVocabulary: { hits: 1, of: 1 },
      requestsByMeta: { hits: 1, of: 1 },
      requestsByText: { hits: 1, of: 1 },
      reuse: { hits: 0, of: 3 },
    });
  });

  it('plays a scripted rep against the real buyer to the end of the script or of the call', () => {
    const conversation = CONVERSATIONS[0]!;
    const played = playCall(conversation, 'test');
    expect(played.turns.length + played.unplayed).toBe(conversation.turns.length);
    expect(played.turns.every((t) => t.reply.trim() !== '')).toBe(true);
  });
});

describe('the suite', () => {
  it('has strong, average, weak and adversarial reps in every mode, at least 12 calls a mode, named once', () => {
    for (const mode of MODES) {
      const of = CONVERSATIONS.filter((c) => c.mode === mode);
      expect(of.length).toBeGreaterThanOrEqual(12);
      expect(new Set(of.map((c) => c.level))).toEqual(new Set(['strong', 'average', 'weak', 'adversarial']));
    }
    expect(new Set(CONVERSATIONS.map((c) => c.name)).size).toBe(CONVERSATIONS.length);
  });

  it('asks about every topic, proposes meetings and closes, and runs long closing calls', () => {
    const turns = CONVERSATIONS.flatMap((c) => c.turns).filter((t): t is RepTurn => typeof t !== 'string');
    const topics = new Set(turns.map((t) => t.topic));
    for (const topic of Object.keys(ALL_TOPICS)) expect(topics).toContain(topic);
    expect(turns.some((t) => t.request === 'meeting') && turns.some((t) => t.request === 'close')).toBe(true);
    const closing = CONVERSATIONS.filter((c) => c.mode === 'closing');
    expect(closing.every((c) => (c.persona.documentSummary ?? '') !== '')).toBe(true);
    expect(closing.filter((c) => c.turns.length >= 25).length).toBeGreaterThanOrEqual(2);
  });
});

describe('amount recall', () => {
  it('hears an amount quoted back in any form, and not a different one', () => {
    expect(quotesAmount('You said 186 thousand, and that is over budget.', 186_500)).toBe(true);
    expect(quotesAmount('At $412,000 I need a payback story.', 412_000)).toBe(true);
    expect(quotesAmount('USD 186,500 is still a lot.', 186_500)).toBe(true);
    expect(quotesAmount('At 1.2 million, I need to see the payback.', 1_200_000)).toBe(true);
    expect(quotesAmount('At 1.5 million, I need to see the payback.', 1_200_000)).toBe(false);
    expect(quotesAmount('The other quote was 168,500.', 186_500)).toBe(false);
    expect(quotesAmount('Price is the last thing on my mind.', 48_000)).toBe(false);
  });
});
