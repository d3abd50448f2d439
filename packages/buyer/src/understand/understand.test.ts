import { describe, expect, it } from 'vitest';
import { modelReading } from '../testing/model-reading';
import type { ClauseModel } from './model';
import { understand } from './understand';

describe('an unsure reading of an act that sours the call', () => {
  it('is a question when the clause is worded as one', () => {
    const u = understand('and who ends up paying for all that rework', modelReading('rudeness', 0.6, 'value'));
    expect(u.acts).toEqual(['question']);
    expect(u.tone).toBe('neutral');
  });

  it('is neither rude nor a pitch when the second reading asks nothing', () => {
    const u = understand('what we do is cut that in half', modelReading('rudeness', 0.6, 'value'));
    expect(u.acts).toEqual(['acknowledge']);
  });

  it('takes the second reading when that asks something', () => {
    const u = understand('so can you walk me through it', modelReading('rudeness', 0.6, 'clarify'));
    expect(u.acts).toEqual(['clarify']);
  });

  it('stays rude when the model is sure', () => {
    const u = understand('you clearly have no clue', modelReading('rudeness', 0.95, 'value'));
    expect(u.tone).toBe('rude');
  });
});

describe('a question in pieces', () => {
  /** A model sure of a topic only when the clause names it. */
  const naming: ClauseModel = {
    ...modelReading('question', 0.9, null),
    questionTopic: (text) =>
      /changeover/.test(text)
        ? { label: 'changeover', confidence: 0.9, runnerUp: null, runnerUpConfidence: 0 }
        : { label: 'next_step', confidence: 0.4, runnerUp: 'operations', runnerUpConfidence: 0.3 },
  };

  it('reads a fragment the model is unsure of beside the piece before it', () => {
    const u = understand("let's stay with changeovers for a sec, how many a week on line 4?", naming);
    expect(u.clauses.map((c) => c.topic)).toEqual(['changeover', 'changeover']);
    expect(u.questionTopics[0]).toBe('changeover');
  });

  it('keeps a clause’s own topic when the model is sure of it alone', () => {
    const sure: ClauseModel = {
      ...naming,
      questionTopic: (text) =>
        /budget/.test(text)
          ? { label: 'budget', confidence: 0.95, runnerUp: null, runnerUpConfidence: 0 }
          : naming.questionTopic(text),
    };
    const u = understand('how long are changeovers? and is there budget this year?', sure);
    expect(u.questionTopics).toEqual(['changeover', 'budget']);
  });
});

describe('a turn that asks several things', () => {
  /** Reads "lines", "runs" and "week" as operations, anything else as a fairly sure next step. */
  const reading: ClauseModel = {
    ...modelReading('question', 0.9, null),
    questionTopic: (text) =>
      /lines|runs|week/.test(text)
        ? { label: 'operations', confidence: 0.7, runnerUp: null, runnerUpConfidence: 0 }
        : { label: 'next_step', confidence: 0.9, runnerUp: null, runnerUpConfidence: 0 },
  };

  it('is mostly about what most of its questions ask', () => {
    const u = understand(
      'Can you give me a feel for the packaging hall? How many lines, what runs on each, what a normal week looks like.',
      reading,
    );
    expect(u.questionTopics[0]).toBe('operations');
  });

  it('keeps the order of two questions read about as surely', () => {
    const u = understand('can you give me a feel for it, and how many lines?', {
      ...reading,
      questionTopic: (text) =>
        /lines/.test(text)
          ? { label: 'operations', confidence: 0.88, runnerUp: null, runnerUpConfidence: 0 }
          : reading.questionTopic(text),
    });
    expect(u.questionTopics).toEqual(['next_step', 'operations']);
  });
});

describe('a remark the model thought rude but was unsure of', () => {
  it('has an edge, and is read as the safer act', () => {
    const u = understand('yeah well good luck with that', modelReading('rudeness', 0.7, 'acknowledge'));
    expect(u.tone).toBe('edgy');
    expect(u.acts).not.toContain('rudeness');
  });

  it('has none when the model barely thought so', () => {
    expect(understand('yeah well good luck with that', modelReading('rudeness', 0.5, 'acknowledge')).tone).toBe(
      'neutral',
    );
  });
});

describe('an unsure guess of a question', () => {
  it('is what the model read second when nothing in the clause asks', () => {
    const u = understand('Rachel Lim from Sealwise', modelReading('question', 0.21, 'introduction'));
    expect(u.acts).toEqual(['introduction']);
    expect(u.questionTopics).toEqual([]);
  });

  it('stays a question when it carries a question mark or a question word', () => {
    expect(understand('two shifts over there?', modelReading('question', 0.21, 'inform')).acts).toEqual(['question']);
    expect(understand('so how many shifts', modelReading('question', 0.21, 'inform')).acts).toEqual(['question']);
  });

  it('stays a question when the model is sure enough', () => {
    expect(understand('you run two shifts right', modelReading('question', 0.5, 'inform')).acts).toEqual(['question']);
  });
});

