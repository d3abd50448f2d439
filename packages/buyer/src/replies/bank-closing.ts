import type { Topic } from '../catalog/keys';
import { capitalise } from '../profile/render';
import type { Rng } from '../rng/prng';
import type { ProfileObjection } from '../profile/types';
import { aside, type Part } from './compose';
import type { ReplyCtx } from './context';

// The closing call: the proposal is on the table and the buyer works through concerns.

export function closingOpeningLines(c: ReplyCtx): string[] {
  const doc = c.p.document;
  const proposal = doc?.priceMentioned
    ? `your proposal at ${doc.priceMentioned}`
    : `your proposal for the ${c.equipLong}`;
  return [
    `Thanks for coming back to us. We've been through ${proposal}, and a few things are still open before I can take it to ${c.owner}.`,
    `${c.first} here. I've read ${proposal} twice. It's close, but I have questions I need answered first.`,
    `Okay, let's get into it. ${capitalise(proposal)} is on my desk, and I'm not putting my name on it until we settle a few things.`,
    `Good to talk again. We like parts of ${proposal}. There are concerns, though, and ${c.owner} will ask me about every one of them.`,
  ];
}

export function raiseIntros(first: boolean): string[] {
  return first
    ? ['First thing.', 'Let me start with the big one.', 'Here is my first concern.', 'Number one.']
    : [
        'Next thing.',
        'The other thing is this.',
        'Which brings me to the next point.',
        'Now, the other concern.',
        'Something else.',
      ];
}

export function clarifyLines(o: ProfileObjection): string[] {
  return [
    `Since you ask: ${lowerFirst(o.detail)}`,
    `Here's what's behind it. ${o.detail}`,
    `I'll tell you why. ${o.detail}`,
    `The background is this. ${o.detail}`,
  ];
}

/** The story behind a concern, after the buyer has said where the rep's figure lands. */
export function catchLines(o: ProfileObjection): string[] {
  return [
    `The catch: ${lowerFirst(o.detail)}`,
    `Here's the thing. ${o.detail}`,
    `What worries me is this. ${o.detail}`,
  ];
}

/** What the rep guessed was the sticking point, by topic, as the buyer names it back. */
const SNAGS: Partial<Record<Topic, string>> = {
  price: 'the price',
  budget: 'the budget',
  contract: 'the terms',
  roi: 'the payback',
  timeline: 'the timing',
  installation: 'the installation',
  support: 'the service',
  competitors: 'the other bids',
  staffing: 'the training',
  food_safety: 'the sanitation side',
  compliance: 'the paperwork',
};

/**
 * "Is the price the sticking point?" gets a yes or a no before the story behind the concern.
 * `right`: the rep guessed the open concern; null when the buyer has no name for the guess.
 */
export function snagGuessLines(guess: Topic, right: boolean): string[] | null {
  const what = SNAGS[guess];
  if (!what) return null;
  const It = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  return right
    ? [`Yes, it's ${what}.`, `${It}, yes.`, `You guessed it, ${what}.`]
    : [`It's not ${what}.`, `${It} I can live with.`, `${It} isn't what's holding me up.`];
}

/** "Does that work for you?" about a concern the rep has settled. */
export function settledCheckLines(name: string): string[] {
  const Name = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  // "How you compare with the others I'm comfortable with" does not read; a noun does.
  const clause = /^(who|what|how|when|where|whether|which|why)\b/.test(name);
  return [
    `On ${name}, yes, that works.`,
    `Yes, that covers ${name}.`,
    ...(clause ? [] : [`${Name} I'm comfortable with now.`]),
  ];
}

/** "What's still holding you back?": the concern on the table, named before the story behind it. */
export function holdingBackLines(name: string): string[] {
  const Name = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const clause = /^(who|what|how|when|where|whether|which|why)\b/.test(name);
  return [
    `It's ${clause ? `the question of ${name}` : name}.`,
    `Still ${clause ? `the question of ${name}` : name}.`,
    ...(clause ? [] : [`${Name}, mainly.`]),
  ];
}

/** "Does that work for you?" when what the rep said left the concern on the table untouched. */
export function unsettledCheckLines(name: string): string[] {
  return [
    `Not yet. It doesn't touch ${name}.`,
    `Not really. ${name.charAt(0).toUpperCase()}${name.slice(1)} is still open.`,
  ];
}

export function resolvedLines(c: ReplyCtx): string[] {
  return [
    `Okay. That I can take to ${c.owner}.`,
    `Alright, if that's in writing, it answers my concern.`,
    `That works. I'll want it in the contract.`,
    `Good. That's what I needed to hear.`,
    `${c.ok}, that covers it.`,
    `Fair. That's a real answer.`,
  ];
}

/** The same, naming the one concern the rep's answer settled ("the installation"). */
export function resolvedOnLines(c: ReplyCtx, what: string): string[] {
  return [
    `Okay. On ${what}, that I can take to ${c.owner}.`,
    `Alright, if that's in writing, it settles ${what} for me.`,
    `That works for ${what}. I'll want it in the contract.`,
    `Good. That's what I needed to hear on ${what}.`,
    `${c.ok}, that covers ${what}.`,
    `Fair. That's a real answer on ${what}.`,
  ];
}

