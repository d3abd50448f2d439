import type { Script } from './script.js';

// A cold call to the plant manager of a snack co-packer about vertical form-fill-seal baggers.
// The buyer's lines stay close across the three reps so the difference is the rep.

export const prospectingStrong: Script = {
  name: 'prospecting-strong',
  mode: 'prospecting',
  level: 'strong',
  outcome: 'meeting_agreed',
  repWpm: 150,
  lines: [
    [
      'rep',
      "Hi Dana, this is Chris from Vantora Packaging — I know I'm calling out of the blue in the middle of your shift. Do you have 30 seconds for me to tell you why I called, and then you can decide?",
    ],
    ['buyer', "I'm in the middle of a production meeting. You've got thirty seconds."],
    [
      'rep',
      'Thank you, I’ll be quick. We work with snack co-packers who run a lot of short SKU runs, and what we hear most is that changeovers on the baggers eat into the day. How are changeovers going on your lines at the moment?',
    ],
    [
      'buyer',
      "Honestly they're a headache. We do six or seven changeovers a day on line two, different bag sizes and films for three customers, and each one is forty-five minutes if we're lucky. If the film splice goes wrong it's over an hour.",
    ],
    [
      'rep',
      'Six or seven a day at forty-five minutes — that is most of a shift. What does that cost you when a changeover runs long?',
    ],
    [
      'buyer',
      "We end up running overtime on weekends to catch up. My operators are worn out, I've lost two good people this year, and the overtime budget was blown by August. Corporate keeps asking why our cost per case is up.",
    ],
    [
      'rep',
      'That sounds exhausting for your team. It sounds like the weekend overtime is the real pain. Who else at the plant is feeling that besides you?',
    ],
    [
      'buyer',
      "Our operations director, Maria. She's the one asking me why overtime is up forty percent, and she wants a plan from me before next year's budget is set.",
    ],
    [
      'rep',
      "That makes sense. A co-packer in Ohio with a similar line cut their changeovers from forty minutes to twelve with our tool-less format parts. I'm not sure yet it fits your line, and I'd want to see it before promising anything.",
    ],
    [
      'buyer',
      "Look, we already have a supplier for baggers and they've been fine. I'm not looking to rip everything out, we don't have the floor space or the money for that.",
    ],
    [
      'rep',
      'Fair enough, and I would not suggest ripping anything out. What do you like about your current baggers, and where do they fall short on changeover?',
    ],
    [
      'buyer',
      "They're reliable, I'll give them that — they run for years and the service tech is ten minutes away. It's the changeover that kills us. The format parts need tools and two people, and the new operators always get the film threading wrong.",
    ],
    [
      'rep',
      'So if I heard you right: reliable machines, but changeovers on line two are driving your overtime, and Maria is watching that number. Would it be worth 30 minutes next Tuesday or Thursday morning with you and Maria to look at line two together?',
    ],
    [
      'buyer',
      "Thursday at nine could work, Maria's in that morning. Send me an invite and bring the numbers from that Ohio plant.",
    ],
    [
      'rep',
      'Great, I will send an invite for Thursday at 9 am for you and Maria. Thanks for giving me more than thirty seconds, Dana.',
    ],
  ],
};

export const prospectingAverage: Script = {
  name: 'prospecting-average',
  mode: 'prospecting',
  level: 'average',
  outcome: 'no_decision',
  repWpm: 168,
  lines: [
    ['rep', 'Hi, is this Dana? This is Chris with Vantora Packaging. How are you doing today?'],
    ['buyer', "Busy. I'm in the middle of a production meeting. What is this about?"],
    [
      'rep',
      "Sure, I'll be quick. We make vertical form-fill-seal baggers and we have a new model with servo drives and tool-less format parts that a lot of snack plants are looking at. Do you run baggers on your lines?",
    ],
    ['buyer', "We do. We've got four of them across two lines."],
    ['rep', 'Okay, great. Are you happy with them?'],
    [
      'buyer',
      'They are reliable. Changeovers are a pain though — six or seven a day on line two, forty-five minutes each.',
    ],
    [
      'rep',
      "Yeah, um, that's pretty common. Our machine can do a changeover in about twelve minutes, so it would basically save you a lot of time.",
    ],
    ['buyer', "Everybody says that. We already have a supplier and I'm not looking to rip everything out."],
    ['rep', 'I understand. We could start with just one machine on line two to see how it goes.'],
    ['buyer', 'Maybe. I really have to get back to my meeting.'],
    ['rep', 'No problem. Would you be open to a meeting sometime so I can show you more?'],
    ['buyer', "Send me an email and I'll take a look."],
    ['rep', "Okay, I'll send you some info and follow up next week. Thanks for your time."],
  ],
};

