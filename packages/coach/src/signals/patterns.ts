// Phrase patterns for what a rep sentence does. They are deliberately conservative: a missed signal
// costs a few points, a false one puts words in the rep's mouth.

const re = (parts: string[]): RegExp => new RegExp(`(?:${parts.join('|')})`, 'i');

/** Greetings shaped like questions ("how are you doing today?") are not discovery. */
export const PHATIC =
  /^(?:hi|hello|hey)?[, ]*(?:is this\b|am i speaking (?:to|with)\b|how are you\b|how's it going\b|how is your (?:day|week)\b|how have you been\b)/i;

/** Open questions invite the buyer to talk: what / how / why and their "tell me" relatives. */
export const OPEN_QUESTION = re([
  "^(?:so,?\\s+|and,?\\s+|okay,?\\s+)?(?:what|what's|how|why|which|where|who)\\b",
  '\\b(?:tell|walk|talk) me (?:about|through|more)\\b',
  '\\bhelp me understand\\b',
  '\\b(?:describe|explain)\\b',
  '\\bwhat (?:would|does|happens|is|are|do|did|was|makes|kind|else)\\b',
  '\\bhow (?:do|does|did|would|much|many|often|long|are|is)\\b',
]);

export const IMPACT_QUESTION = re([
  '\\bcost(?:s|ing)? (?:you|the (?:plant|business|line))\\b',
  '\\bimpact\\b',
  '\\baffect(?:s|ing)?\\b',
  '\\bwhat happens (?:when|if)\\b',
  '\\bhow (?:much|many|often|long)\\b',
  '\\bper (?:week|month|shift|year|day)\\b',
  '\\bmean for (?:you|your)\\b',
  '\\bworth to you\\b',
]);

export const EMPATHY = re([
  '\\bi (?:completely |totally )?(?:understand|hear you|get (?:that|it)|appreciate)\\b',
  "\\b(?:that|that's|it's) (?:a )?(?:fair|reasonable|valid|good) (?:point|question|concern)?",
  '\\bthat makes (?:total |complete )?sense\\b',
  '\\bmakes sense\\b',
  '\\bsounds (?:like )?(?:frustrating|painful|tough|hard|stressful)\\b',
  '\\bthat must be\\b',
  '\\bthanks? (?:you )?for (?:sharing|explaining|being|taking|telling|walking)\\b',
  "\\b(?:that|this)(?:'s| is) (?:really )?(?:helpful|useful)\\b",
  '\\bthat helps\\b',
  '\\bgood to know\\b',
  '\\bfair enough\\b',
  "\\bthat(?:'s| is) (?:a lot|significant|huge|a big (?:deal|number|hit))\\b",
  '\\b(?:fair|good|great) (?:question|point)\\b',
  "\\b(?:that's|that is) (?:the |a )?(?:right|real|fair|reasonable|understandable) (?:worry|concern|question)\\b",
]);

export const REFLECTION = re([
  '\\byou (?:mentioned|said|told me|described|brought up)\\b',
  '\\b(?:it )?sounds like\\b',
  "\\bwhat i'?m hearing\\b",
  '\\bif i (?:heard|understood) (?:you|that) (?:right|correctly)\\b',
  '\\blet me make sure\\b',
  '\\bso to (?:recap|summari[sz]e)\\b',
  '\\bto (?:recap|summari[sz]e)\\b',
]);

export const TIME_RESPECT = re([
  "\\bi know you(?:'re| are) busy\\b",
  '\\b(?:30|thirty) seconds\\b',
  '\\b(?:a )?bad time\\b',
  '\\bcaught you\\b',
  "\\bi(?:'ll| will) be (?:brief|quick)\\b",
  '\\bout of the blue\\b',
  '\\bdo you have (?:a )?(?:minute|moment|couple of minutes)\\b',
]);

export const PERMISSION = re(['\\b(?:mind if|would it be (?:ok|okay|alright) if|can i ask|may i ask)\\b']);

export const PRESSURE = re([
  '\\byou (?:really )?(?:need|have) to (?:buy|sign|act|decide|order|move)\\b',
  '\\btrust me\\b',
  '\\bno[- ]brainer\\b',
  '\\b(?:sign|decide|order) (?:today|now|right now)\\b',
  '\\b(?:offer|price|deal) (?:expires|ends|is only good)\\b',
  '\\blimited time\\b',
  '\\bonly good (?:until|till|through)\\b',
  '\\beveryone (?:is|else is) (?:buying|switching|using)\\b',
  "\\byou(?:'d| would) be crazy\\b",
  "\\byou can't afford not to\\b",
]);

export const DISMISSIVE = re([
  "\\bthat's not (?:true|right|really an? (?:issue|problem)|an? (?:issue|problem))\\b",
  "\\byou(?:'re| are) wrong\\b",
  "\\bi don't think (?:that's|that is) (?:a|an|the|really)\\b",
  '\\bwith all due respect\\b',
  "\\bdon't worry about\\b",
  "\\bthat won't be a problem\\b",
  "\\bthat's just\\b",
  "\\b(?:that's|that is) (?:pretty |very |really |super )?(?:common|normal)\\b",
  '\\bno,? no\\b',
  '\\b(?:is|are) (?:junk|garbage|rubbish|a joke)\\b',
  '\\byou get what you pay for\\b',
]);

export const SELF_CENTRIC = re([
  "\\bwe(?:'re| are) the (?:leading|best|number one|#1|largest|market leader)\\b",
  '\\b(?:industry|market)[- ]leading\\b',
  '\\bbest[- ]in[- ]class\\b',
  '\\bworld[- ]class\\b',
  '\\bstate[- ]of[- ]the[- ]art\\b',
  '\\bcutting[- ]edge\\b',
  '\\bour company (?:is|was|has)\\b',
]);

export const FEATURE_TERMS =
  /\b(servo|stainless|316l?|304|plc|hmi|touch ?screen|ip6[5-9]k?|modular|patented|sensors?|motors?|cloud|ai|software|dashboard|vision system|robotic|robots?|conveyors?|actuators?|nozzles?|valves?|features?|speeds? up to|horsepower|kw|tool-less|quick-release)\b/gi;

/** The rep talking about what they sell, even without naming features. */
export const OFFER = re([
  '\\b(?:our|the) (?:machines?|fillers?|baggers?|sealers?|system|equipment|solution|skids?|format parts|cip cycle|technicians?|support)\\b',
  '\\bwe (?:can|could|would|will|offer|include|provide)\\b',
  '\\bours (?:includes?|has|is)\\b',
]);

export const PROOF = re([
  // "a plant like yours did …", not "a stupid way to run a plant".
  '\\b(?:a|one|another) (?:customer|client|plant|bakery|dairy|brewery|co-?packer|processor|line) (?:like yours|we|that|in|who|where|with|running)\\b',
  '\\b(?:a|one|another) (?:customer|client|bakery|dairy|brewery|co-?packer|processor) of ours\\b',
  '\\bplants? like yours\\b',
  '\\bcase study\\b',
  '\\breferences?\\b',
  '\\bwe (?:did|saw|helped|installed)\\b',
  '\\bfactory acceptance test\\b',
  '\\bguarantee[ds]?\\b',
]);

export const NUMBER_CLAIM =
  /(?:\$\s?\d|\b(?:\d+(?:\.\d+)?|two|three|four|five|six|ten|twelve|fifteen|twenty|thirty|forty|fifty|half)\s?(?:%|percent|minutes?|hours?|days?|weeks?|months?|years?|cases|units|trays|bags|bottles))/i;

export const VALUE_OUTCOME = re([
  '\\b(?:cut|reduce[ds]?|cutting|lower(?:ed)?|save[ds]?|saving|increase[ds]?|raise[ds]?|improve[ds]?|gain(?:ed)?|payback|pays? for itself|roi)\\b',
]);

export const VALUE_ANCHOR = re([
  '\\broi\\b',
  '\\bpayback\\b',
  '\\btotal cost of ownership\\b',
  '\\bcost per (?:case|unit|pack|bottle|tray|bag|pouch|carton)\\b',
  '\\b(?:over|across) (?:the )?(?:life(?:time)?|years?|(?:\\w+ )?years) (?:of (?:the|your) (?:machine|line|equipment))?',
  '\\bcost of (?:doing nothing|downtime|the problem)\\b',
  '\\bwhat (?:it|that|this) (?:costs?|is costing) you (?:today|now|per|every|each)\\b',
  '\\bover (?:the )?(?:life|lifetime|five years|5 years|three years|3 years)\\b',
  '\\bpays? for itself\\b',
]);

export const PRICE_PROBE = re([
  '\\bcompar(?:e|ing) (?:it )?(?:to|against|with)\\b',
  "\\bwhat(?:'s| is) driving\\b",
  '\\bis it the (?:total|price|number|cash ?flow|timing)\\b',
  '\\bhow (?:will|would|do) (?:you|they|finance) (?:judge|evaluate|justify|compare)\\b',
  '\\bwhat (?:number|price) (?:would|did) you\\b',
]);

export const CONDITIONAL_TRADE = re([
  "\\b(?:i|we)(?: can| could| would| will|'ll)\\b.{0,120}\\b(?:if|once|when|provided) (?:you|we) (?:can |could )?(?:sign|commit|place|agree|issue|order|confirm|go ahead|move forward|reserve|take)\\b",
  '\\bif (?:you|we) (?:can|could|commit|sign|agree|place|take|go)\\b.*\\b(?:we|i) (?:can|could|would|will)\\b',
  '\\bin (?:exchange|return) for\\b',
  '\\bprovided (?:that )?you\\b',
  '\\bas long as you\\b',
]);

export const CONCESSION = re([
  '\\b(?:\\d+|five|ten|fifteen|twenty)\\s?(?:%|percent) (?:off|discount)\\b',
  '\\b(?:knock|take|drop) (?:\\$?\\d[\\w$,.%]*(?: percent)?|a (?:bit|little|few \\w+)|some(?:thing)?|\\w+ (?:percent|thousand|dollars)) (?:off|down)\\b',
  '\\b(?:lower|drop|reduce|cut) (?:the|our|my) (?:price|quote)\\b',
  '\\bthrow in\\b',
  '\\bgive you (?:a |an extra )?discount\\b',
  '\\b(?:offer|give) (?:you )?a discount of\\b',
  '\\bfor free\\b',
  '\\bsplit the difference\\b',
  '\\bbest (?:and final )?price\\b',
  '\\bmatch (?:their|that|the) (?:price|quote)\\b',
]);

export const NEXT_STEP = re([
  '\\b(?:meeting|meet|call|demo|demonstration|site visit|visit|trial|pilot|walk-?through|line audit|assessment|calendar|invite)\\b',
  '\\bnext step\\b',
  '\\b(?:15|20|30|45|fifteen|twenty|thirty) minutes\\b',
]);

export const SPECIFIC_TIME = re([
  '\\b(?:monday|tuesday|wednesday|thursday|friday)\\b',
  '\\b(?:next|this) (?:week|month)\\b',
  '\\btomorrow\\b',
  '\\b\\d{1,2}(?::\\d{2})?\\s?(?:am|pm)\\b',
  '\\b(?:morning|afternoon)\\b',
  '\\bby (?:the )?(?:end of|friday|monday|month-end)\\b',
]);

export const CLOSE_ASK = re([
  '\\bmove forward\\b',
  '\\bpurchase order\\b',
  '\\b(?:the|a) po\\b',
  '\\bsign(?:ed)? (?:off|the)\\b',
  '\\bget (?:it|this|the order) (?:started|scheduled|booked|signed)\\b',
  '\\breserve (?:the|a|your) (?:slot|build slot|production slot)\\b',
  '\\bis there anything (?:else )?(?:stopping|that would stop|standing)\\b',
  '\\bready to\\b',
  '\\bgood to go\\b',
  '\\b(?:go ahead with|place) the order\\b',
  '\\b(?:can|could|shall) we (?:get|put|go ahead|proceed|sign|book|lock|confirm|start|finali[sz]e)\\b',
  '\\bshall we\\b',
  '\\b(?:do we have|have we got) a deal\\b',
  '\\bwhat would it take\\b',
]);

export const VAGUE_FOLLOW_UP = re([
  "\\bi(?:'ll| will) (?:just )?(?:follow up|circle back|touch base|send (?:you )?(?:some|over some|a|the)? ?(?:info|information|brochure|some stuff))\\b",
  '\\blet me know (?:if|when|what)\\b',
  '\\bfeel free to (?:reach out|call|email)\\b',
  "\\bwhenever you(?:'re| are) ready\\b",
  '\\bget back to me\\b',
  '\\bthink it over\\b',
]);
