import type { ReplyCtx } from './context';

// How a conversation ends when the buyer's patience runs out or the rep says goodbye.

export function hangUpLines(c: ReplyCtx): string[] {
  return [
    `I have to go. Don't call back unless you have something specific. Bye.`,
    `I'm going to stop you there. Not interested. Goodbye.`,
    `We're done. I've got a plant to run.`,
    `${c.look} this isn't working. Good luck.`,
  ];
}

/** Hanging up on a request: the no comes first, with the rep's time when they named one. */
export function hangUpRefusals(when: string | null): string[] {
  if (when) return [`No to ${when}.`, `${when} is not happening.`, `Don't hold ${when} for me.`];
  return [`No.`, `The answer is no.`, `No, thanks.`];
}

export function outOfTimeLines(_c: ReplyCtx): string[] {
  return [
    `I need to get back to the floor. Send me a summary and I'll see.`,
    `We're out of time. Email me what you think we talked about.`,
    `I have to jump into another meeting. We'll see if there's anything here.`,
    `I've given you more time than I planned. Let's leave it there for now.`,
  ];
}

export function softLaterLines(c: ReplyCtx): string[] {
  return [
    `I've got to run, but this was useful. Email me two times next week and I'll pick one.`,
    `I have to go. Send me something short on the ${c.equip} and a couple of times, I'll answer.`,
    `Out of time, sorry. Put a note in my inbox with a time next week and I'll look at it.`,
  ];
}

/** Out of time, and yes to the time the rep just proposed. */
export function outOfTimeYesLines(when: string): string[] {
  return [
    `I have to run, but ${when} works. Send me the invite.`,
    `Out of time for today. Fine, ${when}, put it in my calendar.`,
    `I've got to go. Okay, ${when}. Send something short before then.`,
  ];
}

/** Out of time, and not ready to give the rep the time they just proposed. */
export function outOfTimeNoLines(when: string): string[] {
  return [`I can't commit to ${when} yet.`, `I won't promise ${when}.`, `Not ${when}, not yet.`];
}

export function goodbyeLines(): string[] {
  return [`Okay. Take care.`, `Sure. Bye.`, `Alright, talk later.`, `Thanks for calling.`];
}
