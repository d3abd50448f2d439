import { describe, expect, it } from 'vitest';
import { splitClauses } from './clauses';

const texts = (s: string) => splitClauses(s).map((c) => c.text);

describe('splitClauses', () => {
  it('keeps abbreviations and decimals inside their sentence', () => {
    expect(texts('Could your team be on site at 2 a.m. on a Saturday? The total is 1.5 million.')).toEqual([
      'Could your team be on site at 2 a.m. on a Saturday',
      'The total is 1.5 million',
    ]);
    expect(texts('I spoke with Mr. Ruiz yesterday. He liked it.')).toHaveLength(2);
  });

  it('ends a sentence at a full stop before a lower-case word, as fast typists write', () => {
    expect(texts('ok that makes sense for a line like yours. does the money exist this year')).toEqual([
      'ok that makes sense for a line like yours',
      'does the money exist this year',
    ]);
    expect(texts('we run approx. 40 cases a minute and e.g. the 12 count')).toHaveLength(1);
  });

  it('does not make a clause of discourse words alone', () => {
    expect(texts('yeah ok and like how long does it take to get parts when something goes')).toEqual([
      'yeah ok and like how long does it take to get parts when something goes',
    ]);
    expect(texts('Okay, and what does it cost you?')).toEqual(['Okay what does it cost you']);
  });

  it('keeps a when or where part with its question, and splits a run of two questions', () => {
    expect(texts('What happens downstream when the packer can not keep up?')).toHaveLength(1);
    expect(texts("what's your budget how do you decide on these")).toEqual([
      "what's your budget",
      'how do you decide on these',
    ]);
  });

  it('marks every piece that opens like a question as asked', () => {
    const clauses = splitClauses("So what's the budget, and who signs?");
    expect(clauses.map((c) => c.asked)).toEqual([true, true]);
    expect(splitClauses('We run three shifts. Who signs?').map((c) => c.asked)).toEqual([false, true]);
  });
});

describe('a scene-setting clause before a question', () => {
  it('is not asked; the question after it is', () => {
    const clauses = splitClauses('When a line goes down like that, what does an hour of downtime cost you?');
    expect(clauses.map((c) => c.asked)).toEqual([false, true]);
  });
});

describe('a lead-in', () => {
  it('is every piece before the last of its sentence', () => {
    expect(splitClauses('Before we start, how long have you run purchasing here?').map((c) => c.leadIn)).toEqual([
      true,
      false,
    ]);
    expect(splitClauses('Call me before you start. Thanks.').map((c) => c.leadIn)).toEqual([false, false]);
  });
});

describe("a comma before the rep's own next point", () => {
  it('starts a new clause', () => {
    expect(texts('Thanks for your time today, I wanted to ask about your sanitation window.')).toEqual([
      'Thanks for your time today',
      'I wanted to ask about your sanitation window',
    ]);
  });
});

describe('a relative clause', () => {
  it('stays with the noun it describes', () => {
    expect(texts('Nobody wants to be the plant manager who took a chance on a new freezer')).toHaveLength(1);
    expect(texts('we talked to a guy who runs the night shift')).toHaveLength(1);
  });

  it('does not stop a new question from being cut off', () => {
    expect(texts('we have three lines which one is the bottleneck')).toEqual([
      'we have three lines',
      'which one is the bottleneck',
    ]);
  });
});

describe('a question word with an aside', () => {
  it('stays with the question it opens', () => {
    expect(texts('Before we talk next steps, what, if anything, is still keeping you from moving ahead?')).toEqual([
      'Before we talk next steps',
      'what, if anything is still keeping you from moving ahead',
    ]);
  });

  it('stays with what it was given', () => {
    expect(texts('what number would you carry for the package, given what I just shared')).toHaveLength(1);
  });
});

describe('a question that starts mid-run', () => {
  it('is cut off after "…, and I\'m curious whether" and after a spoken "are you"', () => {
    expect(texts("A few plants nearby fight long format changes, and I'm curious whether that hits you too.")).toEqual([
      'A few plants nearby fight long format changes',
      "I'm curious whether that hits you too",
    ]);
    expect(texts('a lot of plants around here struggle to staff nights are you seeing that at your place')).toEqual([
      'a lot of plants around here struggle to staff nights',
      'are you seeing that at your place',
    ]);
  });

  it('leaves a question whole when "do you" or "would you" belongs to it', () => {
    expect(texts('how much downtime do you have on the filler')).toHaveLength(1);
    expect(texts('so um how long does a changeover take would you say')).toHaveLength(1);
  });
});