describe('a day of the month on its own', () => {
  it('is a proposed time, so "…maybe the 12th in the morning. Would that work?" asks for a meeting', () => {
    const u = understand(
      'Let me propose a technical session with our engineer, maybe the 12th in the morning. Would that work?',
    );
    expect(u.entities.times.map((t) => t.day)).toContain(12);
    expect(understand('we put in the 2nd line last year').entities.times).toEqual([]);
  });
});

describe('a day said relative to today', () => {
  it('names no day of the month: "next week" is not "the 12th", "tomorrow at 10" keeps its clock time', () => {
    const [nextWeek] = understand('Could I come by next week?').entities.times;
    expect(nextWeek).toMatchObject({ text: 'next week', day: null, weekday: null });
    const [tomorrow] = understand('how about tomorrow at 10?').entities.times;
    expect(tomorrow).toMatchObject({ day: null, hour: 10 });
    expect(understand('could we do March 3 at 2pm?').entities.times[0]).toMatchObject({ day: 3, hour: 14 });
  });
});

describe('an edge', () => {
  it('needs the model to lean to rudeness by at least 0.7', () => {
    expect(understand('And timing', modelReading('rudeness', 0.65, 'acknowledge')).tone).toBe('neutral');
    expect(understand('ya everybody does lol', modelReading('rudeness', 0.75, 'acknowledge')).tone).toBe('edgy');
  });
});

describe('a yes/no question without its question mark', () => {
  it('asks, whatever the model read: "anyway are you good with the ninety four grand"', () => {
    const u = understand('anyway are you good with the ninety four grand', modelReading('inform', 0.95, null));
    expect(u.acts).toEqual(['question']);
    expect(understand('we are good with that', modelReading('inform', 0.95, null)).acts).toEqual(['inform']);
    const labelled = understand('are you good with that', modelReading('question', 0.95, null), [
      { act: 'inform', topic: null },
    ]);
    expect(labelled.acts, "a language model's label stands as given").toEqual(['inform']);
  });
});

describe('a question that names a sum', () => {
  it('is about money first: the money topic it was read with leads', () => {
    const money: ClauseModel = {
      ...modelReading('question', 0.95, null),
      questionTopic: () => ({ label: 'next_step', confidence: 0.5, runnerUp: 'budget', runnerUpConfidence: 0.45 }),
    };
    const u = understand('how would your CFO look at 186,500 against what you have approved', money);
    expect(u.questionTopics[0]).toBe('budget');
  });
});

describe('an outcome claimed with its before and after', () => {
  it('is value, however many machine words come with it', () => {
    const claim = 'at one plant we took a 90-minute format change down to about 25 with tool-less change parts';
    expect(understand(claim, modelReading('feature', 0.9, 'value')).acts).toEqual(['value']);
    const spec = 'the filler runs up to 120 bottles per minute with 24 heads';
    expect(understand(spec, modelReading('feature', 0.9, 'value')).acts).toEqual(['feature']);
  });
});

describe('the rep asking what they said', () => {
  it('is a question, not a request to hear the buyer again', () => {
    const u = understand('wait what did i say the price was', modelReading('repeat_request', 0.45, 'clarify'));
    expect(u.acts).toEqual(['question']);
    expect(understand('sorry what was that', modelReading('repeat_request', 0.9, 'clarify')).acts).toEqual([
      'repeat_request',
    ]);
  });
});

describe('a fact checked with a tag', () => {
  it('asks when the model half read it as a question; a sure summary stays one', () => {
    const check = 'and youre running two shifts on that line right';
    expect(understand(check, modelReading('summary', 0.35, 'question')).acts).toEqual(['question']);
    expect(understand(check, modelReading('summary', 0.8, 'question')).acts).toEqual(['summary']);
    expect(understand('so two shifts on that line', modelReading('summary', 0.35, 'question')).acts).toEqual([
      'summary',
    ]);
  });
});

describe('a guess about the buyer closed by a tag', () => {
  it('asks the buyer to confirm it, however sure the model was of an acknowledgement', () => {
    const guess = 'your changeovers are probably too long right';
    expect(understand(guess, modelReading('acknowledge', 1, 'question')).acts).toEqual(['question']);
    // A short acknowledgement, or one about nothing of the buyer's, stays one.
    expect(understand('ok right', modelReading('acknowledge', 1, 'question')).acts).toEqual(['acknowledge']);
    expect(understand('you got it right', modelReading('acknowledge', 1, 'question')).acts).toEqual(['acknowledge']);
    expect(understand('that is the one we shipped, right', modelReading('acknowledge', 1, 'question')).acts).toEqual([
      'acknowledge',
    ]);
  });
});

describe('a question naming a sum', () => {
  it('is about money first, unless it asks who', () => {
    expect(understand('where does 186,500 land against what you have approved?').questionTopics[0]).toMatch(
      /budget|price/,
    );
    expect(understand('who signs for fifty grand at your place, you or the owner?').questionTopics[0]).toBe(
      'authority',
    );
    // Weighed against what was set aside, it is about the budget.
    expect(understand('And the 214,900, that fits in what you have approved?').questionTopics[0]).toBe('budget');
    expect(understand('And the quarter million, is that gonna be okay budget-wise?').questionTopics[0]).toBe('budget');
  });
});

