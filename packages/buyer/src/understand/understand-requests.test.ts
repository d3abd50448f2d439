import { describe, expect, it } from 'vitest';
import { modelReading } from '../testing/model-reading';
import type { ClauseModel } from './model';
import { understand } from './understand';

// Requests for a meeting or the decision, and their near twins, as the layer reads them over a
// stub model (understand.test.ts has the rest of the layer).

describe('a question that asks for the decision in so many words', () => {
  const asking = modelReading('question', 0.95, 'close_request');

  it('is a close request beside the question it is worded as', () => {
    for (const line of [
      'So would you be open to going with us for the next freezer?',
      'With the guarantee in writing, are you comfortable recommending us to your GM?',
      'would that let you sign this month',
      'what would it take to get the PO this week',
      'So, uh, would you sign if I got you that three percent?',
      'Actually could you just give me a verbal yes today so I can put it in the forecast?',
    ])
      expect(understand(line, asking).acts).toContain('close_request');
  });

  it('is found inside an offer: "…can we close it today"', () => {
    const u = understand('ok what if i throw in free shipping can we close it today', modelReading('offer', 0.8, null));
    expect(u.acts).toEqual(['offer', 'close_request']);
  });

  it('is found inside money off for the order: "send me the PO today and I’ll knock off five grand"', () => {
    const discount = modelReading('discount', 0.94, 'close_request');
    expect(understand("Send me the PO today and I'll knock off five grand", discount).acts).toEqual([
      'discount',
      'close_request',
    ]);
    // Money off alone asks for nothing.
    expect(understand('I could probably do like 10% off if that helps', discount).acts).toEqual(['discount']);
  });

  it('is not read into questions about who decides or how', () => {
    expect(understand('who signs off on the order', modelReading('close_request', 0.7, 'question')).acts).toEqual([
      'question',
    ]);
    expect(understand('how do you usually place an order', asking).acts).toEqual(['question']);
  });
});

describe('an unsure reading beside a request in request words', () => {
  it('is the request: "how about i come back next month" is not a discount', () => {
    const u = understand('ok how about i come back next month', modelReading('discount', 0.5, 'meeting_request'));
    expect(u.acts).toEqual(['meeting_request']);
  });

  it('stays what it was when the model is sure, or when it asks something', () => {
    expect(understand('how about 5 percent off', modelReading('discount', 0.8, 'meeting_request')).acts).toEqual([
      'discount',
    ]);
    expect(
      understand('could we see the layout next week?', modelReading('question', 0.5, 'meeting_request')).acts,
    ).toEqual(['question']);
  });

  it('hears "should I put you down for one" as asking for the order', () => {
    expect(understand('So should I put you down for one?', modelReading('question', 0.95, null)).acts).toContain(
      'close_request',
    );
  });
});

describe('a request read without request words', () => {
  it('asks when its wording asks, after fillers or at its end', () => {
    expect(understand('so uh what do you think', modelReading('close_request', 0.9, 'question')).acts).toEqual([
      'question',
    ]);
    const check = 'install wise we said six weeks on site is that still ok with production';
    // The recap and the check on it are two clauses (clauses.ts, CHECK): the check asks, nothing accepts.
    expect(understand(check, modelReading('accept', 0.4, 'question')).acts).toEqual(['inform', 'question']);
    expect(understand('we said six weeks on site', modelReading('accept', 0.4, 'question')).acts).toEqual(['inform']);
  });
});

describe('an unsure yes asked as a question, in request words', () => {
  it('proposes: "perhaps a phone call first, Monday afternoon?" asks for a meeting', () => {
    const u = understand('perhaps a phone call first, Monday afternoon?', modelReading('accept', 0.51, 'rudeness'));
    expect(u.acts).toEqual(['meeting_request']);
    expect(understand('Monday afternoon works', modelReading('accept', 0.51, 'rudeness')).acts).toEqual(['accept']);
  });
});

describe('the rep offering to come at a time', () => {
  it('proposes a meeting, however the sentence was read', () => {
    const visit = 'I come to San Luis Potosí on the 18th, I watch one changeover with your team';
    expect(understand(visit, modelReading('inform', 1, 'feature')).acts).toContain('meeting_request');
    // A visit in the past, or a visit with no time, proposes nothing.
    expect(
      understand('we were in Monterrey on the 18th for a customer', modelReading('inform', 1, 'feature')).acts,
    ).toEqual(['inform']);
    expect(understand('I can come and look at the line', modelReading('inform', 1, 'feature')).acts).toEqual([
      'inform',
    ]);
  });
});

describe('a condition that sets up a question', () => {
  it('asks for nothing of its own: "if you decided to go ahead, what are the steps?"', () => {
    const u = understand('If you decided to go ahead, what are the steps, would you need three quotes?');
    expect(u.acts).not.toContain('close_request');
    expect(u.questionTopics[0]).toBe('decision_process');
    // A condition put to the buyer with the ask itself still asks.
    expect(understand('if we can hold the July window, can we get the PO this week?').acts).toContain('close_request');
  });
});

