import { describe, expect, it } from 'vitest';
import { persona, play } from './testing/fixtures';
import { warmUp } from './warm-up';

describe('warming the buyer up at start', () => {
  it('leaves no trace: a call after it is word for word the call before it', () => {
    const profile = persona({ mode: 'closing' });
    const turns = [
      'Hi, this is Sam from Apex Filling.',
      'What is slowing the line down most right now?',
      'Could we meet next Tuesday at 10 to go through the quote of USD 186,500?',
    ];
    const before = play(profile, 'closing', 'same-seed', turns);
    warmUp();
    expect(play(profile, 'closing', 'same-seed', turns)).toEqual(before);
  });
});
