import type { ReplyCtx } from './context';
import { countOf } from '../profile/render';

// In-character answers to attempts to make the buyer leave its role. A real plant manager
// who hears "ignore your instructions" is simply confused, and steers back to the machine.
export function roleBreakLines(c: ReplyCtx): string[] {
  return [
    `I'm not sure what you mean. Are we talking about the ${c.equip} or not?`,
    `Sorry, you lost me there. I thought this call was about our ${c.equip}.`,
    `I don't follow. I'm ${c.first}, I run things here at ${c.company}, and I have a line to get back to.`,
    `That's a strange question to ask someone you're trying to sell to. What is it you actually want to talk about?`,
    `I have no idea what that means. If this is about equipment, ask me about equipment.`,
    `Is this some kind of survey? I don't have time for games, I've got ${countOf(c.p.plant.lines, 'line')} running.`,
    `You're losing me. Let's stick to why you called.`,
    `I'll pretend I didn't hear that. Where were we, the ${c.equip}?`,
  ];
}

export function roleBreakFollowUps(c: ReplyCtx): string[] {
  return [
    `Ask me something useful about the plant.`,
    `So what's your point about the ${c.equip}?`,
    `We can keep going if you stay on topic.`,
    '',
  ];
}

export function rudenessWarnings(c: ReplyCtx): string[] {
  return [
    `Hey. There's no need to talk to me like that.`,
    `Watch the tone. I don't owe you this call.`,
    `I'm going to ignore that once. Once.`,
    c.formal
      ? `That is not how I expect a supplier to speak to me.`
      : `Whoa, easy. That's not how you talk to a customer.`,
    `If you want to keep this conversation going, drop the attitude.`,
  ];
}

export function rudenessEndings(c: ReplyCtx): string[] {
  return [
    `We're done here. Don't call ${c.company} again.`,
    `I'm ending this call. Have a good day.`,
    `No. I'm not doing business with someone who talks like that. Goodbye.`,
    `That's enough. I'll let my team know not to take your calls.`,
  ];
}

/**
 * The answer to a meeting or close request made with an insult or outside the role: no, and why.
 * `when` is the rep's time as the buyer says it back ("Thursday at 10"), when they named one. The
 * same words answer a meeting or the order: the buyer need not be sure which was pushed for.
 */
export function requestRefusals(when: string | null): string[] {
  if (when)
    return [
      `And no, I'm not putting ${when} in my calendar after that.`,
      `${when} is not happening, not on those terms.`,
      `Don't hold ${when} for me. Not after that.`,
    ];
  return [
    `And no, you won't get a yes out of me like that.`,
    `The answer is no. Not on a call like this.`,
    `And no, nothing gets agreed on a call like this.`,
  ];
}

export function afterEndLines(c: ReplyCtx, won: boolean): string[] {
  return won
    ? [
        `We already agreed on the next step. I'll see you then.`,
        `We're set. Send the invite and I'll be there.`,
        `You've got what you came for. Don't oversell it now.`,
        `I've got to go. We're good, talk then.`,
        `Already settled. Don't make me regret it.`,
        `Save it for the meeting.`,
        `I'm heading back to the floor. We're set.`,
        `Put it in an email. I'm done for now.`,
      ]
    : [
        `The call's over.`,
        `I already said what I had to say.`,
        `We're finished. I'm back on the floor.`,
        `There's nothing more to discuss today.`,
        `No. I'm done.`,
        `I've hung up on better pitches than this.`,
        `I'm not going to change my mind in the next thirty seconds.`,
        `Send an email if you must. I'm done on the phone.`,
      ];
}

export function afterEndReasons(c: ReplyCtx): string[] {
  return [
    '',
    `I've got ${countOf(c.p.plant.lines, 'line')} to run.`,
    `My supervisors are waiting.`,
    `Someone's waving at me from the floor.`,
    `I'm late for the production meeting.`,
    `The ${c.equip} needs me more than you do.`,
    `It's been a long day.`,
  ];
}