describe('what the rep sets aside', () => {
  it('is no clause of its own: its topic is not what is asked', () => {
    expect(texts('Setting the audits aside, what frustrates your operators most?')).toEqual([
      'what frustrates your operators most',
    ]);
    expect(texts('Apart from the price, what would hold this up?')).toEqual(['what would hold this up']);
  });
});

describe('a rep turning to a new subject', () => {
  it('says nothing of its own: only what follows is read', () => {
    expect(texts("Switching gears a sec. On sanitation, how long's the washdown?")).toEqual([
      "how long's the washdown",
    ]);
    expect(texts('Okay, change of subject, who else are you looking at?')).toEqual(['who else are you looking at']);
    expect(texts('moving on. what does the budget look like')).toEqual(['what does the budget look like']);
  });

  it('keeps a sentence that says more than that', () => {
    expect(texts('We are switching gears on the line next month.')).toEqual([
      'We are switching gears on the line next month',
    ]);
    expect(texts('Moving on would be a mistake.')).toHaveLength(1);
  });
});

describe('a hedge at the end of a sentence', () => {
  it('stays with what it hedges: "Wednesday at 2 Pacific, maybe?" is one clause', () => {
    expect(texts('Wednesday at 2 Pacific, maybe?')).toEqual(['Wednesday at 2 Pacific, maybe']);
    expect(texts('Maybe. Let me think about it.')).toEqual(['Maybe', 'Let me think about it']);
  });
});

describe('when and where inside a sentence', () => {
  it('say when, and ask only with a verb of asking after them', () => {
    expect(texts("so you don't pay again when the yogurt customer switches formats")).toHaveLength(1);
    expect(texts('we lose about two hours when the filler jams when do you usually run sanitation')).toEqual([
      'we lose about two hours when the filler jams',
      'when do you usually run sanitation',
    ]);
  });
});

describe('a subject named with -wise', () => {
  it('leads into the question it names: "Timing-wise, when do you need it?" is one clause', () => {
    expect(texts('Timing-wise, when does your customer need the first cups off the line?')).toEqual([
      'Timing-wise when does your customer need the first cups off the line',
    ]);
  });
});

describe('a phrase that names the subject', () => {
  it('is no clause of its own: it goes with the clause it leads into', () => {
    expect(splitClauses('For the install, does the August shutdown still look like two weeks?')).toEqual([
      {
        text: 'does the August shutdown still look like two weeks',
        asked: true,
        leadIn: false,
        inQuestion: true,
        subject: 'For the install',
      },
    ]);
    expect(
      splitClauses('and on the purchasing side, does corporate have a standard supply agreement')[0],
    ).toMatchObject({
      text: 'does corporate have a standard supply agreement',
      subject: 'and on the purchasing side',
    });
  });

  it('is a phrase without a verb: a recap or a condition stays a clause', () => {
    expect(texts('Going back to what you said about nights, how many people are on?')).toHaveLength(2);
    expect(texts('With the guarantee in writing, are you comfortable recommending us?')).toHaveLength(2);
  });
});

describe('what a question is for', () => {
  it('stays with the question: "…, so we have it ready?" asks nothing of its own', () => {
    expect(texts('What will CFIA want to see from us at startup, so we have it ready?')).toEqual([
      'What will CFIA want to see from us at startup, so we have it ready',
    ]);
  });

  it('is not the rep\'s next point after a statement: "thanks…, so I wanted to ask…" splits as before', () => {
    expect(texts('Thanks for the time today, so I wanted to ask how the trial went')).toEqual([
      'Thanks for the time today',
      'I wanted to ask how the trial went',
    ]);
    expect(texts('great, so we have a deal then?')).toEqual(['great we have a deal then']);
  });
});

describe('a check on what was just said, mid-run', () => {
  it('starts a question of its own: "…net sixty on the last payment would that help your side"', () => {
    expect(
      texts('we could look at stretching the terms like net sixty on the last payment would that help your side'),
    ).toEqual([
      'we could look at stretching the terms like net sixty on the last payment',
      'would that help your side',
    ]);
    expect(texts('and the one ninety one five is that about what you were expecting to pay')).toHaveLength(2);
    // "is that" as a plain verb is no check.
    expect(texts('the reason is that we run two shifts on the filler line')).toHaveLength(1);
  });
});
