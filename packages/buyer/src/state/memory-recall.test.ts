import { describe, expect, it } from 'vitest';
import { amountsIn } from '../understand/entities';
import { introductionIn } from '../understand/introduction';
import { persona, play } from '../testing/fixtures';

describe('who is calling, said without the words of an introduction', () => {
  it('reads a full name and a company as a sentence of their own', () => {
    expect(introductionIn('Sven. Rick Danvers, Apex Hydraulics. You have leaks, I bet.')).toEqual({
      name: 'Rick',
      company: 'Apex Hydraulics',
    });
    expect(introductionIn('Morning Sven, Rick Danvers with Apex Hydraulics')).toMatchObject({ name: 'Rick' });
  });

  it('ends a long company name where its town begins', () => {
    expect(
      introductionIn("hey Dana it's Lee Wong from Lakeshore Process Equipment Group in Burlington, we met at the show"),
    ).toEqual({ name: 'Lee', company: 'Lakeshore Process Equipment Group' });
  });

  it('ends a company name where the next thought begins, and reads accented and lower-case names', () => {
    const cases: Array<[string, string | null, string | null]> = [
      ['hi dana its omar from brightline thanks for making the time again', 'Omar', 'Brightline'],
      ['hey dana sam from vantor conveying good to talk to you', 'Sam', 'Vantor Conveying'],
      ["Dana, Lars Sørby, Nordtek Controls, I'm the one your engineer told you about.", 'Lars', 'Nordtek Controls'],
      ["Dana? Yeah, Kurt from Fryline. Don't hang up.", 'Kurt', 'Fryline'],
      ['Dana! Kurt, Fryline. So, ready to sign?', 'Kurt', 'Fryline'],
      ["hey dana, it's kurt, fryline", 'Kurt', 'Fryline'],
      ['hola dana its kurt again', 'Kurt', null],
      ['Dana, hi. Kurt Lind, Regional VP at Fryline. I rarely call myself.', 'Kurt', 'Fryline'],
      ['Buenas tardes Dana, Inés Muñoz, from Prisma Robotics. Thanks for the time.', 'Inés', 'Prisma Robotics'],
    ];
    for (const [line, name, company] of cases) expect(introductionIn(line), line).toEqual({ name, company });
  });

  it('reads through the hesitations a recogniser writes out', () => {
    expect(introductionIn('so this is, uh, Brad, from, uh, Coldfront Freezing, we do spirals')).toEqual({
      name: 'Brad',
      company: 'Coldfront Freezing',
    });
  });

  it('reads a title between them, a sentence running on, a returning caller and Spanish', () => {
    for (const line of [
      'Hi Dana, Sam Ortiz, regional manager, Acme Controls. Quick one.',
      'Right, Sam Ortiz, Account Director, Acme Controls.',
      'Dana? Sam Ortiz, Acme Controls, how are you',
      'Buenos dias Dana, le habla Sam Ortiz de Acme Controls.',
      "Dana? It's Sam, Sam Ortiz, from Acme Controls, how are you today?",
    ])
      expect(introductionIn(line)).toEqual({ name: 'Sam', company: 'Acme Controls' });
    expect(introductionIn('Hi Dana, Sam again, Acme.')).toEqual({ name: 'Sam', company: 'Acme' });
  });

  it('does not take a greeting for a name', () => {
    expect(introductionIn("Hi Dana, I'm Sam. I work for Acme Controls.")).toEqual({
      name: 'Sam',
      company: 'Acme Controls',
    });
    expect(introductionIn('Hi Dana, again, Tuesday works.').name).toBeNull();
    expect(introductionIn('Okay. Great. Tuesday with Mark works.').name).toBeNull();
    expect(introductionIn('Monique! Wonderful. Hannah Pierce from SureCheck, your favorite cold caller.')).toEqual({
      name: 'Hannah',
      company: 'SureCheck',
    });
  });

  it('does not take a day or a plain address for a company', () => {
    expect(introductionIn('Okay Dana, Monday works.').name).toBeNull();
    expect(introductionIn('Thanks Maria Lopez, Tuesday.').name).toBeNull();
  });

  it('never asks who is calling after such an introduction', () => {
    const t = play(persona({ mode: 'prospecting' }), 'prospecting', 'who', [
      'Sven. Rick Danvers, Apex Hydraulics.',
      'so how often are you replacing seals on those things',
    ]);
    expect(t.replies[1]).not.toMatch(/who (is this|am i talking|are you with)/i);
  });
});

