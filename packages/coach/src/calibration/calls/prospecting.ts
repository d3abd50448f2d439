import type { Call } from '../call.js';

// Cold calls to a plant. Strong reps earn the minute, ask one question at a time and follow the
// buyer's answer, then ask for a dated meeting; average reps ask a little and pitch a lot; weak reps
// pitch at once, press, and leave with "I'll send some info". Gaming reps try to score without
// selling.

const call = (c: Omit<Call, 'mode'>): Call => ({ ...c, mode: 'prospecting' });

export const prospectingCalls: readonly Call[] = [
  call({
    name: 'prospecting-strong-changeover',
    level: 'strong',
    repWpm: 150,
    rep: [
      "Hi Dana, this is Sam Ortiz with Apex Filling. I know I'm calling out of the blue — do you have thirty seconds for me to tell you why I called?",
      'Thanks. We work with dairy and snack plants on changeovers and unplanned downtime. How are changeovers going on your lines right now?',
      'That sounds like it eats a lot of the schedule. When a changeover runs long, what does it cost you on that shift?',
      'Understood. And how often does that happen in a typical week?',
      'Thanks for walking me through that. A plant like yours cut changeovers from forty minutes to fifteen with tool-less format parts. Would twenty minutes next Tuesday at 10 be worth it to see if that fits your line?',
      'Great, Tuesday at 10 it is. I will send the invite to you today. Thanks, Dana.',
    ],
  }),
  call({
    name: 'prospecting-strong-downtime',
    level: 'strong',
    repWpm: 146,
    persona: { role: 'plant_manager', firstName: 'Chris' },
    rep: [
      'Hi Chris, this is Priya from Northline Inspection. I caught you in the middle of the day, I suspect — is now a bad time for a quick question?',
      "I'll be brief. I'm calling because plants your size tell us unplanned downtime on end-of-line equipment is their biggest headache. What is downtime looking like on your lines this year?",
      'That makes sense. What happens to the rest of the plan when that hits during a shift?',
      'I hear you. Roughly how many hours a week are you losing to it?',
      'Thank you, that is useful. We helped a snack plant cut checkweigher stoppages by half. Could we take twenty minutes on Thursday at 2 to look at your numbers together?',
      'Perfect. I will send a calendar invite for Thursday at 2. Thanks for your time, Chris.',
    ],
  }),
  call({
    name: 'prospecting-strong-staffing',
    level: 'strong',
    repWpm: 155,
    persona: { role: 'production_manager', firstName: 'Morgan' },
    rep: [
      "Good morning Morgan, this is Lee from Carver Packaging. I know you're busy on the floor, so I'll be quick — may I ask one question?",
      'Many production managers we talk to are short of operators. How is staffing affecting your lines right now?',
      'That sounds tough. What happens on the shifts where you are short?',
      'What would it mean for you if one line needed one operator less?',
      'Makes sense. We helped a bakery run its case packing with one fewer operator per shift. Would fifteen minutes next Wednesday at 9 be worth it to see whether that applies to you?',
      'Wednesday at 9 works for me. I will send the invite right after this call. Thanks, Morgan.',
    ],
  }),
  call({
    name: 'prospecting-strong-sanitation',
    level: 'strong',
    repWpm: 148,
    persona: { role: 'quality_food_safety_specialist', firstName: 'Alex' },
    rep: [
      "Hi Alex, it's Jordan from Clearwash Systems. This is a cold call, so I'll keep it short — do you have a minute?",
      'We work with food plants on sanitation time between runs. How long does a full sanitation take on your main line today?',
      'That is a big chunk of the day. What does that do to your production plan when an audit is coming up?',
      'I appreciate you sharing that. Which part of the sanitation takes the longest?',
      'That helps. One dairy we work with took ninety minutes out of every washdown with a hygienic redesign. Would twenty minutes next Monday at 11 be worth it to see if your line could do the same?',
      'Great, Monday at 11. I will send the invite this afternoon. Thank you, Alex.',
    ],
  }),
  call({
    name: 'prospecting-strong-brushoff',
    level: 'strong',
    repWpm: 152,
    rep: [
      "Hi Dana, this is Kim from Ridgeway Automation. I know I'm interrupting your day — do you have thirty seconds?",
      'Fair enough, I understand you get a lot of these calls. I am not asking you to buy anything, just one question: if you could change one thing about your packaging line, what would it be?',
      'That sounds frustrating. How much time does that cost you per week?',
      'Thanks for telling me. What have you tried so far to fix it?',
      'That makes sense. We helped a plant like yours cut that kind of downtime by a third. Would it be worth twenty minutes next Thursday at 10 to compare notes?',
      'Thursday at 10, then. I will send the invite. Thanks again, Dana.',
    ],
  }),

  call({
    name: 'prospecting-average-pitchy',
    level: 'average',
    repWpm: 168,
    rep: [
      'Hi Dana, this is Sam with Apex Filling. Do you have a minute?',
      'We make high-speed fillers with servo drives, and we are the leading supplier in the Midwest. How are your fillers running?',
      'Okay. How much downtime do you get on them?',
      'Our machines are really reliable and easy to clean.',
      'Could we set up a meeting sometime to show you?',
    ],
  }),
  call({
    name: 'prospecting-average-noask',
    level: 'average',
    persona: { role: 'plant_manager', firstName: 'Chris' },
    repWpm: 165,
    rep: [
      'Hi Chris, this is Priya from Northline Inspection, do you have a minute?',
      'We sell checkweighers and metal detectors to food plants. What are you using today?',
      'Okay, those are good machines. What do you like about them?',
      'Ours are faster and more accurate.',
      "Alright. I'll send you some information and follow up next month.",
    ],
  }),
  call({
    name: 'prospecting-average-stacked',
    level: 'average',
    persona: { role: 'production_manager', firstName: 'Morgan' },
    repWpm: 170,
    rep: [
      'Hi Morgan, this is Lee from Carver Packaging. I know this is out of the blue.',
      'We build case packers and palletizers. Do you have any packaging projects coming up? Is anything breaking down?',
      'I see. What happens when that goes down?',
      'Our case packers run up to thirty cases a minute and they are very easy to use.',
      'Would you be open to a meeting in the next few weeks?',
    ],
  }),
  call({
    name: 'prospecting-average-rushed',
    level: 'average',
    persona: { role: 'quality_food_safety_specialist', firstName: 'Alex' },
    repWpm: 176,
    rep: [
      "Hi Alex, it's Jordan from Clearwash Systems, um, I'll be quick.",
      'So we basically do sanitation systems for food plants, you know, CIP and washdown. How long does your sanitation take?',
      'Okay, that is a lot. We have a new system that basically cuts the time a lot.',
      'How often do you get audited?',
      'Maybe we could talk again next week?',
    ],
  }),
  call({
    name: 'prospecting-average-generic',
    level: 'average',
    repWpm: 160,
    rep: [
      'Hello Dana, this is Kim from Ridgeway Automation. Did I catch you at a bad time?',
      'We help plants automate their end of line. What kind of equipment do you run on packaging?',
      'Got it. We have a lot of customers with that setup and they like our robots.',
      'What would you change about it if you could?',
      'Okay, well, let me know if anything changes, I can send over a brochure.',
    ],
  }),

  call({
    name: 'prospecting-weak-featuredump',
    level: 'weak',
    repWpm: 195,
    rep: [
      'Hi, this is Sam with Apex Filling, we are the industry-leading manufacturer of servo fillers with 316 stainless, IP69K washdown, a touchscreen HMI, tool-less quick-release nozzles and a cloud dashboard.',
      'Our machines are the best in the market and really everyone is switching to them, so you really need to act now.',
      'Trust me, it is a no-brainer. I can send you a brochure.',
      "I'll follow up next week.",
    ],
  }),
  call({
    name: 'prospecting-weak-pushy',
    level: 'weak',
    repWpm: 188,
    persona: { role: 'plant_manager', firstName: 'Chris' },
    rep: [
      'Chris, Priya from Northline. We are the market leader in inspection and I need fifteen minutes with you this week.',
      "That's not really a problem, everyone says they are busy.",
      'Our checkweighers are world-class, with smart sensors and software. You would be crazy not to look at them.',
      "Look, the offer is only good until Friday, so let's book it now.",
      "Fine, I'll just send some info.",
    ],
  }),
  call({
    name: 'prospecting-weak-monologue',
    level: 'weak',
    repWpm: 190,
    persona: { role: 'production_manager', firstName: 'Morgan' },
    rep: [
      'Hi Morgan, Lee here from Carver Packaging, and I wanted to tell you all about our company, which was founded in 1982 and has grown to be one of the biggest suppliers of case packers, tray formers, palletizers and conveyors in North America, with state-of-the-art robotic cells and patented vacuum grippers and a modular design and a cloud dashboard that shows you everything.',
      'Our company has the best service team and the best engineers and our software is cutting-edge.',
      'Anyway, I can email you our catalogue.',
      'Feel free to reach out whenever you are ready.',
    ],
  }),
  call({
    name: 'prospecting-weak-dismissive',
    level: 'weak',
    repWpm: 178,
    persona: { role: 'quality_food_safety_specialist', firstName: 'Alex' },
    rep: [
      'Hey Alex, Jordan from Clearwash. We sell sanitation systems.',
      'With all due respect, your current system is junk. You get what you pay for.',
      "That's just how it is, don't worry about the cost.",
      'Our sensors and valves and nozzles are state-of-the-art.',
      "I'll send you something, get back to me when you want.",
    ],
  }),
  call({
    name: 'prospecting-weak-vague',
    level: 'weak',
    repWpm: 185,
    rep: [
      'Hi, um, this is Kim, from, uh, Ridgeway, you know, automation.',
      'So, um, basically we, like, do robots and stuff for, you know, packaging.',
      'Our robots are, um, basically world-class, you know.',
      'So, uh, I guess I can, like, send some info or whatever.',
    ],
  }),

  call({
    name: 'prospecting-gaming-checklist',
    level: 'gaming',
    repWpm: 158,
    rep: [
      'Hi Dana, this is Sam from Apex Filling. Do you have thirty seconds?',
      "What's your biggest pain point? What's your budget? What's your timeline? Who is the decision maker? What are the next steps?",
      'What is the impact of that? How much does it cost you per week? Who else is involved? What is your buying process?',
      'Can we meet next Tuesday at 10?',
      'Thanks, bye.',
    ],
  }),
  call({
    name: 'prospecting-gaming-barrage',
    level: 'gaming',
    repWpm: 160,
    persona: { role: 'plant_manager', firstName: 'Chris' },
    rep: [
      "Hi Chris, I know you're busy, I'll be brief, I understand, I hear you, that makes sense, fair point, I appreciate it — you mentioned downtime, it sounds like changeovers, what's the impact, how much does it cost you per week, what happens when it goes down, who signs off, what's your budget, timeline, payback, ROI, total cost of ownership, a plant like yours cut downtime by 40 percent, can we meet next Tuesday at 10 or Thursday at 2?",
      'I understand, that makes sense, I hear you, what is the impact per shift, how many hours a week, what does that mean for you, can we book Tuesday at 10?',
      'Great, Tuesday at 10.',
    ],
  }),
  call({
    name: 'prospecting-gaming-rude',
    level: 'gaming',
    repWpm: 165,
    persona: { role: 'production_manager', firstName: 'Morgan' },
    rep: [
      "Morgan, listen, I don't have all day. What's your biggest pain point and what does it cost you per week?",
      "Come on, that's a stupid answer. Just tell me how much downtime costs you per shift and who signs off.",
      'Whatever. Shut up and listen: a plant like yours cut downtime by 40 percent, payback in 12 months, ROI guaranteed.',
      'You people never get it. Can we meet next Tuesday at 10 or not?',
    ],
  }),
];
