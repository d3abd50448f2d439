import { describe, expect, it } from 'vitest';
import { respond } from '../respond';
import { persona, play } from '../testing/fixtures';
import { serviceFacet } from './service-facets';

// A question about looking after the machine gets the thing it asks after (the people to train,
// the spares, how fast help comes, the buyer's own crew), however the question was read.

describe('a service question about one thing', () => {
  const p = persona({ mode: 'discovering' });
  const warm = play(p, 'discovering', 'svc1', ["Thanks for the time. I'm Sam from Apex Filling."]);
  const trusted = { ...warm.state, trust: 0.8 };
  const ask = (line: string) => respond(p, 'discovering', trusted, line);

  it('reads which thing each wording asks after', () => {
    expect(serviceFacet('who would we be training on it')).toBe('training');
    expect(serviceFacet('for your techs do you want the training before startup or during')).toBe('training');
    expect(serviceFacet('do you stock the valves yourself or order every time')).toBe('spares');
    expect(serviceFacet('and when they do break how long does it take to get somebody out there')).toBe('response');
    expect(serviceFacet('have you got enough techs on nights to fix it yourselves')).toBe('crew');
  });

  it('leaves other questions to their own answers', () => {
    expect(serviceFacet('are you an engineer by training')).toBeNull();
    expect(serviceFacet('how long does it take to train a new operator on the baggers')).toBeNull();
    expect(serviceFacet('Are your operators cross-trained between the filler and the capper?')).toBeNull();
    expect(serviceFacet('how long does it take your guys to fix the capper when it jams')).toBeNull();
    expect(serviceFacet('how is the service from your current vendor')).toBeNull();
  });

  it('names who would be trained, and speaks for the people as well as the support', () => {
    const r = ask('So on the training side, who would we be training on it?');
    expect(r.text).toMatch(/operators/i);
    expect(r.text).toMatch(/maintenance|techs/i);
    expect(r.meta.answeredTopics).toEqual(expect.arrayContaining(['support', 'staffing']));
  });

  it('reads the thing a question names before it asks ("For training, who…")', () => {
    const r = ask('For training, who from your side would be in the room, the operators or the techs?');
    expect(r.text).toMatch(/\btrain/i);
    expect(r.text).toMatch(/operators|runs it/i);
    expect(r.meta.answeredTopics).toEqual(expect.arrayContaining(['support', 'staffing']));
  });

  it('says what spares it keeps when asked about stocking parts', () => {
    const r = ask('And on spares, do you stock the valves yourself or are you ordering every single time?');
    expect(r.text).toMatch(/stock|shelf/i);
    expect(r.meta.answeredTopics).toEqual(expect.arrayContaining(['support']));
  });

  it('says how fast help comes, not a maintenance figure', () => {
    const r = ask('When it does break, how long does it take to get somebody out there?');
    expect(r.text).toMatch(/on site|on shift|days/i);
    expect(r.text).not.toMatch(/mean time to repair/i);
  });

  it('describes its own crew when asked whether it has the techs', () => {
    const r = ask('Is it your own guys fixing it, or have you got enough techs on nights to do that?');
    expect(r.text).toMatch(/ourselves|in house/i);
    expect(r.meta.answeredTopics).toContain('staffing');
  });

  it('holds the same facts when asked again', () => {
    const first = ask('Who would we be training on it?');
    const again = respond(p, 'discovering', first.state, 'Sorry, who would we be training on it again?');
    expect(again.text).toMatch(/like I said|as I said|I said/i);
  });
});