describe('the buyer remembers who the rep is', () => {
  it('answers from memory when asked, and says so when it was never said', () => {
    const p = persona({ mode: 'discovering' });
    const told = play(p, 'discovering', 'r1', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'Do you remember what company I said I was with?',
    ]);
    expect(told.replies[1]).toMatch(/Apex Packaging Systems/);
    const untold = play(p, 'discovering', 'r2', ['Hello there.', 'Do you remember my name?']);
    expect(untold.replies[1]).toMatch(/never said|didn't tell/i);
  });
});

describe('amounts the rep said in words or in spoken digits', () => {
  it('quotes a sum said in words back as a figure', () => {
    const t = play(persona({ mode: 'discovering' }), 'discovering', 'a1', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'A labeler like that lands around ninety-two thousand dollars.',
      'How does that ninety two thousand sit against what you have budgeted?',
    ]);
    expect(t.replies[2]).toMatch(/92,000/);
  });

  it('knows "the 243 8" is the 243,800 the rep quoted', () => {
    const t = play(persona({ mode: 'closing' }), 'closing', 'a2', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'The complete line, installed and commissioned, is USD 243,800.',
      'The spare parts kit alone would be 11,000.',
      'So where does the 243 8 land against your budget?',
    ]);
    expect(t.replies[3]).toMatch(/243,800/);
  });

  it('reads a sum written as quotes write it, and quotes it back when asked "which total did I say"', () => {
    expect(amountsIn("we're at CAD 410 250 before taxes").map((a) => [a.value, a.currency])).toEqual([
      [410_250, 'CAD'],
    ]);
    expect(amountsIn('As written, the total is € 348.000 net').map((a) => [a.value, a.currency])).toEqual([
      [348_000, 'EUR'],
    ]);
    const t = play(persona({ mode: 'closing' }), 'closing', 'a4', [
      'Hi, this is Robin from Apex Packaging Systems.',
      "So like I wrote in the proposal, we're at CAD 410 250 before taxes for the full cell.",
      'Sorry, just to check you have the same paper: which total did I say at the beginning?',
    ]);
    expect(t.replies[2]).toMatch(/410,250/);
  });

  it('reads "2 million 350" as 2,350,000, the thousands left unsaid', () => {
    expect(amountsIn('how do you see the 2 million 350 for the machine').map((a) => a.value)).toEqual([2_350_000]);
    expect(amountsIn("it's 2 million 350 thousand all in").map((a) => a.value)).toEqual([2_350_000]);
  });

  it('quotes back the sum the rep gave when asked what it came to, whatever it was for', () => {
    const t = play(persona({ mode: 'closing' }), 'closing', 'a3', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'The install and the refrigeration tie-in come to 186,500 on top of the freezer.',
      "Just to double check we're on the same page, what did I say the install and tie-in came to?",
    ]);
    expect(t.replies[2]).toMatch(/186,500/);
  });
});