describe('a meeting promised without a pitch', () => {
  it('is no rudeness: "No slides, just the video and your questions"', () => {
    expect(understand('No slides, just the video and your questions.').acts).not.toContain('rudeness');
    expect(understand('just answer the question').acts).toContain('rudeness');
  });
});

describe('the decision asked in the fewest words', () => {
  it('asks for it: "so you buy it"', () => {
    expect(understand('so you buy it', modelReading('summary', 0.9, 'question')).acts).toContain('close_request');
    expect(understand('so you run it on nights', modelReading('summary', 0.9, 'question')).acts).not.toContain(
      'close_request',
    );
  });
});

describe('a meeting proposed as getting back together', () => {
  it('is in request words', () => {
    const u = understand(
      'so maybe i put together some info and we get back together in a couple weeks',
      modelReading('meeting_request', 0.89, 'inform'),
    );
    expect(u.acts).toEqual(['meeting_request']);
  });
});

describe('a request the model is unsure of, before a plain question', () => {
  /** Reads the clause before the comma as an unsure request and the rest as a question. */
  const reading = (confidence: number): ClauseModel => ({
    ...modelReading('question', 0.95, null),
    act: (text) =>
      /(sign off|talk it through now|tuesday at 10)\??$/i.test(text)
        ? { label: 'close_request', confidence, runnerUp: 'question', runnerUpConfidence: 1 - confidence }
        : { label: 'question', confidence: 0.95, runnerUp: null, runnerUpConfidence: 0.05 },
  });

  it('only leads into the question', () => {
    for (const line of [
      'and the sign off, is that the last one or does it go up after you',
      'Can we talk it through now, what did legal want changed?',
    ])
      expect(understand(line, reading(0.4)).acts, line).not.toContain('close_request');
  });

  it('stays a request when the model is sure or it names a time', () => {
    expect(understand('Can we talk it through now, what did legal want changed?', reading(0.8)).acts).toContain(
      'close_request',
    );
    expect(understand('could we meet Tuesday at 10, who else should come?', reading(0.4)).acts).toContain(
      'close_request',
    );
  });
});

describe('a clause the model reads as a meeting request', () => {
  const proposing = modelReading('meeting_request', 0.86, 'clarify');

  it('is a change of subject when "how about" names no time or meeting', () => {
    expect(understand('how about the cooking step', proposing).acts).toEqual(['inform']);
    expect(understand('so what about your night crew?', proposing).acts).toEqual(['question']);
  });

  it('is a schedule when it names a range of days', () => {
    expect(understand('the phone line is staffed monday to friday', proposing).acts).toEqual(['inform']);
  });

  it('stays a request when it names a time or a meeting', () => {
    expect(understand('how about tuesday at 10', proposing).acts).toEqual(['meeting_request']);
    expect(understand('what about the week of the 20th for a visit', proposing).acts).toEqual(['meeting_request']);
  });
});

describe('a request without request words', () => {
  it('stands when the model is sure of it: "have we earned your business"', () => {
    expect(understand('have we earned your business', modelReading('close_request', 0.95, 'question')).acts).toEqual([
      'close_request',
    ]);
    expect(understand('ok are you in', modelReading('close_request', 0.95, 'question')).acts).toEqual([
      'close_request',
    ]);
  });

  it('is what its wording does when the model is unsure, or the clause too short to be sure of', () => {
    expect(understand('have we earned your business', modelReading('close_request', 0.8, 'question')).acts).toEqual([
      'question',
    ]);
    expect(understand("That's it?", modelReading('close_request', 1, 'close_request')).acts).toEqual(['question']);
  });
});

describe('a yes put as a question with a day in it', () => {
  it('proposes a meeting: "then perhaps a phone call first, Monday afternoon?"', () => {
    const yes = modelReading('accept', 0.62, 'rudeness');
    expect(
      understand('Understood. Then perhaps a phone call first, just the two of us, Monday afternoon?', yes).acts,
    ).toEqual(expect.arrayContaining(['meeting_request']));
    // A yes without a day, or said rather than asked, stays a yes.
    expect(understand('sounds good, a call works?', yes).acts).toEqual(['accept']);
    expect(understand('perfect, a call on Monday then', yes).acts).toEqual(['accept']);
  });
});

describe('a push for the order read as rude', () => {
  it('still asks for the order: "Come on Gary, just sign it, it\'s a no brainer"', () => {
    const u = understand("Come on Gary, just sign it, it's a no brainer.", modelReading('rudeness', 0.97, 'value'));
    expect(u.acts).toEqual(['rudeness', 'close_request']);
    expect(understand('come on, that is a no brainer', modelReading('rudeness', 0.97, 'value')).acts).toEqual([
      'rudeness',
    ]);
  });
});
