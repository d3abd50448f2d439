import type { ReplyCtx } from './context';

// Reactions to what the rep did, shared by all modes. The buyer's words carry the feedback a
// coach would give, but in the buyer's own voice.

export function featureDumpLines(c: ReplyCtx): string[] {
  return [
    `Hold on. You're reading me a spec sheet. Every ${c.equip} has a touchscreen.`,
    `That's a lot of features. You haven't asked me a single thing about our line.`,
    `I've heard that pitch from ${c.vendor} and everybody else. What makes you think it matters here?`,
    `Slow down. I don't buy features, I buy uptime.`,
    `${c.look} servo this and stainless that. What problem do you think I have?`,
  ];
}

export function earlyPitchLines(c: ReplyCtx): string[] {
  return [
    `You don't know what our problem is yet.`,
    `Before you sell me anything, don't you want to know how we run?`,
    `That's a solution looking for a problem. Ask me about the plant first.`,
    `You're pitching before you've heard a thing about ${c.company}.`,
  ];
}

export function ramblingLines(): string[] {
  return [
    `Sorry, you lost me about halfway through that. What's the point?`,
    `That was a lot. Give me the one-sentence version.`,
    `I stopped following a while back. What are you actually asking me?`,
    `Can you get to it? I've got a line running.`,
  ];
}

export function offTopicLines(c: ReplyCtx): string[] {
  return [
    `Sure. Anyway, what did you call about?`,
    `Let's keep this about the plant, I don't have long.`,
    `I'm not here to chat about that. What do you need from ${c.company}?`,
    `Maybe another time. What's this about?`,
  ];
}

export function smallTalkLines(): string[] {
  return [
    `Ha, don't get me started.`,
    `Can't complain. Well, I could, but I won't.`,
    `Busy, as always.`,
    `It's been a week, put it that way.`,
  ];
}

export function greetingLines(): string[] {
  return [`Hi there.`, `Sure, happy to.`, `Likewise.`, `No problem.`, `Glad we could make it work.`];
}

export function unclearLines(): string[] {
  return [
    `Sorry, what was that?`,
    `I'm not following. What are you asking me?`,
    `I lost you there. Try me again.`,
    `That didn't make sense to me. What do you mean?`,
  ];
}

/** A question the buyer half understood: it asks which thing the rep means, by name. */
export function whichDoYouMeanLines(first: string, second: string | null): string[] {
  return second
    ? [`Do you mean ${first}, or ${second}?`, `Are you asking about ${first} or ${second}?`]
    : [`You mean ${first}?`, `Are you asking about ${first}?`];
}

export function valueLandedLines(c: ReplyCtx): string[] {
  return [
    `Okay, that's more interesting than most calls I get.`,
    `Now that's a number I'd care about. How sure are you of it?`,
    `If that held up on our line, it would matter.`,
    `Hm. That's the kind of thing ${c.owner} would want to see proven.`,
    `That's closer to my world. Go on.`,
  ];
}

export function valueMissedLines(): string[] {
  return [
    `That's nice, but it's not really our issue.`,
    `Everybody says that. Why should I believe it?`,
    `Maybe for someone. I'm not sure it's us.`,
  ];
}

export function socialProofLines(c: ReplyCtx): string[] {
  return c.p.personality.skepticism > 0.55
    ? [
        `Which plants? I'd want to talk to one of them myself.`,
        `Everybody has a happy customer. Is any of them running ${c.product}?`,
        `Name names, or it doesn't count.`,
      ]
    : [
        `Good to know others are using it.`,
        `Okay, if plants like ours run it, that counts for something.`,
        `That helps. Anyone running ${c.product}?`,
      ];
}

export function empathyLines(): string[] {
  return [
    `Yeah. It's been a grind.`,
    `Thanks. Not everybody gets that.`,
    `It is what it is. But yes.`,
    `Appreciate that.`,
  ];
}

export function earlyPriceLines(): string[] {
  return [
    `Price is the last thing I'm thinking about right now.`,
    `We're not at numbers yet.`,
    `Don't lead with price. Tell me why I'd need it first.`,
  ];
}

const THANKS =
  /^(?:(?:ok(?:ay)?|great|perfect|cool|alright|right|well|so)[,!.]?\s+)*(thanks|thank you|many thanks|cheers|appreciate (it|that|your time|you)|merci|gracias|muchas gracias)\b/;
const WILL_SEND =
  /\b(i'?ll|i will|we'?ll|we will|let me|i'?m going to|i'?m gonna|i can)\b.{0,20}\b(send|email|e-mail|forward|share|shoot|drop|get)\b.{0,40}\b(over|across|deck|summary|invite|info|information|quote|proposal|details|notes|email|brochure|case study|it|that|them)\b|\b(i'?ll|i will|we'?ll|we will) (confirm|follow up|be in touch|get back to you)\b/;

/**
 * A turn that only thanks the buyer or says what the rep will send ("thanks fergus", "cool, I'll
 * just send the deck over then") is acknowledged as such, not met with "go on". Null otherwise.
 */
export function wrapUpLines(normalized: string): string[] | null {
  if (WILL_SEND.test(normalized))
    return [
      `Fine, send it over.`,
      `Okay. I'll look out for it.`,
      `Sounds good. Send it through.`,
      `Send it and I'll have a look.`,
    ];
  if (THANKS.test(normalized)) return [`Sure.`, `No problem.`, `You're welcome.`, `Any time.`];
  return null;
}

export function nudgeLines(c: ReplyCtx): string[] {
  return [
    `What else do you want to know?`,
    `Okay. Where are you going with this?`,
    `So what's your question?`,
    `And? What do you need from me?`,
    `Go on.`,
    c.formal ? `Please, continue.` : `Keep going.`,
  ];
}

/** Tails for a reply where the buyer is still listening. */
export function listeningTails(c: ReplyCtx): string[] {
  return c.terse
    ? ['', 'Next.', 'Go on.']
    : ['', 'Go on.', 'What else?', 'Next question.', `Anything else about the ${c.equip}?`, 'Keep going.'];
}