describe('what is money and what only counts', () => {
  it('reads a scale word as money, and a count or a rate as none', () => {
    expect(amountsIn('are you comfortable taking the 1.2 million in as is').map((a) => a.value)).toEqual([1_200_000]);
    expect(amountsIn('anyway are you good with the ninety four grand').map((a) => a.value)).toEqual([94_000]);
    expect(amountsIn('whats your complaints per million looking like this year')).toEqual([]);
    expect(amountsIn('the whole line is two point four five million installed').map((a) => a.value)).toEqual([
      2_450_000,
    ]);
    expect(amountsIn("we've got over 2,000 machines installed")).toEqual([]);
    expect(amountsIn('The system comes in at 412,000 installed.').map((a) => a.value)).toEqual([412_000]);
  });

  it('hears "and a half" and a price said as tens of thousands', () => {
    expect(amountsIn('was the thirty-four and a half thousand the part').map((a) => a.value)).toEqual([34_500]);
    expect(amountsIn('two and a half million installed').map((a) => a.value)).toEqual([2_500_000]);
    expect(amountsIn('so what would the eighty six five need to look like').map((a) => a.value)).toEqual([86_500]);
    expect(amountsIn('we run twenty four seven out here')).toEqual([]);
  });

  it('hears hundreds of thousands said as one word, fractions of a million and a price said digit group by digit group', () => {
    const values = (text: string) => amountsIn(text).map((a) => a.value);
    expect(values('the price is six forty two thousand dollars for the complete line')).toEqual([642_000]);
    expect(values('two forty one thousand five hundred all in')).toEqual([241_500]);
    expect(values('And the quarter million, is that gonna be okay budget-wise?')).toEqual([250_000]);
    expect(values('half a million')).toEqual([500_000]);
    expect(values('so yeah the total is one thirty five one fifty plus gst')).toEqual([135_150]);
    // A count of things, and digits with no word that leads to a sum, are not prices.
    expect(values('we have three twenty thousand liter tanks')).toEqual([]);
    expect(values('the total is six forty two')).toEqual([]);
    expect(values('we run one thirty five one fifty on line two')).toEqual([]);
  });

  it('knows "the one thirty five one fifty" and "the six forty two" are the sums the rep quoted', () => {
    const t = play(persona({ mode: 'closing' }), 'closing', 'a5', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'so yeah the total is one thirty five one fifty plus tax',
      'so is the one thirty five one fifty in the budget or',
    ]);
    expect(t.replies[2]).toMatch(/135,150/);
    const u = play(persona({ mode: 'closing' }), 'closing', 'a6', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'the price is six forty two thousand dollars for the complete line',
      'so the six forty two is ok for you or is too much',
    ]);
    expect(u.replies[2]).toMatch(/642,000/);
  });

  it('takes "where does that land" after a named sum as a question about that sum', () => {
    const t = play(persona({ mode: 'closing' }), 'closing', 'a4', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'Would it help to put that in the contract, like as an acceptance condition?',
      'Okay so, um, thinking about the one ninety-seven five, where does that land for you guys?',
    ]);
    expect(t.replies[2]).toMatch(/197,500/);
  });
});

describe('a price said out loud inside a question', () => {
  it('is remembered as the rep’s figure and is not taken for a time', () => {
    const t = play(persona({ mode: 'closing' }), 'closing', 'a3', [
      'Hi, this is Robin from Apex Packaging Systems.',
      'How would your CFO look at one eighty-six five against what you have approved?',
    ]);
    expect(t.state.memory?.amounts.map((a) => a.value)).toEqual([186_500]);
    expect(t.state.memory?.times).toEqual([]);
    expect(t.replies[1]).toMatch(/186,500/);
  });
});

describe('an introduction with only a name or only a company', () => {
  it('still tells the buyer who is calling', () => {
    expect(introductionIn("Hi Maria, I'm calling from Keystone Automation about your palletizers.")).toEqual({
      name: null,
      company: 'Keystone Automation',
    });
    expect(introductionIn("I'm Tomás, the regional rep for Selladora Pacífico.")).toEqual({
      name: 'Tomás',
      company: 'Selladora Pacífico',
    });
    expect(introductionIn("I'm with you on that.")).toEqual({ name: null, company: null });
    expect(introductionIn("I'm With Apex").name).toBeNull();
  });
});
