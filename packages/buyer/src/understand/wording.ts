// The wording that says what a clause does when the model's reading alone is not enough: how
// questions, requests for a meeting or for the decision, and conditions are worded.

import type { Act } from './labels';

/** The acts that ask the buyer something. */
export const ASKING_ACTS: ReadonlySet<Act> = new Set([
  'question',
  'clarify',
  'permission',
  'meeting_request',
  'close_request',
  'repeat_request',
  'role_break',
]);
/** What a clause worded as a yes/no question is not, whatever the model read: it asks. */
export const STATING_ACTS: ReadonlySet<Act> = new Set(['inform', 'acknowledge', 'summary', 'value', 'feature']);

/** A clause worded as a wh-question: "who ends up paying", not "what we do is…" (nor "what id suggest is…", as a recogniser writes it). */
export const WH_QUESTION =
  /^((and|so|but|ok|okay|um|uh|well|then),? )*(who|what|when|where|which|how|why)\b(?!'?s? (we|i|you|they|he|she|it|our|my|your|their)\b)(?! (we|i|you|they|he|she|it|our|my|your|their|id|im|ive|youd|youre|theyre)\b)/;
export const WHO_QUESTION = /^((and|so|but|ok|okay|um|uh|well),? )*(who|whom|whose|which (one|person|people|of))\b/;
/**
 * The wording of a request. The model's guess of a meeting or close request needs it: "which
 * response time would your team need at 2 a.m.?" is a question, and a buyer who books a meeting
 * nobody asked for is worse than one who asks "so, what do you suggest?".
 */
export const REQUEST_CUE =
  /\b(meet|meeting|call|propose|suggest|suggestion|demo|visit|walk|come (by|out|back|over)|swing by|stop by|drop by|pencil|book|schedule|calendar|invite|slot|sign|signed|order|po|purchase order|paperwork|contract|deal|agreement|move (forward|ahead)|go ahead|go with|proceed|commit|green light|pull the trigger|kick off|get started|onboard|works? for (me|you)\b|(day|time|slot|then|morning|afternoon|\d|am|pm) works?|suit|fits?|sounds good|see you|talk (then|soon|again|next)|how about|what about|are you (free|available|around)|sit down|get (back )?together|catch up|reconnect|regroup|touch base|meet up|sync up|hop on a call|next step|set (something|it|that|a time) up|lock (it|that|this) in|ready to|(could|can|shall|should) we|(mon|tues|wednes|thurs|fri)day (at|morning|afternoon|works?)|let'?s|let us|show you|sign(ing|s)?|set\b.{0,20}\bup|(get|grab|have|borrow|steal|book) (\w+ )?(minutes|an hour|half an hour)|buy|purchase|decision|a go|go-ahead|a yes|approve|approved|recommend us|count on|finali[sz]e|make it happen|place (the|an|your) order|start the (build|drawings|project|install)|initial|deposit|the ones|award|choose us|partner with|come (down|in|up)|follow-?up|working session|site survey|trade show|free for|(a )?good (day|time)|same time|(this|next) week|(tomorrow|monday|tuesday|wednesday|thursday|friday)\b)\b/;
/**
 * A yes/no question that asks for the buyer's decision in so many words ("would you be open to
 * going with us", "are you comfortable recommending us to your GM", "would that let you sign this
 * month", "…can we close it today"). The model reads many as questions about next steps; the buyer
 * must hear them as the ask they are. "What would it take to…" asks for the decision too.
 */
export const DECISION_ASK =
  /\b(go(ing)? with (us|our|this|that)|put (you|you guys|your (team|plant|site)) down for|(would|will|could|can|are) you (be (ready|willing|able) to )?sign( (it|this|that|today|now|off|the|if))|(give|get) (me|us) (a|your) (verbal |firm )?(yes|commitment|ok|okay|go)|verbal (yes|commitment|approval|ok|okay)|choose us|pick us|award (us|it|the)|recommend(ing)? (us|this|it|our|the proposal)|(let|get) you to (sign|approve|commit|order|move)|let you (sign|approve|commit|order|move)|sign (this|it|off on (this|it|the)|the (order|contract|quote|proposal))|close (it|this|the deal|the order)|(place|issue|cut|send) ((me|us) )?(the|a|an|your) (order|po|purchase order)|give (us|me) (the|your) (order|po|business|green light|go-ahead)|(have|get) (the|your|a) (deal|order|po|signature|business|go-ahead|green light)|move forward|go ahead with|pull the trigger|approve (it|this|the (order|po|purchase|proposal)))\b/;
/** "…free shipping, can we close it today": a question inside a clause the model read as an offer. */
export const ASKS_IN_PASSING = /\b(can|could|shall|should|will|would) (we|you|i)\b/;
export const WHAT_WOULD_IT_TAKE = /^((and|so|ok|okay|well),? )*what (would it take|if)\b/;
export const CONDITIONAL =
  /\b(if (you|we|your|the)|as long as|provided (that|you)|in exchange|on (the )?condition|assuming (you|we))\b/;

/** Every leading filler, not only the first: "so uh what do you think" starts at "what". */
const LEADING_FILLERS =
  /^(?:(?:um|uh|erm|er|just|wait|so|and|but|okay|ok|well|yeah|right|now|also|great|sure|anyway|anyways|alright|look),?\s+)+/;
export const stripFillers = (lower: string): string => lower.replace(LEADING_FILLERS, '');
/**
 * "…, is that still ok with production", "does that work for you", "and the warranty stuff was
 * that ok with purchasing", "is that going to be ok for you guys": a yes/no check on what came before.
 */
export const STILL_WORKS_FOR_YOU =
  /\b(is|are|was|were|does|do|did|would|will|can|could) (that|this|it|those|these) (still |really |even |going to be |gonna be |be )?(ok|okay|work|works|good|fine|doable|possible|enough|alright|acceptable|realistic)\b/;
/**
 * An imperative that asks for information (docs/nlu-labels.md, borderline acts): "tell me where
 * exactly they're turning up", "walk me through a changeover", "give me a feel for the hall".
 */
export const ASKS_BY_IMPERATIVE =
  /\b(tell me (a (little|bit) |a little bit |some more |more )?(about|where|what|how|why|when|who|which|whether)|(walk|talk|take|run) (me|us) (through|thru)|give me a (feel|sense|picture|rundown|idea)|help me understand)\b/;
/**
 * "anyway are you good with the ninety four grand": a yes/no question by its first words, which a
 * spoken turn without a question mark only shows in its wording.
 */
export const YES_NO_START =
  /^(are|do|does|did|is|can|could|would|will|have|has) (you|we|they|your|the|that|this|those|these|it|there|anything|anyone|anybody)\b/;
/**
 * "how hard has it been keeping people on the stacking jobs": a question word, at most two words,
 * then a verb and who or what it asks about. "how hard that must be" says, it does not ask, and
 * neither does "what I'm hearing is the filler's fine".
 */
export const WH_ASKS =
  /^(how|what|when|where|who|which|why)\b(?:\s+(?!(?:i|i'm|im|we|we're|you|you're|youre|they|they're)\b)\S+){0,2}\s+(is|are|was|were|do|does|did|has|have|had|will|would|can|could|should)\s+(you|your|the|it|they|there|that|this|those|these|we|y'all|anyone|anybody|people)\b/;
/**
 * "we took a 90-minute format change down to about 25", "cut changeovers from 70 to 20": an outcome
 * claimed with its before and after, which is value, however many machine words come with it.
 */
export const OUTCOME_CLAIM =
  /\b(down to (about |around |under |roughly |just )?\S*\d|(cut|cuts|reduced?|reducing|lowered|dropped|halved|brought|took|got|went) .{0,50}\b(from .{1,25} to|by) (about |around |under |roughly )?\S*\d)/;
/** "wait what did i say the price was": asks the buyer what the rep said, which is a question, not a request to hear the buyer again. */
export const RECALL_ASK =
  /\b((what|which)( (number|figure|price|amount|total|sum))? did i (say|tell you|quote|mention|give you)|remind me (what|how much) i|what was (the|my) (\w+ )?(price|number|figure|quote|total) i)\b/;
/**
 * Words that ask for a sum of money: "came to", "the number", "how much". With a recall wording
 * ("what did I say the install came to?") the question is about the price, whatever it was for.
 */
export const ASKS_A_SUM =
  /\b(came to|comes? to|cost|costs|price|priced|number|figure|total|how much|quote|quoted|amount)\b/;
/** A statement closed by a question tag: "…, right", "…, correct?", "…, is that right". */
export const TAGGED = /[\s,](right|correct|yeah|yes|no|is that right|isn'?t it|aren'?t you|don'?t you|am i right)\W*$/;
/**
 * "you'd be able to find the money for that, wouldn't you", "and you're not looking at anybody
 * else are you": a statement closed by a verb and a pronoun is a question by its grammar ("so
 * do we" is not a tag).
 */
export const VERB_TAG =
  /(?<!\b(?:so|neither|nor|as|than))[\s,](is|are|was|were|do|does|did|would|will|can|could|have|has|should)(n'?t)? (you|it|they|we|there|he|she)\W*$/;
/** The rep speaks about the buyer or the buyer's plant: "you", "your", "you're", "you guys". */
export const ABOUT_YOU = /\b(you|your|youre|you're|yours|y'all)\b/;
/** The rep offers to come to the buyer: "I come to Monterrey on the 18th", "we could swing by Tuesday". */
export const VISIT_OFFER =
  /\b(i|we)(?: (?:will|can|could|would|am|are|shall)|'ll|'m|'re)?(?: (?:happy|glad|able) to)? (come|come (by|down|out|over|up|in)|coming|visit|visiting|stop by|drop by|swing by|fly (in|down|out|up|over)|drive (down|up|over)|be (in|at|on site|onsite|there)|pop (by|in|over))\b/;
/** "so you buy it", "ok you take the machine?": the decision asked in the fewest words a rep can use. */
export const BARE_DECISION_ASK =
  /^(?:(?:so|then|ok|okay|and|well),? )*(?:you|u) (?:buy|take|sign|order|want) (?:it|this|that|them|the (?:machine|line|system|skid|quote|deal|order))(?: then| now| today)?\W*$/;
/** Words that weigh a sum against the money set aside: "is that in the budget", "what finance approved". */
export const BUDGET_WORDS =
  /\b(budget|budgeted|budget-?wise|approved|afford|affordable|set aside|allocated|capex|funded|funding)\b/;
/**
 * Words about the practice call itself, which a question that breaks the role carries. Only words
 * a plant conversation does not use: "what model is your filler", "our simulation shows", "the
 * program manager" are equipment talk.
 */
export const ABOUT_THE_EXERCISE =
  /\b(scenario|simulation|simulated buyer|ai|bot|chatbot|chat ?gpt|gpt|llm|language model|ai model|prompt|pretend\w*|in character|out of character|your character|roleplay|role-play|role play|your role|your script|persona|instructions?|programmed|real (person|buyer)|a human|human being|this exercise|the exercise|this game|briefing|told to|supposed to say)\b/;
/**
 * "how about the cooking step", "what about your night crew": a turn to another subject, not a
 * proposal, when no time or meeting word comes with it.
 */
export const TOPIC_SHIFT =
  /^(?:(?:so|and|ok|okay|now|alright)\s+)*(?:how|what) about (?:the|your|those|that|these|this|on|with) (?!.*\b(?:meet|meeting|call|visit|demo|coffee|lunch|session|walk|come|monday|tuesday|wednesday|thursday|friday|tomorrow|next week|morning|afternoon|\d)\b)/;
const WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days?`;
/** "the phone support is monday to friday": a schedule, not a time proposed. */
export const DAY_RANGE = new RegExp(String.raw`\b${WEEKDAY}\s*(?:to|through|thru|-|–|and)\s*${WEEKDAY}\b`);
/** The same spans as hours ("monday through friday"), all of them; "monday and tuesday" may propose. */
export const DAYS_SPAN = new RegExp(String.raw`\b${WEEKDAY}\s*(?:to|through|thru|till|until|-|–)\s*${WEEKDAY}\b`, 'g');
/** A clause that opens on a condition: "if you decided to go ahead", "once it's approved". */
export const CONDITION_LEAD = /^(?:(?:and|so|ok|okay|well),? )*(if|when|once|assuming|suppose|say)\b/;
/** A question put politely as a statement: "I was just wondering if…", "I'm curious whether…". */
export const INDIRECT_QUESTION =
  /\b(i was|i'?m|i am|we were|we'?re)( just| kind of| sort of| really)? (wondering|curious)( about)? (if|whether|what|how|who|when|where|which|why)\b|\b(do|would) you (happen to )?know (if|whether|what|how|who|when)\b/;
/**
 * "I'm not sure how your capital process works": a rep owning what they do not know asks about it;
 * it casts no doubt on the buyer. "I'm not sure you understand your own plant" does, and "I'm not
 * sure why they put you in charge" asks nothing.
 */
export const OWNS_NOT_KNOWING =
  /\b(i'?m|i am|im)( just| still)? not (sure|clear|certain|quite sure|totally sure|familiar with) (on )?(how|what|when|who|whether|where|which)\b(?![^.?!]*\byou\b[^.?!]{0,20}\b(understand|know|get it|realis|realiz|grasp|follow|listening|paying attention|serious|qualified)\w*)/;
/**
 * "We did a cell for a co-packer in Joliet that…": what the rep's company did for another plant is
 * a reference, whatever machine words it carries.
 */
export const DID_IT_FOR =
  /\b(we|i)(?:'ve| have)? (did|do|put in|installed|built|helped|supplied|set up|delivered|retrofitted|automated)\b.{0,40}\b(for|at|with) (a|an|one|another|two|three|several|\d+) (?:\w+ )?(co-?packers?|plants?|dairy|dairies|bakery|bakeries|customers?|processors?|brewery|breweries|sites?|companies|company|factory|factories|producers?|manufacturers?|bottlers?|packers?)\b/;

/**
 * "What are the steps between now and a signed PO?", "what's left on your end before you can cut
 * a PO": a question for how the buyer's company gets to an order, which is its decision process
 * (docs/nlu-labels.md), whatever the model makes of the order's words. A change order is contract.
 */
export const STEPS_TO_ORDER =
  /\b(what|which|how)\b[^.?!]{0,30}\b(steps?|process)\b[^.?!]{0,40}\b((?<!change )order|po|purchase order|paperwork|signature|signed|sign)\b|\bwhat'?s?( is)? (left|still (left|needed|missing|open|outstanding)|(left|needed|missing|outstanding) on your (end|side))\b[^.?!]{0,40}\bbefore\b[^.?!]{0,30}\b((?<!change )order|po|purchase order|sign|signature|sign off|approve|approval)\b/;

/**
 * "What questions or concerns came up when your team went through it?", "anything in the proposal
 * that doesn't sit right with you?": a question for the buyer's reservations, never about the
 * buyer as a person, however many "you"s it has (docs/nlu-labels.md, pains).
 */
export const ASKS_FOR_RESERVATIONS =
  /\b(any|what|which|other)( (like|um|uh|other|more|further|remaining|open|big|real|last|final|outstanding))* (concerns?|reservations?|worries|doubts|hesitations?|objections?|hang-?ups)\b|\bany( (like|um|uh|other|more|further|remaining|open|last|final))* questions?\b|\bquestions? or (concerns?|worries|doubts)\b|\b(doesn'?t|does not|didn'?t|did not|don'?t|isn'?t|is not|not) sit(ting)? (right|well)\b|\b(aren'?t|are not|not|still not|less than) (yet )?(fully |totally |a hundred percent |100% )?(comfortable|happy|sold|convinced) (with|about|on)\b|\banything (that'?s |that is )?(still )?(holding you back|giving you pause|bugging you|bothering you|worrying you|nagging at you)/;

/**
 * "Can you sign for it or does it go to the owners?", "does your VP need to see it or can you sign
 * off at this level?": a question whether the buyer may decide, which is who decides (authority,
 * docs/nlu-labels.md), not a request for the decision, however many words of one it carries. With
 * a time ("can you sign off on this yourself today?") it asks for the decision after all; the
 * check is asksWhoMaySign's.
 */
export const SIGNING_AUTHORITY =
  /\b(can|could|would|will) (you|he|she|they|your [a-z]+( [a-z]+)?)( (actually|really|even|personally|just))? (sign|approve|authori[sz]e|okay|ok|green ?light|release)( (it|this|that|off|for it|on it|the po))*( [a-z]+){0,3} (yourself|himself|herself|themselves|on (your|his|her|their) own|alone|at (this|that|your|his|her|the plant) level)\b|\bor (does |do |would |will |is )?(it|this|that|the \w+) (still )?(have to |need to |got to )?(go|goes|going) (up|higher|to)\b|\b(does|do|would|will) (it|this|that) (still )?(have to |need to )?go (up )?to (the|your) \w+ (or|for)\b|\b(does|do|would|will) (your|the) (\w+ )?(vp|boss|owners?|ceo|cfo|gm|director|board|corporate|head office|manager|president|committee) (need|have|want) to (see|sign|approve|look at|review|sign off|bless|okay)\b|\b(signing|approval|spending|spend|sign-off|signoff) (limit|authority|threshold)/;
/**
 * "Are you the economic buyer?", "are you the one who signs off?": whether the buyer decides,
 * which is authority (all corpus questions of this form are), never a question about the buyer
 * being a bot, however much it looks like "are you an AI".
 */
export const ASKS_IF_THEY_DECIDE =
  /\b(are|r) (you|u) (really |actually |even )?(the|a|an) (economic buyer|decision[- ]?maker|final (say|word|approver|decision[- ]?maker)|budget (holder|owner)|signer|signatory|approver|one (who|that) ('d |would |will )?(signs?|decides?|approves?|makes? the (final )?call|holds? the pen|issues? the po)|(person|guy) (who|that) ('d |would |will |can |could )?(signs?|decides?|approves?))\b/;

/**
 * "What's eating up most of your week?", "what would you fix first?", "what does your crew gripe
 * about?": a question after what hurts, in the idioms reps use for it. Of the 83 corpus questions
 * of these forms 67 are labelled pains; most of the rest name an area ("what tends to go sideways
 * when you switch formats"), and such a question is left to the area it names (read-topic.ts).
 */
export const ASKS_WHAT_HURTS =
  /\b(eat(s|ing)? (up )?(most of |all of )?(your|the) (week|day|time|shifts?|margins?)|blow(s|ing)? up (your|the)|go(es|ing)? sideways|(stuff|things|problems|issues|fires) .{0,25}(land|lands|landing) on your desk|fix first|pain ?points?|(crew|guys|team|operators|people|folks|staff|mechanics) (\w+ )?(gripe|grumble|moan|complain|whine)\w*|keeps? you up|not sitting right|holding you back|ruin(s|ing)? your (day|week)|(wave|had|waved) a (magic )?wand|what('s| is) (bugging|bothering|hurting|killing|frustrating|eating) (you|your)|(mess|fires?) (you'?d|you would|you) (want|need|have)|(any|what|which) (issues|problems)( \w+){0,4} (you'?d|you would|you) (like|want|need) to (address|fix|solve|sort out))/;

/**
 * "When does your customer need the bundles going out?", "when would you want this running?": when
 * something is needed is the timeline; all 42 corpus questions that open this way are.
 */
export const ASKS_WHEN_NEEDED =
  /^(\w+ ){0,4}when (do|does|would|will) (you|y'?all|your \w+|they|the \w+)( guys)? (really |actually )?(need|want|expect|have to have|require)\b/;

/** "Number of lines.": the count of the plant's lines, shifts or products, as a checklist asks it. */
export const ASKS_PLANT_COUNT = /^(the )?(number|count) of (\w+ )?(lines|shifts|skus|products|plants|sites)\b/;

/** A time in so many words: "today", "now", a day. With one, a question whether they can sign asks them to. */
const SAYS_WHEN =
  /\b(today|now|tonight|tomorrow|this (week|month|quarter)|next week|by (the )?(end|friday|monday|tomorrow)|(mon|tues|wednes|thurs|fri)day)\b/;

/** Whether a clause asks if someone may sign, and names no time for it (SIGNING_AUTHORITY). */
export function asksWhoMaySign(lower: string): boolean {
  return SIGNING_AUTHORITY.test(lower) && !SAYS_WHEN.test(lower);
}

/**
 * "Was the 20-minute change we showed at FAT good enough for your schedule?": a question about
 * something that happened proposes nothing, whatever words of a request it carries. No corpus
 * line of this form is a request.
 */
export const ASKS_ABOUT_WHAT_HAPPENED = /(?:^|, )(was|were|did) (the|that|this|it|those|these|your|our)\b/;

/**
 * Words that ask for the order itself: a sum checked with a tag and none of them asks the buyer to
 * confirm the figure (`checksASum` in read-clause.ts); with one of them it is a close.
 */
export const NAMES_THE_ORDER =
  /\b(sign|signed|signing|signature|po|p\.o\.|purchase order|order|approve|approved|approval|go ahead|move forward|moving forward|deal|green light|pull the trigger|commit|lock|proceed|good to go|shake on)\b/;
/**
 * The words every discount in the corpus has (a price, a figure, "come down", "knock off", points
 * counted off): a clause read as a discount without any ("maybe I can come back with my manager
 * sometime", "I'll keep it to the points you flagged") offers no money.
 */
export const DISCOUNT_WORDS =
  /\b(price|pricing|priced|percent|per ?cent|discount\w*|off|numbers?|amount|costs?|cheaper|sharpen|sharper|knock|cut|lower|lowest|low|down|drop|reduce|deal|rate|grand|thousand|money|budget|invoice|free|no charge|charge|margin|quote|figure|dollars?|pesos?|bucks|freight|shipping|throw in|include|waive|bundle|credit|rebate|terms|payment|pay|better|best|match|beat|meet you|flex|wiggle|room|give|(a|one|two|three|four|five|six|seven|eight|nine|ten|few|couple( of)?|another|some) points?)\b|[%$\d]/;

/**
 * "Can you walk us thru the HTST setup?", "talk me through a changeover": the rep asks the buyer to
 * explain, which is a question, not a meeting. Of the corpus's 145 lines of this form none is a
 * request (the rep offering to walk the buyer through something says "you").
 */
export const ASKS_TO_EXPLAIN = /\b(walk|talk|run|take|bring) (me|us) (through|thru|over)\b/;

/**
 * "If I heard you right, …", "so if I'm following, …": a condition that plays back what the buyer
 * said. Any other condition before a question ("If you got two changeovers back, what would that be
 * worth?") sets the question up and sums nothing up; the corpus's summaries that open with a
 * condition are of this kind, or whole sentences that ask nothing.
 */
export const PLAYS_BACK =
  /\bif (i'?m|im|i am|i'?ve|ive|i have|i)( \w+)? (hear|heard|hearing|got|get|getting|understand|understood|understanding|follow|following|caught|track|tracking|read|reading|play|add)\b/;

/**
 * "That's a pretty classic setup for, you know, a plant your size": telling the buyer their plant is
 * like others of its size reassures. The corpus's rude lines with "typical" or "classic" never
 * compare the buyer with plants their size; its sympathy lines do.
 */
export const NORMALISES =
  /\b(classic|typical|common|normal|standard|usual)\b.{0,50}\b(your size|(plants?|lines?|shops?|operations?|sites?|bakeries|bakery|dairy|dairies|co-?packers?|processors?) (like yours|about your size))\b/;

/**
 * "What are you guys bagging right now?", "which products you are running on the blister line":
 * a question about what the plant makes is about operations. All fifteen corpus questions of
 * these forms ("what are you running on that line these days" among them) are labelled so; questions about what to run on a trial ("what product would you want us to
 * run") or who makes the machines ("what are you running for fillers") are left out of it.
 */
/**
 * "Who do you sell to?", "who are your big customers?": whom the plant makes for is part of how it
 * runs. No corpus question has this form; the topic model read it as a question about vendors.
 */
export const ASKS_WHO_THEY_SELL_TO =
  /\b((for )?(which|what) (kind of |kinds of |type of )?(customers|clients|brands|retailers) (do )?(you|you guys|y'?all) (pack|make|sell|supply|work|run|produce|ship)( for| to)?|who (do|are) (you|you guys|y'?all)( guys)? (sell|selling|supply|supplying|ship|shipping|make|making|pack|packing) (to|for|it for)|who are (your|the) (main |big |biggest )?(customers|accounts)|who buys (your|from you))\b/;

export const ASKS_WHAT_THEY_MAKE =
  /\bwhat (are|do|is) (you|y'?all|you guys|the line|that line)( guys)? (runnin'?g?|run) (on|through|down) (that|the|this|your|line)\b|\bwhat (do|are|does) (you|you guys|y'?all|the plant|your plant|the line|your line|your lines|your team|they) (make|making|bag|bagging|pack|packing|produce|producing|fill|filling|bake|baking|fry|frying|freeze|freezing|use [a-z]+ for)\b|\b(what|which) (kind of |kinds of |sort of |type of |types of )?(products?|skus?|flavou?rs?|pack sizes?|items?) (do|are|does|is) (you|you guys|y'?all|the plant|your plant|the line|your line|your lines|it|they)\b|\b(what|which) (kind of |kinds of |sort of |type of |types of )?(products?|skus?|flavou?rs?) (you|you guys|y'?all) (are |'re |re )?(running|making|packing|bagging|filling|pasteuri[sz]ing|pasteuri[sz]e|freeze|freezing|fry|frying|make|pack|fill|run|bake|baking|produce|producing)\b|\b(what|which) (products?|skus?) (would|will) (you|y'?all)( guys)? be (making|freezing|running|packing|bagging|filling|frying)\b/;

/**
 * "Who do you call when the labeler faults at night?" asks about the vendor's help: the 10 corpus
 * and read-set questions of this form are support. "Who gets the call, and how long till it's
 * running again?" asks who answers a breakdown in the plant: both such questions are maintenance.
 * Neither asks who decides, though "call" is a decision's word ("who makes the call").
 */
const ASKS_WHO_THEY_CALL = /\bwho do (you|ya|y'?all|you guys|they)( usually| normally)? call\b/;
const ASKS_WHO_GETS_CALLED = /\bwho (gets|takes) (the|that) call\b|\bwho gets called( out)?\b/;
/** What a question about calling someone asks when it is about a choice, not a breakdown. */
const ABOUT_A_CHOICE = /\b(decid\w*|decision|sign\w*|approv\w*|final|vendor|supplier|budget|buy\w*|pick|new|quotes?)\b/;
export const asksWhoAnswersABreakdown = (lower: string): 'support' | 'maintenance' | null =>
  ABOUT_A_CHOICE.test(lower)
    ? null
    : ASKS_WHO_THEY_CALL.test(lower)
      ? 'support'
      : ASKS_WHO_GETS_CALLED.test(lower)
        ? 'maintenance'
        : null;

/**
 * Words that make a question about the buyer as a person (docs/nlu-labels.md, rapport): their
 * job, career and week, how they came to it, how they are.
 */
export const ABOUT_THE_PERSON =
  /\b(job|role|career|week|weekend|background|personally|yourself|family|kids|commute|promotion|hobby|hobbies|vacation|holidays?|first place|originally|grow up|grew up|enjoy|favou?rite part)\b|\b(end|ended|get|got|came|come) (up )?(into|in|over|up|from|to this|here)\b|\bbefore (this|that|you|joining|coming)\b|\bhow (are|r) (you|u)( doing| holding up| keeping| getting on)?\b|\bhow long (have |has |had )?(you|ya|u)\b|\bbeen (here|there) (long|a while)\b|\b(by training|typical day|day to day|your day|first (plant|year)|time off|outside of work|personal\w*|celebrat\w*|surviv\w*|miss|got you|made you|keeps you|highlight)\b|\b(you|ya) (started|start|came|moved|used to|were at|worked)\b|\b(things|it) with you\b|\bfor you\W*$|\bhow('?s| is| has| have) (your|the|things|it|life)( \w+)? (been|going|treating)\b/;

/**
 * "How much do you usually spend on a palletizer?": what the buyer pays for a machine is its
 * price; what a problem costs them ("how much do you spend on overtime", "how much are you spending
 * today on outside sterilization, per month") is roi (docs/nlu-labels.md, budget, price and roi).
 */
export const ASKS_WHAT_THEY_PAY = /\bhow much\b[^.?!]{0,40}\b(spend|spent|spending|pay|paid|paying)\b/;
export const WHAT_A_PROBLEM_COSTS =
  /\b(downtime|overtime|spares?|parts|labou?r|scrap|waste|rework|giveaway|energy|freight|stops?|outages?|recalls?|repairs?|holds?|loss(es)?|lose|losing|sav(e|es|ing|ings)|outside|outsourc\w*|today|currently|right now|monthly|yearly|annual\w*|(per|a|each|every) (month|year|week|shift|day))\b/;
/** Any word of money: without one, a guess that a clause is about roi is a guess. */
export const MONEY_WORDS =
  /\$|\b(cost\w*|money|dollars?|bucks|grand|thousand|million|savings?|save money|worth|pay ?back|roi|return|budget\w*|spend\w*|pric\w*|expensive|cheap\w*|afford\w*|justify|business case|how much)\b/;

/**
 * "For training, who from your side would be in the room?", "who'd own this cell on the floor?":
 * who works the machine is staffing, not who decides; no corpus question of this form is authority.
 */
const WHO_WORKS_IT =
  /\b(train\w*|operators?|on the floor|run (it|this|that|the \w+)|run robots?|crew|shifts?|in the room)\b/;
const ABOUT_A_DECISION = /\b(decid\w*|decision|sign\w*|approv\w*|final say|budget|vendor|supplier|quotes?|po)\b/;
export const asksWhoWorksIt = (lower: string): boolean =>
  /\bwho('?d|'?s|'?ll)?\b/.test(lower) && WHO_WORKS_IT.test(lower) && !ABOUT_A_DECISION.test(lower);
