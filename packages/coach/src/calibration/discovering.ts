import type { Script } from './script.js';

// A discovery meeting with the operations manager of a juice co-packer whose PET line loses
// filling time to flavour changeovers and CIP.

export const discoveringStrong: Script = {
  name: 'discovering-strong',
  mode: 'discovering',
  level: 'strong',
  outcome: 'next_step_agreed',
  repWpm: 148,
  lines: [
    [
      'rep',
      "Thanks for making time today, Priya. Before I say anything about our fillers, I'd like to understand your operation. Would it be okay if I asked a few questions about line three?",
    ],
    [
      'buyer',
      'Sure. Line three is our PET juice line — we run about forty SKUs across it for three different brand owners.',
    ],
    [
      'rep',
      'Forty SKUs for three brand owners is a lot of variety. Walk me through what a typical week looks like on that line.',
    ],
    [
      'buyer',
      "We run two shifts, five days. The problem is the changeovers and the CIP. Every flavour change means a full clean, and that's ninety minutes we're not filling.",
    ],
    ['rep', 'Ninety minutes per flavour change — how many of those do you do in a typical week?'],
    [
      'buyer',
      "Twelve, sometimes fifteen, depending on how the brand owners schedule their promotions. So we lose close to twenty hours a week of filling time, and that's before anything breaks.",
    ],
    [
      'rep',
      'That is a lot of lost capacity. What does losing twenty hours a week mean for you with your brand owners?',
    ],
    [
      'buyer',
      'We had to turn down a co-packing contract this year because we did not have the capacity. That was about half a million in revenue, and my general manager has not let me forget it.',
    ],
    ['rep', "That must be painful to walk away from. What's driving you to look at it now rather than next year?"],
    [
      'buyer',
      "The brand owner who took that contract elsewhere isn't happy with the co-packer they went to. They want to come back in the spring if we can prove we have the capacity and pass their audit.",
    ],
    ['rep', 'So spring is a real deadline. When would a new system need to be running for you to say yes to them?'],
    ['buyer', 'By the end of March at the latest. We have a planned shutdown the first two weeks of February.'],
    [
      'rep',
      'That helps. Who besides you would be involved in deciding on a project like this, and how does a capex request get approved at your company?',
    ],
    [
      'buyer',
      "I'd build the case, our plant manager Tom has to support it, and anything over two hundred thousand goes to the CFO. There's a capex committee once a month.",
    ],
    ['rep', 'And has budget been set aside for line three this year, or would this be a new request?'],
    ['buyer', "There's about three hundred thousand in the plan for line three, but it's not earmarked for fillers."],
    [
      'rep',
      'Understood. When you compare options, what will matter most — changeover time, sanitation validation, price, or something else? And which other suppliers are you talking to?',
    ],
    [
      'buyer',
      'Changeover and CIP time first, then food safety — our SQF auditor is strict on allergen changeovers. We have one other quote, from the company that supplied our current filler.',
    ],
    [
      'rep',
      'You mentioned your SQF auditor is strict, so the validated CIP cycle on our filler would give you the documentation your audits need for allergen changeovers. Let me make sure I have this right: twenty hours a week lost, a contract waiting for spring, and Tom and the CFO to convince. Could we walk line three together next Wednesday morning with Tom, so we come back with a proposal built around those numbers?',
    ],
    ['buyer', "Wednesday works. I'll bring Tom."],
  ],
};

export const discoveringAverage: Script = {
  name: 'discovering-average',
  mode: 'discovering',
  level: 'average',
  outcome: 'no_decision',
  repWpm: 165,
  lines: [
    [
      'rep',
      "Hi Priya, thanks for the time. So I'm with Aquila Process Systems, we do rotary fillers and CIP skids. Can you tell me a bit about your operation?",
    ],
    [
      'buyer',
      'Sure. Line three is our PET juice line — we run about forty SKUs across it for three different brand owners.',
    ],
    ['rep', 'Okay. Do you run two shifts or three?'],
    [
      'buyer',
      "Two shifts, five days. The problem is changeovers and CIP. Every flavour change means a full clean, and that's ninety minutes we're not filling.",
    ],
    [
      'rep',
      'Yeah, we hear that a lot. Our filler has a CIP cycle of about thirty minutes and the format parts are tool-less, so changeovers are really quick.',
    ],
    ['buyer', 'Thirty minutes would be a big change. We lose close to twenty hours a week right now.'],
    ['rep', 'That is a lot. Is that causing problems with your customers?'],
    ['buyer', 'We had to turn down a contract this year because we did not have the capacity.'],
    ['rep', "I understand, that's tough. What kind of timeline are you looking at?"],
    ['buyer', 'We would need something running by the end of March. We have a shutdown in February.'],
    ['rep', 'Okay, that is doable. Do you have budget for this?'],
    ['buyer', "There's some money in the plan for line three, but it's not earmarked for fillers."],
    [
      'rep',
      'Got it. Our filler also has a touchscreen HMI, servo-driven valves and a stainless frame, and, um, we have a lot of customers in juice.',
    ],
    ['buyer', 'What would it cost?'],
    [
      'rep',
      "It depends on the configuration, but it's usually somewhere around two to three hundred thousand. I can put a quote together for you.",
    ],
    ['buyer', 'Okay. Send me something.'],
    ['rep', "Sounds good, I'll send you a quote and follow up next week."],
  ],
};