describe('a checklist question the model half took for breaking the role', () => {
  it('is a question unless it says something about the exercise itself', () => {
    expect(understand('What are your pain points?', modelReading('role_break', 0.74, 'question')).acts).toEqual([
      'question',
    ]);
    expect(
      understand('what does the scenario say your pain points are', modelReading('role_break', 0.74, 'question')).acts,
    ).toEqual(['role_break']);
  });
});

describe('a question put politely as a statement', () => {
  it('asks: "I was just wondering if you guys had any thermoformers up there"', () => {
    const polite = 'I was just wondering if you guys had any thermoformers up there in Kitchener';
    expect(understand(polite, modelReading('small_talk', 0.44, 'question')).acts).toEqual(['question']);
    expect(understand('I was just thinking about you guys', modelReading('small_talk', 0.44, 'question')).acts).toEqual(
      ['small_talk'],
    );
  });
});

describe('what the rep did for another plant', () => {
  it('is a reference, whatever machine words it carries', () => {
    const line = 'We did a cell for a co-packer in Joliet that changes formats in under five minutes from the HMI';
    expect(understand(line, modelReading('feature', 0.79, 'social_proof')).acts).toEqual(['social_proof']);
    expect(
      understand('our cell has a servo gripper and a 10 inch HMI', modelReading('feature', 0.79, 'value')).acts,
    ).toEqual(['feature']);
  });
});

describe('a question in its grammar that the model read as something else', () => {
  it('asks when it opens with a question word and a verb: "and how hard has it been keeping people…"', () => {
    const staffing = 'and how hard has it been keeping people on those stacking jobs, I hear turnover is brutal';
    expect(understand(staffing, modelReading('empathy', 0.77, 'rudeness')).acts).toEqual(['question']);
    const anything = "yeah ok and um is there anything that's just, like, bugging you about them";
    expect(understand(anything, modelReading('acknowledge', 1, 'empathy')).acts).toEqual(['question']);
    // Sympathy and a replay keep their act, whatever question word they open with.
    expect(understand('how frustrating is that', modelReading('empathy', 0.9, null)).acts).toEqual(['empathy']);
    expect(understand('how hard that must be for the crew', modelReading('empathy', 0.9, null)).acts).toEqual([
      'empathy',
    ]);
    const replay = "what I'm hearing is the filler's fine but the capper keeps jamming";
    expect(understand(replay, modelReading('summary', 0.9, null)).acts).toEqual(['summary']);
  });

  it('asks when a verb and a pronoun close it: "…, wouldn\'t you"', () => {
    const money = "you'd be able to find the money for something like that, wouldn't you";
    expect(understand(money, modelReading('value', 0.89, 'question')).acts).toEqual(['question']);
    const others = "and you're not really looking at anybody else are you";
    expect(understand(others, modelReading('rudeness', 0.89, 'summary')).acts).toEqual(['question']);
    expect(understand(others, modelReading('rudeness', 0.97, 'summary')).acts, 'a sure reading stands').toEqual([
      'rudeness',
    ]);
    const same = 'the old fillers never held their weights and neither did they';
    expect(understand(same, modelReading('value', 0.89, null)).acts).toEqual(['value']);
  });
});

describe('a check or an ask in words the model half read as something else', () => {
  it('asks by a check on what came before: "was that ok with purchasing", "is that going to be ok"', () => {
    const warranty = 'and the warranty stuff was that ok with purchasing';
    expect(understand(warranty, modelReading('question', 0.33, 'inform')).acts).toEqual(['question']);
    const response =
      'you asked about response time so its twenty four hours on site is that going to be ok for you guys';
    expect(understand(response, modelReading('permission', 0.45, 'question')).acts).toEqual(['question']);
    expect(understand(response, modelReading('permission', 0.9, 'question')).acts, 'a sure reading stands').toEqual([
      'permission',
    ]);
    // Without the check's words, an unsure question is what the model read second.
    expect(understand('Rachel Lim from Sealwise', modelReading('question', 0.33, 'inform')).acts).not.toContain(
      'question',
    );
  });

  it('asks by an imperative that wants to know: "tell me where…", "walk me through…"', () => {
    const swabs = "so you said the swabs keep coming back, tell me where exactly they're turning up";
    expect(understand(swabs, modelReading('summary', 0.8, 'clarify')).acts).toEqual(['question']);
    const walk = 'walk me through a changeover on the pouch line';
    expect(understand(walk, modelReading('inform', 0.7, null)).acts).toEqual(['question']);
    // Telling the buyer something in the imperative is not asking.
    const letMe = 'let me tell you how we did it for a bakery in Ohio';
    expect(understand(letMe, modelReading('inform', 0.7, null)).acts).toEqual(['inform']);
  });
});
