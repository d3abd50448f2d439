import type { QualificationElement } from '../types.js';

// BANT and MEDDIC elements, recognised in the rep's questions only: stating "budgets are tight"
// is not uncovering the buyer's budget.
export const QUALIFICATION_PATTERNS: Record<QualificationElement, RegExp> = {
  budget:
    /\b(budget|funds?|funding|capex|capital (?:plan|request|budget)|price range|spend|set aside|allocated|afford)\b/i,
  authority:
    /\b(who (?:else )?(?:would|will|makes?|signs?|approves?|has|is involved|needs? to)|sign(?:s|ing)? off|final say|decision[- ]makers?|approve[sd]?|approval from|whose call)\b/i,
  need: /\b(what(?:'s| is) (?:driving|prompting|behind)|why now|what (?:are you|would you be) (?:looking|hoping) (?:for|to)|(?:biggest|main|top) (?:priority|priorities|goal|challenge)|what needs to change|what prompted)\b/i,
  timeline:
    /\b(timeline|timeframe|time frame|by when|when (?:do|would|will|are|does|should|could|is)\b|deadline|go-?live|how soon|next (?:planned )?shutdown|in place by|schedule)\b/i,
  metrics:
    /\b(oee|kpis?|measure[ds]?|metrics?|how (?:much|many)|what percentage|numbers?|per (?:week|month|shift|year)|target)\b/i,
  decision_criteria:
    /\b(criteria|what (?:matters|will matter|would matter) most|(?:most )?important to you|evaluate|must-haves?|how will you (?:decide|choose|compare)|deciding factors?|what would (?:a|the) (?:right|good) (?:solution|partner))\b/i,
  decision_process:
    /\b(process (?:for|to) (?:buy|approv|decid|purchas)|(?:approval|buying|purchasing|procurement|decision) process|steps? (?:to|before)|capex (?:request|approval)|purchase orders?|how do (?:purchases|decisions|projects) (?:like this )?(?:get|usually))\b/i,
  pain: /\b(pain|mean for (?:you|your)|impact on|frustrat\w*|biggest (?:issue|problem|headache)|keeps? you up|costing you|cost(?:s)? you|struggl\w*|what happens when|headaches?|what(?:'s| is) not working|hurting)\b/i,
  champion:
    /\b(who else\b.{0,30}\b(?:benefit|cares?|feel|feels|feeling|affected|frustrated)|who else on your team|champion|sponsor|introduce me|bring (?:in|along)|who on your team|loop in)\b/i,
  competition:
    /\b(other (?:vendors?|suppliers?|options|quotes?)|alternatives?|competitors?|looking at anyone else|currently (?:use|using|running)|incumbent|in-house|your current (?:supplier|vendor|machines?|equipment|baggers?|fillers?|sealers?)|what (?:do you|are you) (?:use|using|running) (?:today|now))\b/i,
};

export const QUALIFICATION_ORDER: readonly QualificationElement[] = [
  'need',
  'pain',
  'metrics',
  'timeline',
  'budget',
  'authority',
  'decision_process',
  'decision_criteria',
  'champion',
  'competition',
];

export const QUALIFICATION_LABELS: Record<QualificationElement, string> = {
  budget: 'budget',
  authority: 'who signs off',
  need: 'what is driving the need',
  timeline: 'timeline',
  metrics: 'the numbers behind the problem',
  decision_criteria: 'decision criteria',
  decision_process: 'the buying process',
  pain: 'the pain and its cost',
  champion: 'an internal champion',
  competition: 'alternatives under consideration',
};

/** A question the rep could have asked, tied to the topic the buyer had opened. */
export function qualificationQuestion(element: QualificationElement, topicWord: string | null): string {
  const about = topicWord ? `fixing the ${topicWord.toLowerCase()} problem` : 'this';
  switch (element) {
    case 'budget':
      return `If ${about} is a priority this year, has budget been set aside for it, and roughly what range are you working with?`;
    case 'authority':
      return `Besides you, who would need to sign off on ${about}, and what will they want to see?`;
    case 'need':
      return `What is driving you to look at ${about} now rather than next year?`;
    case 'timeline':
      return `When would you need ${about} in place — is there a shutdown or a customer deadline we should work back from?`;
    case 'metrics':
      return `How do you measure ${about} today — what does it cost you per week in hours or cases?`;
    case 'decision_criteria':
      return `When you compare options for ${about}, what will matter most in the decision?`;
    case 'decision_process':
      return `Walk me through how a project like ${about} gets approved at your plant — what are the steps after you say yes?`;
    case 'pain':
      return `What happens on the floor when ${topicWord ? `the ${topicWord.toLowerCase()}` : 'that'} goes wrong, and who feels it most?`;
    case 'champion':
      return `Who else on your team feels ${topicWord ? `the ${topicWord.toLowerCase()} issue` : 'this'} most, and would they be worth bringing into the next conversation?`;
    case 'competition':
      return `What else are you considering for ${about} — another supplier, an upgrade of what you have, or doing nothing for now?`;
  }
}
