import type { Script } from './script.js';

// A closing meeting with the procurement manager of a ready-meal plant over a tray-sealing line
// proposal. The document facts let the analyser catch a rep who misstates the proposal.

const documentFacts = [
  'Price: $245,000 for the TS-600 tray sealing line, installed',
  'Lead time: 14 weeks from purchase order',
  'Warranty: 2 years parts and labour',
  'Throughput: 60 trays per minute',
];
const buyerObjections = ['price is over budget', 'installation downtime', 'support response time after start-up'];

export const closingStrong: Script = {
  name: 'closing-strong',
  mode: 'closing',
  level: 'strong',
  outcome: 'next_step_agreed',
  repWpm: 152,
  documentFacts,
  buyerObjections,
  lines: [
    [
      'rep',
      'Thanks for sitting down again, Mark. Last time you said the proposal covered the throughput you need, and the open points were price, installation downtime and support. Is that still the list, or has anything changed?',
    ],
    [
      'buyer',
      "That's still the list. Price is the big one. At two hundred forty-five thousand you're over our budget, and the other vendor quoted us about thirty thousand less for what looks like the same sealer. My CFO is going to ask me why we would pay more.",
    ],
    [
      'rep',
      'I appreciate you being straight with me. When you compare the two quotes, what does theirs include on change parts, spares and service?',
    ],
    [
      'buyer',
      "Their quote is the machine only. Spares, installation and the service contract would be extra, and they'd quote those once we place the order.",
    ],
    [
      'rep',
      'That makes sense to check, then. Ours includes installation, the first year of spares and a 2-year warranty, so over five years the cost per tray comes out lower than the machine-only quote. Would it help if I put both side by side in a total cost of ownership sheet for your finance team?',
    ],
    [
      'buyer',
      "That would help, the CFO likes to see it on one page. But I'm also worried about installation. We can't take the line down for more than a week — we supply two supermarket chains and we'd lose the slot if we miss deliveries.",
    ],
    ['rep', "That's the right worry — nobody wants to lose production. When is your next planned shutdown?"],
    [
      'buyer',
      "The second week of June. It's already booked for a refrigeration upgrade, but that crew only needs half the floor.",
    ],
    [
      'rep',
      'Then we would run the factory acceptance test on your trays at our plant in May, and install during that June week. A ready-meal plant in Ontario did the same swap in five days. What would your maintenance lead need to see to be comfortable?',
    ],
    [
      'buyer',
      'He would want to know who is on site if something goes wrong after start-up. Our last supplier took four days to send a technician, and we threw away a full day of product waiting. So support worries me.',
    ],
    [
      'rep',
      'Fair question. One of our technicians stays on site for the first two weeks of production, and after that the response time is 24 hours. What response time do you need written into the agreement?',
    ],
    [
      'buyer',
      "Twenty-four hours is fine, that's better than what we have today. Okay, but I still need something on price to get this past the CFO — he'll want to see that I pushed back.",
    ],
    [
      'rep',
      'I hear you. If you can issue the purchase order by the end of this month so we can hold the June installation slot, I can include the second year of spares at no charge. Would that be enough for the CFO?',
    ],
    [
      'buyer',
      'That would help. With the cost comparison and the spares, I think I can get it approved at the capex meeting.',
    ],
    [
      'rep',
      'So to recap: the total cost sheet to you by Friday, the acceptance test in May, installation in the June shutdown, a technician on site for two weeks, and second-year spares included with a PO this month. Is there anything else that would stop you from signing the PO?',
    ],
    [
      'buyer',
      "No, that covers it. Send me the sheet and I'll take it to the CFO on Tuesday. If he signs off, you'll have the PO by the end of the month.",
    ],
    [
      'rep',
      'Great, I will have it to you Friday morning, and I will call you Wednesday to hear how the CFO meeting went.',
    ],
  ],
};

