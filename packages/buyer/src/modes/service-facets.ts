// A question about looking after the machine asks after one thing: the training the buyer's
// people would need, the spare parts, how fast help comes when it breaks, or the buyer's own
// maintenance crew. A buyer answers that thing, whichever of support, maintenance or staffing the
// question was read as; the general line about service is for the broad "how's support been"
// (docs/decisions/0015-language-understanding.md, "Service questions answer what they ask").

import type { Topic } from '../catalog/keys';
import type { ServiceFacet } from '../replies/bank-service';

/** The topics a service question is read as; each facet answers for the ones it is about. */
export const SERVICE_TOPICS: ReadonlySet<Topic> = new Set(['support', 'maintenance', 'staffing']);

/** What each facet's answer is about: a training answer names the people, a spares one the upkeep. */
export const FACET_TOPICS: Record<ServiceFacet, readonly Topic[]> = {
  training: ['support', 'staffing'],
  spares: ['support', 'maintenance'],
  response: ['support', 'maintenance'],
  crew: ['staffing', 'maintenance'],
};

const PARTS =
  '(spares?|spare parts?|parts?|valves?|seals?|gaskets?|heaters?|bearings?|belts?|motors?|sensors?|cards?|boards?|jaws?|knives|blades?|wear items?)';
const CREW =
  '(techs?|technicians?|mechanics?|electricians?|millwrights?|maintenance (guys|crew|team|folks|people|staff)|your own (guys|people|team|crew)|anyone|anybody)';

/** Each facet and the wordings that ask after it, most specific first. */
const FACETS: readonly [ServiceFacet, RegExp][] = [
  // "who would we be training on it", "do you want the training before startup or during": the
  // training that comes with the machine. Not "are you an engineer by training", nor how the plant
  // brings on its own people (INTERNAL_TRAINING).
  ['training', /\b(?<!by )(train(ing|ed)?|trainers?|hands-on sessions?)\b/],
  [
    'spares',
    new RegExp(
      `\\b(${PARTS}\\b[^.?!]*\\b(stock(ed|ing)?|on hand|on the shelf|shelf|crib|in house|quick(ly)?|fast|order(ing)?|lead times?|get (one|them|it|hold)|kit|consignment)|(stock|keep|carry|order)\\b[^.?!]*\\b${PARTS})\\b`,
    ),
  ],
  [
    'response',
    /\b(response times?|how (long|fast|quick(ly)?|soon)\b[^.?!]*\b(get (somebody|someone|a tech|a technician|anyone|help|service)|(somebody|someone|a tech|service|they|the oem|the vendor) (to )?(show(s)? up|come(s)? out|get(s)? there|respond)|out there|on site)|(on site|onsite) (in|within)|(remote|phone) support|hotline|24 ?\/ ?7 support)\b/,
  ],
  [
    'crew',
    new RegExp(
      `\\b(${CREW}\\b[^.?!]*\\b(enough|comfortable|experience[d]?|skill(s|ed)?|servos?|controls|plc|robots?|nights?|cover|on every shift|in house)|(enough|how many|got) ${CREW}|(fix(ing)?|repair(ing)?|work(ing)? on) (it|them|that|the \\w+) (yourselves|in house)|your own (guys|people|team|crew) (fix|fixing|repair|repairing|do|doing|handle|handling))\\b`,
    ),
  ],
];

/** How the plant trains its own people: a staffing question, answered by what staffing is like. */
const INTERNAL_TRAINING =
  /\b(cross[- ]?train\w*|new (people|hires?|guys|folks|operators?|employees|staff)|casuals|temporary|temps|who trains|who('s| is) doing (that|the) training|trained (up|people|operators)|line leads?|time to train|dedicated trainer|training (department|program|programme|plan)s?|train(ing)? (program|programme|plan)s?|shadow\w*|onboard\w*|hard to train|training (is|was|has been) (a problem|a pain|hard|tough)|(what's|whats) (making|so hard)|how do you train|does training work|(fully|all) trained|keep trained)\b/;

/** The one thing a service question asks after, or null for a broad one. */
export function serviceFacet(question: string): ServiceFacet | null {
  const text = question.toLowerCase();
  const facet = FACETS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  return facet === 'training' && INTERNAL_TRAINING.test(text) ? null : facet;
}