export const prospectingWeak: Script = {
  name: 'prospecting-weak',
  mode: 'prospecting',
  level: 'weak',
  outcome: 'lost',
  repWpm: 192,
  interrupted: [1, 5],
  lines: [
    [
      'rep',
      "Hi, this is Chris from Vantora Packaging Systems. We're the leading manufacturer of vertical form-fill-seal baggers in North America, and I wanted to tell you about our new VX-900.",
    ],
    ['buyer', "I'm in the middle of a production meeting. What do you—"],
    [
      'rep',
      'So, um, basically the VX-900 has servo drives, a touchscreen HMI, stainless steel construction, tool-less format parts and, like, a cloud dashboard, and it runs up to 120 bags per minute, which is, you know, really best-in-class for the industry.',
    ],
    ['buyer', "We already have baggers. We're happy with them."],
    [
      'rep',
      "Yeah but, um, honestly, you'd be crazy not to look at it, everyone is switching to servo now, and our machine is, like, way faster than what you probably have, so you know, it's a no-brainer really.",
    ],
    ['buyer', "I'm not interested. I've got to—"],
    [
      'rep',
      'Wait, wait, just give me one more minute. We have a promotion right now and the offer expires at the end of the month, so you really need to act soon if you want the discount.',
    ],
    ['buyer', 'Send me an email.'],
    [
      'rep',
      "Okay, sure, I'll send you some info and, um, follow up whenever you're ready. Let me know if you have any questions.",
    ],
    ['buyer', 'Fine. Bye.'],
  ],
};

// A rep who earns the conversation and learns where it hurts, then lets the buyer go without
// asking for anything: the meeting the call was for never comes up.
export const prospectingAverageNoAsk: Script = {
  name: 'prospecting-average-no-ask',
  mode: 'prospecting',
  level: 'average',
  outcome: 'no_decision',
  repWpm: 158,
  lines: [
    [
      'rep',
      'Hi Dana, this is Chris from Vantora Packaging. I work with snack co-packers on their bagging lines. Do you have a couple of minutes?',
    ],
    ['buyer', "A couple. I've got a production meeting at ten. What's this about?"],
    ['rep', 'Thanks. How are your baggers keeping up with all the short runs you do for your customers?'],
    [
      'buyer',
      "They run fine. It's the changeovers — six or seven a day on line two, forty-five minutes each, and longer if the film splice goes wrong.",
    ],
    ['rep', 'Six or seven a day is a lot. How long have changeovers been an issue for you?'],
    [
      'buyer',
      'Since we took on the third customer last spring. More SKUs, shorter runs. We end up finishing orders on Saturdays.',
    ],
    [
      'rep',
      'Got it. Yeah, we hear that from, um, a lot of co-packers. Our tool-less format parts were basically designed for plants with short runs, so one person can do a changeover and, you know, in a lot less time.',
    ],
    ['buyer', "Everybody says their changeovers are fast. We're not looking to replace the baggers."],
    ['rep', 'Fair enough, and I would not ask you to replace anything. What have you tried so far to speed them up?'],
    [
      'buyer',
      "We colour-coded the format parts and retrained the crews. It helped a bit, but the parts still need tools and two people, and my new operators get the film threading wrong. Look, I've got to go.",
    ],
    ['rep', "No problem, I won't keep you. Thanks for your time, Dana, and good luck with the meeting."],
    ['buyer', 'Sure. Bye.'],
  ],
};
