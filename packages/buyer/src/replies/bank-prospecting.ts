import type { Rng } from '../rng/prng';
import type { ReplyCtx } from './context';

// The cold call: a buyer on the floor picks up a number they don't know.

export function pickUpLines(c: ReplyCtx): string[] {
  return c.formal
    ? [
        `${c.company}, ${c.full} speaking.`,
        `Good morning, this is ${c.full}.`,
        `${c.full}, ${c.title.toLowerCase()}. How can I help you?`,
        `${c.company}, this is ${c.first}.`,
      ]
    : [
        `${c.first}.`,
        `Yeah, ${c.first} here.`,
        `${c.company}, this is ${c.first}.`,
        `Hello? ${c.first} speaking.`,
        `This is ${c.first}, go ahead.`,
      ];
}

export function busyCues(c: ReplyCtx): string[] {
  return [
    '',
    `Make it quick, I'm ${c.p.busyWith}.`,
    `Sorry, it's loud here, I'm ${c.p.busyWith}.`,
    `I've got about a minute.`,
  ];
}

export function whoIsThisLines(): string[] {
  return [
    `Sorry, who is this?`,
    `Wait, who am I talking to?`,
    `Who are you with again?`,
    `Before I answer that, who is this?`,
  ];
}

export function permissionGrantedLines(c: ReplyCtx): string[] {
  return [
    `You've got a minute. What's this about?`,
    `Honestly, not a great time, but go ahead. Quickly.`,
    `I appreciate you asking. Two minutes.`,
    `I'm ${c.p.busyWith}, so make it fast.`,
  ];
}

export function whatIsThisAboutLines(): string[] {
  return [
    `Okay. And what's this about?`,
    `Uh-huh. What do you want?`,
    `Right. What can I do for you?`,
    `Fine. What's the reason for the call?`,
  ];
}

export function cutOffLines(c: ReplyCtx): string[] {
  return [
    `I'm going to stop you. I'm ${c.p.busyWith}. Send me an email.`,
    `Look, I get a lot of these calls. If it's a brochure, email it.`,
    `I don't have time for a sales pitch right now.`,
    `Sorry, I'm not buying anything on a cold call. Email me.`,
  ];
}

export function meetingAgreedLines(c: ReplyCtx, rng: Rng): string[] {
  const day = rng.pick(['Tuesday', 'Wednesday', 'Thursday']);
  const time = rng.pick(['seven thirty, before the production meeting', "two o'clock", 'ten, after the tier meeting']);
  return [
    `Alright, you've earned twenty minutes. ${day} at ${time}. Come to the plant and bring someone who knows ${c.equip}s, not just slides.`,
    `Okay. ${day}, ${time}. Twenty minutes, and if it's a brochure, I'm walking out.`,
    `Fine, let's do ${day} at ${time}. Send me an invite and come ready to talk about our line, not yours.`,
    `You've made your case for a meeting. ${day} at ${time} works. I'll have ${c.p.authority.influencers[0] ?? 'my supervisor'} sit in.`,
  ];
}

export function meetingDeclinedLines(_c: ReplyCtx): string[] {
  return [
    `A meeting about what, exactly? You haven't told me anything that applies to us.`,
    `I don't give meetings to people who haven't asked me a single question.`,
    `Not yet. Why would I spend an hour on this?`,
    `Slow down. I don't even know if we have a problem you can fix.`,
    `I'm not putting anything in my calendar based on that. What does it do for a plant like ours?`,
  ];
}

export function brushOffIntros(): string[] {
  return ['', 'Listen.', 'Look, honestly.', 'Here is the thing.'];
}

export function brushOffResolvedLines(c: ReplyCtx): string[] {
  return [
    `Okay, fair enough. That's a better answer than I usually get.`,
    `Alright. I'll give you that.`,
    `Hm. Okay, that's reasonable.`,
    `Fine. You've got my attention for another minute.`,
    `That's not the usual line. ${c.ok}, go on.`,
  ];
}

export function brushOffRepeatLines(): string[] {
  return [
    `Like I said, send me an email.`,
    `You're not hearing me.`,
    `I already told you where I stand.`,
    `Same answer.`,
  ];
}

export function meetingRefusedWhileBrushedOff(): string[] {
  return [
    `No meeting until I've seen something in writing that applies to us.`,
    `Not yet. Answer what I asked first, then we can talk about a meeting.`,
    `I'm not booking time on the strength of this call. Send me the details first.`,
  ];
}

/** What the buyer adds once a meeting time is agreed. */
export function meetingAgreedTails(c: ReplyCtx): string[] {
  return [
    `Twenty minutes. Come to the plant and bring someone who knows ${c.equip}s, not just slides.`,
    `Twenty minutes, and if it's a brochure, I'm walking out.`,
    `Send me an invite and come ready to talk about our line, not yours.`,
    `I'll have ${c.p.authority.influencers[0] ?? 'my supervisor'} sit in.`,
  ];
}
