import { openers } from '../replies/context';
import { memoryOf } from '../state/memory';
import { has, plan, type TurnInput, type TurnResult } from './turn';

// "Do you remember who I'm with?": the buyer answers from what the rep told it, in every mode,
// and says so plainly when the rep never said.

/** A question whether the buyer knows who is calling: the rep's name or company. */
const ASKS_WHO_I_AM =
  /\b(remember|recall|know|catch|caught|got|get|have|write down|wrote down|note)\b[^.?!]{0,40}\b(my name|who i am|who i'?m with|who i'?m calling (from|for)|what company|which company|the company|my company|where i'?m (calling )?from|who'?s calling|who this is|who you'?re talking to)\b/;

const ASKS_NAME = /\b(my name|who i am|who'?s calling|who this is|who you'?re talking to)\b/;

export function recallTurn(t: TurnInput): TurnResult | null {
  const { cls, state, c } = t;
  // Asked rudely, it is the rudeness the buyer answers.
  if (!cls.isQuestion || has(cls, 'rudeness') || !ASKS_WHO_I_AM.test(cls.normalized)) return null;
  const { repName: name, repCompany: company } = memoryOf(state);
  const asksName = ASKS_NAME.test(cls.normalized);
  const lines =
    name && company
      ? [
          `You're ${name}, with ${company}.`,
          `${name}, from ${company}. I was listening.`,
          `${company}. And you're ${name}.`,
        ]
      : company
        ? [`${company}. You didn't give me your name, though.`, `You said ${company}.`]
        : name
          ? asksName
            ? [`You're ${name}. You never said who you're with.`, `${name}. Which company, again?`]
            : [`You didn't say. Who are you with, ${name}?`, `You never told me the company, ${name}.`]
          : [`You never said, actually. Who am I talking to?`, `You didn't tell me. Who is this?`];
  return { plan: plan([lines], openers(c)), state, meta: { answeredTopics: [] } };
}
