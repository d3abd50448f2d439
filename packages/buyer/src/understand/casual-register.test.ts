import { describe, expect, it } from 'vitest';
import { classifyTurn } from '../index';

// A friendly rep talks casually ("lol", "my bad", "dude") as often as a rude one does: the words of
// the register carry no act, what is said about the buyer does (corpus/*.ts, "Casual register").

const friendly = [
  "Oh and do you need install? That's extra, I forgot to put it in lol",
  'oops, I forgot to mention the freight lol',
  'haha my bad, I totally forgot to send the drawings',
  'seriously that is great news',
];
const rude = ['lol you really have no clue how your own line works', 'dude just answer the question'];

describe('a casual register', () => {
  it.each(friendly)('is not rude in a friendly remark: %s', (line) => {
    const cls = classifyTurn(line);
    expect(cls.acts).not.toContain('rudeness');
    expect(cls.understanding.clauses.some((c) => c.edgy)).toBe(false);
  });

  it.each(rude)('does not hide an insult: %s', (line) => {
    expect(classifyTurn(line).acts).toContain('rudeness');
  });

  it('asks for a follow-up when it asks to talk again, with no day named', () => {
    expect(classifyTurn('ok cool can we talk again sometime').understanding.acts).toContain('meeting_request');
    expect(classifyTurn('thanks, talk soon').understanding.acts).not.toContain('meeting_request');
  });
});