export function partialLines(c: ReplyCtx): string[] {
  return [
    `That's a promise, not a plan. What exactly would you do?`,
    `You're talking around it. I need something specific I can show ${c.owner}.`,
    `Everybody says that. What are you putting in writing?`,
    `I hear you, but that doesn't answer the question.`,
    `Be concrete. What does that look like on our line?`,
  ];
}

export function discountLines(): string[] {
  return [
    `If you can find that discount this fast, what was the first number?`,
    `A discount helps, but that wasn't really the question.`,
    `Cutting price doesn't fix my concern. It just makes me wonder about the original quote.`,
  ];
}

export function allClearLines(): string[] {
  return [
    `That covers my list, actually.`,
    `I think that's everything I had.`,
    `Okay. I don't have anything else open.`,
    `That was the last thing on my list.`,
  ];
}

export function askForNextStepLines(): string[] {
  return [`So what are you proposing?`, `What do you need from me now?`, `So where do we go from here?`, ''];
}

export function commitLines(c: ReplyCtx, rng: Rng): string[] {
  const day = rng.pick(['Thursday', 'Monday', 'the end of the week']);
  return [
    `Okay. Send me the revised proposal with those commitments in writing, and I'll put my recommendation to ${c.owner} on ${day}.`,
    `Alright, we have a deal in principle. Final contract with those terms by ${day}, and I'll start the PO.`,
    `You've answered what I needed. Get me the final paperwork and I'll walk it through ${c.p.authority.approvalSteps[0] ?? 'approval'} myself.`,
    `Fine. I'm recommending you. Send the updated quote and we'll schedule the kickoff around ${c.shutdown}.`,
  ];
}

export function notYetLines(): string[] {
  return [
    `Not yet.`,
    `Hold on, we're not there.`,
    `Slow down.`,
    `I can't commit to anything with this still open.`,
    `Not so fast.`,
  ];
}

/**
 * The same refusal after the buyer has just granted or answered something in this reply, which
 * "Slow down." would take back in the same breath.
 */
export function notYetAfterLines(): string[] {
  return [
    `But I'm not ready to sign before the rest is settled.`,
    `That said, we're not there until the rest is answered.`,
    `Still, I can't commit while the rest is open.`,
    `It doesn't get you the order yet, though; I need the rest answered first.`,
  ];
}

export function stillOpenIntros(what = 'this'): string[] {
  return [
    `I still don't have an answer on ${what}.`,
    `You haven't dealt with ${what} yet.`,
    // "the terms are", "maintenance and spares are", "the payback is"; a question stays one:
    // "the question of who runs and trains on it is".
    /^(who|what|how|when|where|whether|which|why)\b/.test(what)
      ? `The question of ${what} is still open.`
      : `${what.charAt(0).toUpperCase()}${what.slice(1)} ${/(s|\band \w+)$/.test(what) && !/(ss|us|is)$/.test(what) ? 'are' : 'is'} still sitting there.`,
    `We haven't settled ${what}.`,
  ];
}

/** After answering something else, the buyer points back at the concern still open, by name. */
export function steerBackLines(what: string): Part {
  return aside([
    `But I still need an answer on ${what}.`,
    `That still leaves ${what}, though.`,
    `Which doesn't change ${what}.`,
    `Now, about ${what}.`,
  ]);
}

/** The rep's hello at the start of a closing meeting is returned before the business. */
export function greetBackLines(): string[] {
  return [`Likewise.`, `Good to see you too.`, `Glad we could find the time.`];
}

export function lostToCompetitorLines(c: ReplyCtx): string[] {
  const alt = c.p.competitors.alternatives[0] ?? 'the other vendor';
  return [
    `I think we'll go with ${alt}. They answered my questions.`,
    `I'm going to recommend ${alt}. Thanks for your time.`,
    `This isn't going anywhere. We'll stay with ${c.vendor} for now.`,
  ];
}

function lowerFirst(text: string): string {
  return /^(I|I'm|I've)\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** The buyer sets a concern aside after going round it too often. */
export function parkLines(): string[] {
  return [
    `We're going round in circles on that. Let's park it for now.`,
    `I'm not getting further on that one today. Set it aside.`,
    `Let's leave that where it is and come back to it.`,
  ];
}

/** The call ends because a concern was never answered. */
export function goingInCirclesLines(c: ReplyCtx, lost: boolean): string[] {
  return lost
    ? [
        `We keep coming back to the same thing and I don't hear an answer. I'll go with what we know.`,
        `This isn't getting anywhere. ${c.vendor} it is, for now. Thanks for your time.`,
      ]
    : [
        `I've asked about this three times now. Put a real answer in writing and we'll talk again.`,
        `We're stuck on the same point. Send me something concrete and I'll take another look.`,
        `Let's stop here. When you have an answer on that, call me.`,
      ];
}
