import type { Rng } from '../rng/prng';
import type { ReplyCtx } from './context';

// The scheduled discovery call: the buyer has made time, but makes the rep work for it.

export function discoveryOpeningLines(c: ReplyCtx): string[] {
  return [
    `Hi, ${c.first} here. Thanks for being on time. I've got about thirty minutes before I'm needed on the floor. Where do you want to start?`,
    `Good, you made it. I blocked half an hour. What do you want to know about ${c.company}?`,
    `Hello. So, you wanted to learn about our operation. Go ahead, I have until the top of the hour.`,
    `${c.full}. I've got thirty minutes and a plant full of people who need me, so let's use it well.`,
  ];
}

export function summaryConfirmLines(): string[] {
  return [
    `Yes, that's it exactly.`,
    `That's a fair summary.`,
    `Right. You were listening.`,
    `Pretty much, yes.`,
    `Close enough. That's the picture.`,
  ];
}

export function summaryBonusIntros(): string[] {
  return [
    `And one more thing I didn't mention.`,
    `Since you got that right, I'll add something.`,
    `There's also this.`,
  ];
}

export function nextStepAgreedLines(c: ReplyCtx, rng: Rng): string[] {
  const who = c.p.authority.influencers[0] ?? 'my maintenance lead';
  const day = rng.pick(['next Tuesday', 'Thursday next week', 'the week after next']);
  return [
    `Okay, that makes sense. Come walk the line ${day}, and I'll have ${who} there. Bring numbers, not brochures.`,
    `Alright. Send me a short proposal built on what I told you today, and we'll review it ${day} with ${who}.`,
    `Fine. Let's set up a line walk ${day}. If what you see matches what you said, we'll talk about a trial.`,
    `${c.ok}. Put together a payback on our numbers and let's go through it ${day}. I'll loop in ${who}.`,
  ];
}

export function nextStepTooEarlyLines(c: ReplyCtx): string[] {
  return [
    `Let's not rush it. I'm not sure yet what we'd even look at.`,
    `A next step toward what? You haven't really heard our problem yet.`,
    `Not yet. You've asked me very little about how we run.`,
    `I'm not ready to commit my team's time. Ask me more about the ${c.equip} first.`,
  ];
}

export function buyerQuestionLines(c: ReplyCtx): string[] {
  return [
    `Let me ask you something. How would your ${c.equip} hold up to ${c.p.plant.sanitation}?`,
    `Who else are you working with that runs ${c.product}?`,
    `What would you need from us to show this works on our line?`,
    `How long do your installs really take, not the brochure number?`,
  ];
}

/** What the buyer adds once the next step and its time are agreed. */
export function nextStepAgreedTails(c: ReplyCtx): string[] {
  const who = c.p.authority.influencers[0] ?? 'my maintenance lead';
  return [
    `Come walk the line, and I'll have ${who} there. Bring numbers, not brochures.`,
    `Bring a short proposal built on what I told you today, and ${who} will sit in.`,
    `If what you show matches what you said, we'll talk about a trial.`,
    `Put together a payback on our numbers and we'll go through it. I'll loop in ${who}.`,
  ];
}
