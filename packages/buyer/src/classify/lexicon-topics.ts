import type { Topic } from '../catalog/keys';

// Words a rep uses when a turn is about a topic. Order matters only for ties: the dialogue
// engine answers the first buyer-relevant topic, so specific topics come before broad ones.
export const TOPIC_PATTERNS: ReadonlyArray<readonly [Topic, RegExp]> = [
  [
    'changeover',
    /\b(change ?overs?|changing over|sku changes?|format changes?|set-?up times?|smed|size changes?|switch(ing)? (between )?(products|skus|flavou?rs))\b/,
  ],
  [
    'food_safety',
    /\b(haccp|fsma|sqf|brc(gs)?|fssc|gfsi|audits?|auditors?|sanitation|sanitary|cip|clean(ing|ability)?|wash ?down|allergens?|hygien\w*|listeria|pathogens?|environmental monitoring|food safety|preventive controls?|pcqi|recalls?|swabs?|validat\w*|verification)\b/,
  ],
  [
    'compliance',
    /\b(regulat\w*|complian\w*|label(s|ling|ing)?|bilingual|french|nom(-\d+)?|cofepris|cfia|sfcr|fda|usda|fsis|fsvp|foreign supplier|traceability|osha|serializ\w*|serialis\w*|dscsa|track and trace|aggregation)\b/,
  ],
  [
    'maintenance',
    /\b(maintenance|breakdowns?|break(s)? down|repairs?|spare(s| parts)?|parts|pms?|preventive maintenance|cmms|mtbf|mttr|mechanics?|technicians?|wear parts|reliab\w*)\b/,
  ],
  [
    'staffing',
    /\b(labou?r|staff(ing)?|people|operators?|hiring|hire|turnover|workforce|skills?|overtime|shifts? coverage|headcount|crew|training|train)\b/,
  ],
  [
    'quality',
    /\b(quality|defects?|rejects?|complaints?|specs?|specifications?|consisten\w*|fill weights?|giveaway|holds?|seal(s|ing)? (issues|problems|integrity)|first[- ]pass)\b/,
  ],
  [
    'metrics',
    /\b(oee|kpis?|metrics?|measur\w*|track(ing)?|numbers?|uptime|downtime|yield|scrap|waste|efficien\w*|percent(age)?|targets?|benchmarks?|scorecards?|otif|on[- ]time|throughput rate)\b/,
  ],
  [
    'pains',
    /\b(challeng\w*|problems?|issues?|pain\w*|struggl\w*|frustrat\w*|keeps? you up|headaches?|bottlenecks?|biggest|worr(y|ies|ied)|not working|going wrong|fix|wish|improve|hardest|toughest|concerns?|sticking points?|holding (you )?back|keeping you from|stopping you|in the way|hesitat\w*)\b/,
  ],
  [
    'operations',
    /\b(lines?|production|run(s|ning)?|throughput|capacity|volumes?|skus?|products?|plant|facility|process(es)?|operations?|output|cases (per|a)|shifts?|day[- ]to[- ]day|floor|equipment|machines?)\b/,
  ],
  [
    'roi',
    /\b(roi|return on|payback|pay back|pays for itself|savings|save|justify|business case|tco|total cost|cost of (downtime|doing nothing))\b/,
  ],
  ['budget', /\b(budget\w*|funds?|funding|capex|capital|spend(ing)?|afford|allocated|set aside|money|fiscal)\b/],
  [
    'authority',
    /\b(decision[- ]?makers?|decides?|decide|sign[- ]?off|signs off|approv\w*|who else|involved|stakeholders?|boss|vp|final say|your (manager|director|gm)|report to)\b/,
  ],
  [
    'timeline',
    /\b(timeline|time ?frame|by when|deadline|lead[- ]?times?|deliver(y|ies)|this (year|quarter)|next (year|quarter)|q[1-4]|urgen\w*|how soon|go[- ]live|start date|when (do|would|are|is|will) (you|the|this|it))\b/,
  ],
  [
    'decision_process',
    /\b(process|evaluat\w*|criteria|steps|rfq|rfp|bids?|vendor (approval|list|selection)|supplier approval|committee|how (do|would) you (buy|choose|select|decide|pick)|purchasing|procurement|selection)\b/,
  ],
  [
    'competitors',
    /\b(competitors?|competition|other vendors?|alternatives?|currently use|current (vendor|supplier|machine|equipment|oem)|incumbent|who do you (use|buy from|work with)|who (are you|you're) (working|buying) (with|from)|buying from|(their|the other( guys'?)?|other|competing) (quotes?|bids?|prices?|offers?|proposals?|numbers?)|looking at (anyone|other)|oems?|krones|khs|sidel|multivac|ishida|mettler|alfa laval|gea|jbt|syntegon|heat and control)\b/,
  ],
  [
    'installation',
    /\b(install\w*|commission\w*|start[- ]?up|ramp[- ]?up|rigging|integrat\w*|footprint|utilities|fat|sat|factory acceptance|site acceptance|down during)\b/,
  ],
  ['support', /\b(support|service|response time|warranty|remote|on[- ]?site|24\/?7|help ?desk|field service)\b/],
  [
    'contract',
    /\b(contract|terms|payment|net ?\d+|deposit|holdback|retention|liabilit\w*|penalt\w*|agreement|lease|financ\w*|escalation|(?:\d+ ?%|percent|the|an) advance|advance payments?|up-?front|down payment|milestones?|progress payments?|payment schedule)\b/,
  ],
  [
    'tariffs',
    /\b(tariffs?|usmca|cusma|t-?mec|dut(y|ies)|import\w*|customs|exchange rate|currency|peso|canadian dollars?|cross[- ]border|immex|ddp)\b/,
  ],
  [
    'price',
    /\b(price|pricing|cost|costs|quote|quotes|quoted|\$\s?\d+|dollars|investment|expensive|cheap(er)?|discount)\b/,
  ],
  [
    'next_step',
    /\b(meeting|meet|demo|visit|trial|pilot|calendar|follow[- ]?up|next steps?|walk the line|come (by|out)|(monday|tuesday|wednesday|thursday|friday)|next week|sit down)\b/,
  ],
  [
    'rapport',
    /\b(how long have you|your (role|background|career|team)|how did you (get|end up)|what do you enjoy|how('s| is) (your|the) (day|week|morning))\b/,
  ],
];
