// An operations question asks after one thing about the plant: what it makes, how many lines,
// the shifts, the people, the customers, the machine on the line, or how much goes through. A
// buyer answers that thing first; the overview ("3 lines, two shifts, mostly …") is for the
// broad "tell me about the plant" (docs/decisions/0015-language-understanding.md).

import type { OperationsFacet } from '../replies/bank-operations';

const MACHINE =
  '(machines?|equipment|fillers?|baggers?|fryers?|freezers?|spirals?|labell?ers?|cartoners?|case ?packers?|palletizers?|wrappers?|sealers?|thermoformers?|pasteuri[sz]ers?|x-?rays?|metal detectors?|checkweighers?|detectors?|blister (machines?|lines?)|ovens?|mixers?|kettles?|robots?)';

/** Each thing an operations question can ask after, and the wordings that ask after it. */
const FACETS: readonly [OperationsFacet, RegExp][] = [
  [
    'volume',
    /\b(per (hour|minute|min|shift|day|week|year)|an hour|a minute|a shift|(?<!hours )a day|(?<!days )a week|throughput|volumes?|output|capacity|how (much|many) (?!shifts|lines|people|operators)(\w+ )?(do|does|can|are) (you|y'?all|the plant|that line)( guys)? (make|making|run|running|push|pushing|produce|producing|ship|shipping|pack|packing|bag|bagging|fill|filling|freeze|freezing|do|doing)|(cases|bags|units|pallets|cartons|bottles|pounds|pieces|trays|packs) (a|per) )/,
  ],
  [
    'schedule',
    /\b(shifts|how many shifts|what shifts?|(one|two|three|1|2|3) shifts?|24 ?\/ ?[5-7]|around the clock|weekends?|hours a day|days a week|run(ning)? nights|how (does|do) (the|a|your) (day|week|schedule) (run|go|look)|what('s| is| does) (your|the) (schedule|week|day) look)\b/,
  ],
  [
    'people',
    /\b(how many (people|operators|guys|folks|staff|employees|workers|hands|bodies|techs)|head ?count|crew size|people (do you have|on (the|each|that) (line|floor|shift)|per (line|shift)))\b/,
  ],
  [
    'customers',
    /\b(who (do|are) (you|y'?all)( guys)? (sell|selling|supply|supplying|ship|shipping|make|making|pack|packing|run|running) (to|for|it for)|who are (your|the) (main |big |biggest )?(customers|accounts)|(which|what) (customers|retailers|brands|accounts) (do|are) you|for which customers|who buys)\b/,
  ],
  [
    'equipment',
    new RegExp(
      `\\b(what (are|do|is) (you|y'?all|the plant|the line)( guys)? (running|using|got|have|on)( right now| now| today| currently)? (for|on|at)\\b|what (kind|sort|type|make|brand|model) of ${MACHINE}|(do|does) (you|y'?all|the plant)( guys)? (still )?(have|run|use|got) (an? |any )?${MACHINE}|how do you (\\w+ ){0,2}today\\b|by hand|manual(ly)?\\b|on a machine)`,
    ),
  ],
  ['count', new RegExp(`\\bhow many (\\w+ )?(lines|${MACHINE})\\b|number of (\\w+ )?(lines|${MACHINE})`)],
  [
    'products',
    /\b(what (kind of |sort of |type of )?((stuff|products?|things|items) )?(do |are |is |does )?(you|y'?all|the plant|they)( guys)?( all)? (make|making|fill|filling|freeze|freezing|bag|bagging|pack|packing|package|packaging|produce|producing|fry|frying|wrap|wrapping|sterili[sz]e|sterili[sz]ing|bake|baking|process|processing|run|running)\b|what('s| is)? (goes|go|runs|run|running|comes off) (on|across|through|over|down) (them|it|each( one)?|those( lines)?|the lines?|that line|your lines?)\b|products?|skus?|product mix)/,
  ],
];

/**
 * What an operations question asks after, at most two things ("how many lines, how many
 * shifts"); none for a broad question about the plant, and none when it asks after more than two,
 * which the overview answers best.
 */
export function operationsFacets(question: string): OperationsFacet[] {
  return readOperationsQuestion(question).facets;
}

/**
 * What an operations question asks after and whether it invites the overview, its patterns read
 * once: "Walk me through how you run the plant, the lines and the shifts" invites the whole
 * picture (the overview says the lines, the shifts and the products, so it answers those too), and
 * so does a question after more than two things at once; either asks after no facet of its own.
 */
export function readOperationsQuestion(question: string): { facets: OperationsFacet[]; picture: boolean } {
  const text = question.toLowerCase();
  const asked = FACETS.filter(([, pattern]) => pattern.test(text)).map(([facet]) => facet);
  const picture = asksForThePicture(text, asked);
  return { facets: picture ? [] : asked, picture };
}

/**
 * Whether a question invites the plant's overview: by name of what it says ("walk me through the
 * lines and the shifts"), or by asking after more than two things of the plant at once ("which
 * products run on them, how many hours a day, what the rates are"). Either is answered with the
 * overview, not with a sore point of operations.
 */
export function asksForThePicture(question: string, asked?: readonly OperationsFacet[]): boolean {
  const text = question.toLowerCase();
  const named = asked ?? FACETS.filter(([, pattern]) => pattern.test(text)).map(([facet]) => facet);
  if (named.length > 2) return true;
  return named.length > 0 && INVITES_THE_PICTURE.test(text) && named.every((f) => IN_THE_OVERVIEW.has(f));
}

/** An invitation to describe the plant rather than a question after one figure of it. */
const INVITES_THE_PICTURE =
  /\b((walk|talk|take|run) me through|tell me (a (bit|little) |more |a (bit|little) more )?about|give me (a|the) (feel|picture|sense|rundown|tour|lay of the land)|describe|paint (me )?a picture)\b/;

/** What every overview line says (replies/bank-facts.ts, operationsLines). */
const IN_THE_OVERVIEW: ReadonlySet<OperationsFacet> = new Set(['count', 'schedule', 'products']);
