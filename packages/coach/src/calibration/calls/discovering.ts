import type { Call } from '../call.js';

// Discovery meetings. Strong reps ask one open question at a time, follow the answer down to its
// cost, qualify (timeline, budget, who signs, how they buy) once a problem is on the table, link
// one capability to it and book the next step. Average reps ask fair questions but skim, pitch
// early or never qualify. Weak reps present. Gaming reps try to score without listening.

const call = (c: Omit<Call, 'mode'>): Call => ({ ...c, mode: 'discovering' });

export const discoveringCalls: readonly Call[] = [
  call({
    name: 'discovering-strong-changeover',
    level: 'strong',
    repWpm: 148,
    rep: [
      'Thanks for making time today, Dana. To make this useful for you, could you start by telling me what is going on with your packaging lines right now?',
      'That sounds frustrating. How often does that happen, and what does it cost you per week?',
      'When that happens, what is the impact on the rest of the plant?',
      'What is driving you to look at this now rather than next year?',
      'When would you need a fix in place — is there a shutdown we should plan around?',
      'Who else would be involved in signing off on a project like this?',
      'And how do projects like this usually get approved — what are the steps after you say yes?',
      'So what I am hearing is that the stoppages cost you hours every week and you want it fixed by the next shutdown. A line like yours cut changeovers from forty minutes to fifteen with tool-less parts. Could we walk your line together next Wednesday at 9 to scope it?',
      'Great, Wednesday at 9. Thanks, Dana.',
    ],
  }),
  call({
    name: 'discovering-strong-downtime',
    level: 'strong',
    repWpm: 152,
    persona: { role: 'plant_manager', firstName: 'Chris' },
    rep: [
      'Thanks for the time, Chris. Before I say anything about us, what prompted you to take this meeting?',
      'That makes sense. Walk me through what happens on the line when that goes down.',
      'How many hours a month does that add up to?',
      'What have you already tried to fix it?',
      'If you could change one thing about that line this year, what would it be?',
      'What budget has been set aside for a project like this?',
      'Besides you, who would need to sign off, and what will they want to see?',
      'When you compare options, what will matter most in the decision?',
      'Let me make sure I have it right: downtime is costing you hours every month and the capital committee wants a payback case. A plant like yours halved stoppages with a vision system on the checkweigher. Could we meet on Thursday at 2 with your maintenance lead to scope it?',
    ],
  }),
  call({
    name: 'discovering-strong-staffing',
    level: 'strong',
    repWpm: 145,
    persona: { role: 'production_manager', firstName: 'Morgan' },
    rep: [
      'Good to meet you, Morgan. What would make this hour worth your time?',
      'I hear you. How is staffing affecting your lines right now?',
      'What happens on the shifts where you are short?',
      'What does that cost you in overtime per month?',
      'When would you want this solved — is there a season or a customer deadline driving it?',
      'What is your budget range for the project?',
      'Who makes the final call on an investment like this?',
      'It sounds like the overtime and turnover are the real cost, and peak season is the deadline. A bakery we work with runs its case packing with one fewer operator per shift. Could we set up a line walk next Tuesday at 10?',
      'Thanks Morgan, I will send the invite today.',
    ],
  }),
  call({
    name: 'discovering-strong-quality',
    level: 'strong',
    repWpm: 150,
    persona: { role: 'quality_food_safety_specialist', firstName: 'Alex' },
    rep: [
      'Thanks for meeting me, Alex. Could you tell me how your last audit went?',
      'That must be stressful. What did the auditor focus on?',
      'How much time does sanitation take on your main line today?',
      'What happens to the production plan when a washdown runs long?',
      'What is the timeline for getting that fixed before the next audit?',
      'Who else would be part of the decision on new equipment?',
      'How will you compare the options you are looking at?',
      'So to recap: sanitation runs long, the audit is the deadline, and your team decides with operations. One dairy cut ninety minutes out of every washdown with a hygienic redesign. Could we review your line drawings together next Monday at 11?',
    ],
  }),
  call({
    name: 'discovering-strong-costs',
    level: 'strong',
    repWpm: 155,
    rep: [
      'Thanks for having me, Dana. What are the biggest challenges on your lines this year?',
      'That sounds painful. What does that mean for your customers when it happens?',
      'How do you measure it today — what does it cost per week?',
      'What would it be worth to you to get that back?',
      'What is your timeline for a decision?',
      'How does the capital approval process work at your plant?',
      'Who else will be involved in the decision?',
      'If I heard you right, the stoppages cost you real money every week and you want a case before the budget round. A plant like yours recovered four hours a week with our changeover kit. Can we meet Friday at 10 to build the numbers together?',
    ],
  }),

  call({
    name: 'discovering-average-pitch-early',
    level: 'average',
    repWpm: 165,
    rep: [
      'Thanks for meeting with me, Dana. Let me tell you a bit about our company first: we build fillers and cappers.',
      'What are the main problems on your filling line?',
      'Our machines would really help with that. They are very fast.',
      'How much downtime do you have per week?',
      'When do you want to buy?',
      'Okay, I will put together a proposal and send it over.',
    ],
  }),
  call({
    name: 'discovering-average-noqualify',
    level: 'average',
    repWpm: 160,
    persona: { role: 'plant_manager', firstName: 'Chris' },
    rep: [
      'Hi Chris, thanks for the time. What are the main issues on your lines?',
      'Okay. What happens when the line goes down?',
      'Our vision system solves that with smart sensors and software.',
      'How often does it happen?',
      'We have helped a lot of plants with that.',
      'Alright, I will send you a brochure and follow up next week.',
    ],
  }),
  call({
    name: 'discovering-average-closed',
    level: 'average',
    repWpm: 158,
    persona: { role: 'production_manager', firstName: 'Morgan' },
    rep: [
      'Morgan, good to meet you. How is staffing on your lines?',
      'Is overtime high?',
      'What does that cost you per month?',
      'Our case packer needs fewer operators. It is modular and easy to run.',
      'Would you like to see a demo at some point?',
    ],
  }),
  call({
    name: 'discovering-average-skim',
    level: 'average',
    repWpm: 162,
    persona: { role: 'quality_food_safety_specialist', firstName: 'Alex' },
    rep: [
      'Thanks Alex. How is sanitation going?',
      'Got it. How did your last audit go?',
      'Okay. And how long do changeovers take?',
      'Our washdown system is IP69K, stainless and it has automatic CIP cycles.',
      'Maybe we can talk again next month?',
    ],
  }),
  call({
    name: 'discovering-average-talky',
    level: 'average',
    repWpm: 172,
    rep: [
      'Hi Dana, thanks for the meeting, I wanted to start by giving you an overview of what we do: we help plants with changeovers and downtime and we have done that for twenty years.',
      'What is your biggest challenge right now?',
      'Right. How much time does that cost you each week?',
      'Our system has tool-less format parts and servo adjustment, so that would help a lot with that.',
      'Okay, I can send you some information and we can follow up.',
    ],
  }),

  call({
    name: 'discovering-weak-presentation',
    level: 'weak',
    repWpm: 190,
    rep: [
      'Thanks for the meeting. Let me walk you through our presentation. We are the market leader, with world-class servo fillers, 316 stainless, touchscreen HMI and a cloud dashboard.',
      'Our machines are state-of-the-art and our company has the best engineers in the industry.',
      'We also have robotic palletizers and conveyors and vision systems.',
      "I'll send you the brochure and you can get back to me.",
    ],
  }),
  call({
    name: 'discovering-weak-pushy',
    level: 'weak',
    repWpm: 185,
    persona: { role: 'plant_manager', firstName: 'Chris' },
    rep: [
      'Chris, we sell the best checkweighers in the market. You really need to buy one this quarter.',
      "That's not really a problem, every plant says that.",
      'Trust me, our sensors and software are cutting-edge. The price is only good until Friday.',
      'So are you going to sign or not?',
      "Fine, I'll follow up.",
    ],
  }),
  call({
    name: 'discovering-weak-fillers',
    level: 'weak',
    repWpm: 192,
    persona: { role: 'production_manager', firstName: 'Morgan' },
    rep: [
      'So, um, yeah, basically we, like, make case packers, you know, and they are, um, really good.',
      'Um, they have, like, servo motors and, you know, a touchscreen and stuff.',
      'So, uh, basically, yeah, they are state-of-the-art, you know.',
      'I guess, um, I can send some info or whatever.',
    ],
  }),
  call({
    name: 'discovering-weak-argue',
    level: 'weak',
    repWpm: 180,
    persona: { role: 'quality_food_safety_specialist', firstName: 'Alex' },
    rep: [
      'Alex, our washdown system is the best-in-class solution with stainless nozzles and valves.',
      "You're wrong about your current supplier, they are junk.",
      "With all due respect, that's just not an issue. Don't worry about the audit.",
      'Everyone is switching to us anyway.',
      'Let me know when you are ready.',
    ],
  }),
  call({
    name: 'discovering-weak-monologue',
    level: 'weak',
    repWpm: 188,
    rep: [
      'Thanks Dana. I want to tell you everything about our fillers because our company has been the leading supplier for thirty years and our filler has servo drives, a touchscreen HMI, tool-less quick-release nozzles, 316 stainless steel, IP69K washdown, patented valves, a cloud dashboard and smart sensors that track every bottle, and our software is cutting-edge and our team is world-class and we have installed machines all over the world.',
      'Our machines are really the best and everybody loves them.',
      'So I will send over a quote and you can think it over.',
    ],
  }),

  call({
    name: 'discovering-gaming-checklist',
    level: 'gaming',
    repWpm: 155,
    rep: [
      "What's your biggest pain point? What's your budget? What's your timeline? Who is the decision maker? What are the next steps?",
      'What is the impact? How much does it cost you? What is your decision process? What are your decision criteria? Who else is involved?',
      'What alternatives are you looking at? Who is your champion? What metrics do you track?',
      'Can we meet next Tuesday at 10?',
    ],
  }),
  call({
    name: 'discovering-gaming-barrage',
    level: 'gaming',
    repWpm: 160,
    persona: { role: 'plant_manager', firstName: 'Chris' },
    rep: [
      'I understand, I hear you, that makes sense, you mentioned downtime, so what I am hearing is changeovers, what is the impact, how much does it cost you per week, what happens when it stops, what is driving this, budget, timeline, who signs off, approval process, decision criteria, alternatives, ROI, payback, a plant like yours cut downtime by 40 percent, could we walk the line next Wednesday at 9?',
      'That makes sense, I appreciate it, what does that mean for you, how many hours per shift, who else is involved, can we book Wednesday at 9?',
      'Great, thanks.',
    ],
  }),
  call({
    name: 'discovering-gaming-rude',
    level: 'gaming',
    repWpm: 162,
    persona: { role: 'production_manager', firstName: 'Morgan' },
    rep: [
      "Let's skip the small talk, I don't have all day. What is your biggest pain point and what does it cost you per week?",
      'That is a stupid way to run a plant. What is your budget and who signs off?',
      'Whatever, just answer the question: what is your timeline and your approval process?',
      'Shut up and listen, our ROI and payback are guaranteed. Can we meet Wednesday at 9?',
    ],
  }),
];
