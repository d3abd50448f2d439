// What a food & beverage equipment conversation is about. Topics let a better phrasing pick up the
// thread the buyer had just opened, instead of a generic "ask more open questions".

export type TopicKey =
  | 'changeover'
  | 'downtime'
  | 'throughput'
  | 'sanitation'
  | 'food_safety'
  | 'yield'
  | 'labor'
  | 'price'
  | 'installation'
  | 'support'
  | 'competition'
  | 'tariffs';

type Topic = {
  key: TopicKey;
  pattern: RegExp;
  /** An open, impact-seeking question about this topic. */
  discover: string;
  /** How to tie the offer to this topic without inventing numbers. */
  link: string;
};

// Order matters: the first topic found in a buyer message is the one "in play".
export const TOPICS: readonly Topic[] = [
  {
    key: 'changeover',
    pattern: /\b(change ?-?overs?|format changes?|sku changes?|switching (?:products|skus|flavou?rs|formats))\b/i,
    discover:
      'What does a typical changeover look like on that line today, and what does it cost you when one runs long?',
    link: 'Because changeovers are where you are losing the time, the tool-less format parts are the piece to look at — if a changeover took half as long, what would you do with the extra run time?',
  },
  {
    key: 'downtime',
    pattern: /\b(downtime|unplanned stops?|breakdowns?|line stops?|stoppages?|jams?|goes down)\b/i,
    discover: 'When the line goes down, what usually causes it, and what does an hour of that cost you?',
    link: 'Since unplanned stops are what is hurting you, the condition monitoring is the part that matters — it flags wear before it stops the line. How much warning would your maintenance team need to act on it?',
  },
  {
    key: 'sanitation',
    pattern: /\b(sanitation|sanitize|cip|clean-in-place|wash ?-?downs?|cleaning)\b/i,
    discover:
      'How long does sanitation take between runs today, and what would getting some of that time back mean for your schedule?',
    link: 'You said sanitation eats into production time, so the open-frame, washdown-rated design is what to look at — how would your sanitation crew judge whether it actually saves them time?',
  },
  {
    key: 'food_safety',
    pattern:
      /\b(haccp|fsma|sqf|brc|audits?|food safety|allergens?|recalls?|contamination|foreign (?:body|material))\b/i,
    discover: 'What came up in your last audit, and which findings are you under the most pressure to close?',
    link: 'Given the audit pressure you described, the part that matters is the documented, validated cleaning cycle — what would your QA lead need to see to sign off on it?',
  },
  {
    key: 'throughput',
    pattern:
      /\b(oee|throughput|capacity|output|efficiency|(?:cases|packs|units|bottles) per (?:hour|minute)|bottleneck)\b/i,
    discover:
      'Where does OEE drop on that line today — availability, speed or quality — and what is the target you are being held to?',
    link: 'Since capacity is the constraint, the question is how many more cases per shift you would get — what would an extra hour of good output per shift be worth to you?',
  },
  {
    key: 'yield',
    pattern: /\b(yield|waste|giveaway|scrap|rework|product loss|overfill)\b/i,
    discover:
      'How much product are you losing to giveaway and rework in a typical week, and how do you measure it today?',
    link: 'You mentioned giveaway, so the closed-loop weight control is the relevant piece — what is one percent of giveaway worth on that line over a year?',
  },
  {
    key: 'labor',
    pattern: /\b(labou?r|staff(?:ing)?|operators?|headcount|turnover|overtime|hiring|short-?handed)\b/i,
    discover: 'How is staffing affecting that line right now, and what happens on the shifts where you are short?',
    link: 'With staffing as tight as you described, what matters is how few operators the line needs and how fast a new hire can run it — how long does training take on your current equipment?',
  },
  {
    key: 'installation',
    pattern: /\b(install(?:ation)?|commissioning|shutdown|start-?up|integration|retrofit|footprint|floor space)\b/i,
    discover:
      'When is your next planned shutdown, and what would an installation have to avoid for your team to be comfortable?',
    link: 'Since installation downtime is the worry, we can stage the work around your planned shutdown and run the factory acceptance test before anything ships — which shutdown window would you want to target?',
  },
  {
    key: 'support',
    pattern: /\b(support|service|spare parts|technicians?|response time|maintenance contract)\b/i,
    discover:
      'What has support looked like with your current supplier, and what response time do you actually need when a machine is down?',
    link: 'Given how much support matters to you, the regional technicians and spare-parts stock are the point — what response time would you want written into the agreement?',
  },
  {
    key: 'competition',
    pattern:
      /\b(competitors?|other vendors?|another (?:supplier|vendor)|incumbent|other quotes?|cheaper option|current supplier)\b/i,
    discover: 'What do you like about what you have today, and where does it fall short for you?',
    link: 'Compared with what you have today, the difference that matters for your line is what it costs you per case over the life of the machine — shall we put both side by side?',
  },
  {
    key: 'tariffs',
    pattern: /\b(tariffs?|duties|import costs?|customs)\b/i,
    discover: 'How are tariffs showing up in your capital decisions this year, and who is watching that number?',
    link: 'Since tariffs are a worry, we can show where the machine is built and fix the landed price in the quote — would a price held through delivery take that off the table?',
  },
  {
    key: 'price',
    pattern: /\b(price|pricing|costs?|expensive|budget|afford|cheaper|discount|capex)\b/i,
    discover:
      'When you say cost is a concern, what are you comparing it against, and how will the investment be judged internally?',
    link: 'Rather than the sticker price, let us look at cost per case over five years against what the current line costs you — what numbers would your finance team want in that comparison?',
  },
];

export type TopicMatch = { key: TopicKey; word: string; discover: string; link: string };

/** The first topic mentioned in a text, with the buyer's own word for it. */
export function topicIn(text: string): TopicMatch | null {
  for (const topic of TOPICS) {
    const m = topic.pattern.exec(text);
    if (m) return { key: topic.key, word: m[0], discover: topic.discover, link: topic.link };
  }
  return null;
}

export function topicsIn(text: string): Set<TopicKey> {
  const found = new Set<TopicKey>();
  for (const topic of TOPICS) if (topic.pattern.test(text)) found.add(topic.key);
  return found;
}