export const closingAverage: Script = {
  name: 'closing-average',
  mode: 'closing',
  level: 'average',
  outcome: 'no_decision',
  repWpm: 166,
  documentFacts,
  buyerObjections,
  lines: [
    ['rep', 'Hi Mark, thanks for meeting again. So, where are we with the proposal?'],
    [
      'buyer',
      "Price is the big one. At two hundred forty-five thousand you're over our budget, and the other vendor quoted us about thirty thousand less.",
    ],
    [
      'rep',
      'I understand. Our machine is higher quality, though, and it includes installation and the first year of spares.',
    ],
    [
      'buyer',
      "Maybe, but I need to get this past the CFO. I'm also worried about installation. We can't take the line down for more than a week.",
    ],
    ['rep', 'That makes sense. Installation usually takes about a week, and we can schedule it when it works for you.'],
    [
      'buyer',
      'And what about support after start-up? Our last supplier took four days to send someone, so support worries me.',
    ],
    [
      'rep',
      'Our support is very good, we have technicians in the region. The machine also pays for itself in about two years because of the faster changeovers.',
    ],
    ['buyer', 'Okay. But I still need something on price.'],
    ['rep', 'I can probably take ten thousand off the price if that helps.'],
    ['buyer', "It helps. I'd still need to run it by the CFO."],
    ['rep', 'Sure. Are you ready to move forward if the CFO approves?'],
    ['buyer', 'Probably. Let me talk to him.'],
    ['rep', "Great. Let me know what he says, and I'll follow up next week."],
  ],
};

export const closingWeak: Script = {
  name: 'closing-weak',
  mode: 'closing',
  level: 'weak',
  outcome: 'lost',
  repWpm: 190,
  interrupted: [3],
  documentFacts,
  buyerObjections,
  lines: [
    ['rep', "Hi Mark, I'm just calling to see if you're ready to sign the proposal."],
    [
      'buyer',
      "Not yet. Price is the big one. At two hundred forty-five thousand you're over our budget, and the other vendor quoted us about thirty thousand less.",
    ],
    [
      'rep',
      'Honestly, their machine is junk compared to ours, you get what you pay for. But, um, look, I can do fifteen percent off if you sign today.',
    ],
    ['buyer', "I'm also worried about installation. We can't take the line down for more than a—"],
    [
      'rep',
      "Don't worry about that, that won't be a problem, our guys are really fast, like, it'll basically be fine.",
    ],
    [
      'buyer',
      'Our last supplier took four days to send a technician after start-up. What does support look like with you?',
    ],
    [
      'rep',
      "Our support is, you know, world-class, we're the leading supplier in North America. And the lead time is only 8 weeks, so you'd be up and running way faster than with anyone else, and the warranty is 3 years which is, like, the best in the industry.",
    ],
    ['buyer', "That's not what the proposal says. I'll need to think about it."],
    [
      'rep',
      'Okay, but the fifteen percent off is only good until Friday, so you really need to decide quickly, trust me, it is a no-brainer.',
    ],
    ['buyer', "I'm not going to be rushed. We'll be in touch."],
    ['rep', 'Okay, sure, just let me know whenever you are ready.'],
  ],
};

// A rep who answers the objections fairly well, defending the price rather than exploring it, and
// then never asks for the order: the meeting ends with the buyer promising to think about it.
export const closingAverageNoAsk: Script = {
  name: 'closing-average-no-ask',
  mode: 'closing',
  level: 'average',
  outcome: 'no_decision',
  repWpm: 156,
  documentFacts,
  buyerObjections,
  lines: [
    ['rep', 'Thanks for meeting again, Mark. What did you and the team think of the proposal?'],
    [
      'buyer',
      "Price is the big one. At two hundred forty-five thousand you're over our budget, and the other vendor quoted us about thirty thousand less.",
    ],
    [
      'rep',
      "I understand, that's a real gap. But our quote includes installation and the first year of spares, so the numbers are closer than they look.",
    ],
    [
      'buyer',
      "Maybe. I'd have to check what theirs includes. I'm also worried about installation. We can't take the line down for more than a week — we supply two supermarket chains.",
    ],
    ['rep', "That's a fair concern. When is your next planned shutdown? We could plan the installation around it."],
    ['buyer', 'The second week of June.'],
    [
      'rep',
      'A week in June should be enough. We did a similar tray sealer swap at a ready-meal plant in Ontario in five days.',
    ],
    [
      'buyer',
      'Okay. And support after start-up? Our last supplier took four days to send a technician, so support worries me.',
    ],
    [
      'rep',
      'I hear you, four days is a long time with a line down. One of our technicians stays on site for the first two weeks, and after that we respond within 24 hours. Would that work for your maintenance team?',
    ],
    ['buyer', 'That sounds better than what we have today.'],
    ['rep', "Good. I'm glad we could go through all of that today."],
    ['buyer', "I'll talk it over with the CFO and get back to you."],
    ['rep', 'Sounds good, Mark. Thanks for your time.'],
  ],
};
