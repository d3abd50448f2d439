import { describe, expect, it } from 'vitest';
import { createRng } from '../rng/prng';
import { aside, compose, sentenceFingerprints, withGist } from './compose';
import { plan } from '../modes/turn';

const said = (...lines: string[]) => new Set(lines.flatMap(sentenceFingerprints));

describe('composing a reply', () => {
  it('closes a name set off by commas where the sentence goes on, and drops the comma where it ends', () => {
    const rng = createRng('c1');
    expect(compose(plan([['The owner, Linda Hughes, approves it.']]), rng, new Set())).toBe(
      'The owner, Linda Hughes, approves it.',
    );
    expect(compose(plan([['Final say is the owner, Linda Hughes,.']]), rng, new Set())).toBe(
      'Final say is the owner, Linda Hughes.',
    );
  });

  it('says the gist of an answer whose every wording was said, rather than leaving it out', () => {
    const answer = withGist(
      ['You said 186,500. That is well inside our budget.'],
      'Like I said, 186,500 is inside it.',
    );
    const reply = compose(plan([answer]), createRng('c2'), new Set(), said(answer[0]!));
    expect(reply).toBe('Like I said, 186,500 is inside it.');
  });

  it('never answers with a nudge alone: used-up content leaves "like I said" before the aside', () => {
    const answer = ['We run two shifts with about eighty people.'];
    const nudge = aside(['But I still need an answer on the payback.']);
    const reply = compose(plan([answer, nudge]), createRng('c3'), new Set(), said(answer[0]!));
    expect(reply).toMatch(
      /^(Like I said|As I said|I said my piece on that|Same as before|Nothing new there)\. But I still need an answer on the payback\.$/,
    );
  });
});