export const discoveringWeak: Script = {
  name: 'discovering-weak',
  mode: 'discovering',
  level: 'weak',
  outcome: 'no_decision',
  repWpm: 188,
  interrupted: [3],
  lines: [
    [
      'rep',
      "Hi Priya, I'm with Aquila Process Systems. We're the market leader in rotary fillers and I've got some great stuff to show you today.",
    ],
    ['buyer', 'Okay. Line three is our PET juice line — we run about forty SKUs across it for three brand owners.'],
    [
      'rep',
      "Great, so our AquaFill 40 is perfect for that. It has servo-driven valves, a touchscreen HMI, stainless steel 316L contact parts, and, um, basically it's the fastest filler on the market at 400 bottles per minute, you know.",
    ],
    ['buyer', 'Speed is not really our issue. It is the changeovers and the CIP — ninety minutes every flavour—'],
    [
      'rep',
      "Yeah, um, that's not really a problem with our machine, honestly, our customers love it, and it also has a cloud dashboard and, like, predictive maintenance sensors so, you know, you get all the data.",
    ],
    ['buyer', "I'm not sure you heard me. We lose twenty hours a week on changeovers."],
    ['rep', 'Right, right. Do you have budget?'],
    ['buyer', "There's some money for line three. It's not earmarked."],
    [
      'rep',
      'Okay, great, so you should really move quickly, because prices are going up next quarter and, um, our build slots are filling up, trust me.',
    ],
    ['buyer', "I'm not going to rush a decision like this."],
    ['rep', "Sure, sure. I'll send you a brochure and some info and you can let me know what you think."],
    ['buyer', 'Fine.'],
  ],
};

// A rep who listens well and asks good questions about the problem, but talks in long turns and
// never finds out how the buyer will decide: no budget, no sign-off, no process, no competition.
export const discoveringAverageNoQualify: Script = {
  name: 'discovering-average-no-qualify',
  mode: 'discovering',
  level: 'average',
  outcome: 'no_decision',
  repWpm: 162,
  lines: [
    [
      'rep',
      "Thanks for making time today, Priya. I've been looking forward to this, because we've been doing a lot of work with juice co-packers lately and I've seen how different every operation is. Can you tell me a bit about line three?",
    ],
    [
      'buyer',
      'Sure. Line three is our PET juice line — we run about forty SKUs across it for three different brand owners.',
    ],
    ['rep', 'Forty SKUs for three brand owners, that is a lot of variety. What does that do to your changeovers?'],
    [
      'buyer',
      "It's the changeovers and the CIP. Every flavour change means a full clean, and that's ninety minutes we're not filling.",
    ],
    [
      'rep',
      'Ninety minutes is a long clean. We see that a lot, actually, because most fillers of that generation were built for long runs of one product, and when co-packers took on more brands the clean-in-place cycle became the bottleneck. A plant we work with in Georgia had almost exactly your situation, and they ended up rebuilding their whole schedule around CIP before they looked at the equipment itself. How many flavour changes do you do in a week?',
    ],
    ['buyer', 'Twelve, sometimes fifteen. So close to twenty hours a week of lost filling time.'],
    ['rep', 'That must be frustrating. What does losing twenty hours a week mean for you with your brand owners?'],
    [
      'buyer',
      'We had to turn down a co-packing contract this year because we did not have the capacity. About half a million in revenue.',
    ],
    [
      'rep',
      "That's a big hit. I can imagine your general manager was not happy about that. We had a customer in a very similar position, a cold-pressed juice plant, and what they found was that the capacity was there all along, it was just locked up in cleaning and changeovers, so once they got the CIP cycle down they could take on new contracts without adding a shift. Our filler's validated CIP cycle runs about thirty minutes, and that is where most of their time came back.",
    ],
    ['buyer', 'Thirty minutes would change things for us.'],
    [
      'rep',
      'It sounds like getting that capacity back is the priority. I can put together some information on how the CIP cycle works and what the Georgia plant saw, and send it over this week.',
    ],
    ['buyer', "Okay. Send it over and I'll have a look."],
    ['rep', 'Great, thanks again, Priya. I really enjoyed hearing about line three.'],
  ],
};
