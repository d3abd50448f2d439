import { describe, expect, it } from 'vitest';
import { analyseSession } from './analyse.js';
import { buyer, conversation, rep } from './test-conversation.js';
import type { Analysis } from './types.js';

// Hand-written calls, independent of the calibration set: the same questions asked as a
// conversation and as a checklist, a keyword barrage, and the same words said rudely.

const OPENING = buyer('Dana speaking. I have a couple of minutes, what is this about?');
const ANSWER = buyer(
  'Changeovers on the bagger take us about forty minutes, six times a day, and overtime is through the roof.',
);
const skill = (a: Analysis, key: string) => a.skills.find((s) => s.key === key)!;

const conversational = analyseSession({
  mode: 'discovering',
  messages: conversation([
    OPENING,
    rep('Thanks for the time, Dana. How are changeovers going on your packaging line?'),
    ANSWER,
    rep('Forty minutes, six times a day — that is most of a shift. What does that cost you in overtime each week?'),
    buyer('About sixty hours of overtime a week, mostly weekends.'),
    rep('When that overtime runs for months, what happens to your crew?'),
    buyer('People burn out and we lose them; turnover is over fifty percent.'),
  ]),
});

describe('anti-gaming', () => {
  it('gives a checklist of questions far less discovery credit than the same ground covered as a conversation', () => {
    const checklist = analyseSession({
      mode: 'discovering',
      messages: conversation([
        OPENING,
        rep(
          "What's your biggest pain point? What's your budget? What's your timeline? Who is the decision maker? What are the next steps?",
        ),
        ANSWER,
        rep('What is the impact? How much does it cost you? Who else is involved? What is your process?'),
        buyer('Like I said, overtime.'),
      ]),
    });
    expect(skill(conversational, 'needs_discovery').score - skill(checklist, 'needs_discovery').score).toBeGreaterThan(
      20,
    );
    expect(conversational.overall_score).toBeGreaterThan(checklist.overall_score);
    expect(skill(checklist, 'needs_discovery').evidence.some((e) => /questions at once/i.test(e.note))).toBe(true);
  });

  it('earns little for a keyword barrage in one message', () => {
    const barrage = analyseSession({
      mode: 'discovering',
      messages: conversation([
        OPENING,
        rep(
          'I understand, I hear you, that makes sense, you mentioned changeovers, what is the impact, how much does it cost you per week, who signs off, what is your budget, ROI, payback, total cost of ownership, a plant like yours cut downtime by 40 percent, can we meet Tuesday at 10?',
        ),
        ANSWER,
        rep(
          'That makes sense, I appreciate it, what does that mean for you, how many hours per shift, who else is involved?',
        ),
        buyer('I am not sure what you are asking.'),
      ]),
    });
    expect(conversational.overall_score - barrage.overall_score).toBeGreaterThan(15);
    expect(skill(barrage, 'relationship_building').evidence.filter((e) => e.kind === 'strength')).toEqual([]);
  });

  it('sees the same barrage when it is cut into short sentences', () => {
    const chopped = analyseSession({
      mode: 'discovering',
      messages: conversation([
        OPENING,
        rep('Thanks for the time, Dana. How are changeovers going on your packaging line?'),
        ANSWER,
        rep(
          'I understand. I hear you. ROI. Payback. Total cost of ownership. A plant like yours did it. Who signs off? Tuesday at 10?',
        ),
        buyer('I am not sure what you are asking.'),
        rep('That makes sense. Fair point. What does that cost you per week? Cost per case. Can we meet Tuesday?'),
        buyer('Maybe.'),
      ]),
    });
    expect(conversational.overall_score - chopped.overall_score).toBeGreaterThan(15);
  });

  it('costs every skill when the rep is rude, whatever keywords the line holds', () => {
    // Typed, so speaking pace plays no part in the comparison.
    const messages = (middle: string) =>
      conversation([
        OPENING,
        rep('How are changeovers going on your packaging line?', { spoken: false }),
        ANSWER,
        rep(middle, { spoken: false }),
        buyer('About sixty hours a week.'),
      ]);
    const polite = analyseSession({
      mode: 'discovering',
      messages: messages('What does that cost you in overtime each week?'),
    });
    const rude = analyseSession({
      mode: 'discovering',
      messages: messages("That's a stupid way to run a plant. What does that cost you in overtime each week?"),
    });
    for (const s of polite.skills) expect(skill(rude, s.key).score, s.key).toBeLessThan(s.score);
    expect(skill(rude, 'relationship_building').evidence.some((e) => /insulting/i.test(e.note))).toBe(true);
  });
});

describe('coaching names the weak moments', () => {
  it('lists Start and Stop on a good call with a weak spot, quoting the weak moment, never a greeting', () => {
    const a = analyseSession({
      mode: 'prospecting',
      messages: conversation([
        OPENING,
        rep("Hi Dana, this is Sam from Apex Filling. I know I'm calling out of the blue — do you have thirty seconds?"),
        buyer('Go ahead.'),
        rep('How are changeovers going on your lines right now?'),
        ANSWER,
        rep('Our fillers have servo drives, a touchscreen HMI and tool-less nozzles.'),
        buyer('Okay.'),
        rep('Would twenty minutes next Tuesday at 10 be worth it to see if we can cut that changeover time?'),
        buyer('Fine, Tuesday at 10.'),
      ]),
      outcome: 'meeting_agreed',
    });
    expect(a.coaching.start.length).toBeGreaterThan(0);
    expect(a.coaching.stop.some((line) => line.includes('servo drives'))).toBe(true);
    const lines = [...a.coaching.keep, ...a.coaching.start, ...a.coaching.stop];
    expect(lines.some((line) => line.includes('this is Sam from Apex Filling'))).toBe(false);
  });
});
