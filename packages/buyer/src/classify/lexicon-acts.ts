// Patterns for what a rep does in a turn. Compiled once; classification runs on every turn.

export const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening|day)|buenos d[ií]as|buenas tardes|bonjour)\b/;
export const INTRODUCTION =
  /\b(my name is|this is \w+( \w+)? (from|with|at)|i'?m \w+( \w+)? (from|with)|i work (for|with|at)|i'?m calling (from|because|about)|the reason (i'?m calling|for my call))\b/;
export const PERMISSION =
  /\b(do you have (a|two|a few|five|thirty|30|2|5) (minute|moment|second|min)s?|is (this|now) a (good|bad|ok|okay) time|did i catch you|caught you at a (bad|good)|can i (have|take|get|borrow) (\d+|a|two|a few|thirty|five) (minute|moment|second|min)s?|mind if i|would it be ok(ay)? if i|may i (ask|take)|(30|thirty)[- ]seconds?|got a (minute|moment|sec))\b/;
export const OPEN_START =
  /^(what|how|why|who|which|where|when|tell me|walk me through|talk me through|describe|explain|help me understand|share|in what way|can you (tell|walk|talk|describe|explain|share|help me understand)|could you (tell|walk|talk|describe|explain|share|help me understand)|would you (tell|walk|describe|explain|share))\b/;
export const NOT_OPEN = /^(what if|how about|what about (monday|tuesday|wednesday|thursday|friday|next))\b/;
export const QUESTION_START =
  /^(what|how|why|when|where|who|which|whose|tell me|walk me through|talk me through|describe|explain|help me understand|can|could|would|do|does|did|are|is|was|were|have|has|will|should|may|mind if|any|anything)\b/;
export const CLARIFYING =
  /\b(what('s| is) (behind|driving) (that|this|the)|what (specifically|exactly) (worries|concerns|bothers|happened)|help me understand (the|your|that|why|what)|tell me more about (the|your|that|what)|what happened (last time|with|on)|why (is|does) that (matter|concern|worry)|what would (it|you) need|what would make you (comfortable|confident)|where does that (concern|worry) come from)\b/;
export const VALUE =
  /\b(help(ed|s|ing)?|reduc\w*|cut(ting|s)?|lower(ed|ing)?|improv\w*|increas\w*|boost\w*|sav(e|ed|es|ing)|eliminat\w*|free(d|s)? up|shorten\w*|rais(e|ed|ing)|recover\w*|gain\w*)\b.{0,60}\b(downtime|change ?overs?|oee|yield|giveaway|waste|scrap|costs?|labou?r|throughput|output|sanitation|cleaning|rejects?|holds?|overtime|capacity|uptime|efficien\w*|speed|payback|audit|findings|hours|minutes)\b/;
export const VALUE_NUMBER =
  /\b\d+(\.\d+)? ?(%|percent|minutes|hours)\b.{0,40}\b(less|fewer|more|faster|lower|higher|shorter|reduction|improvement|back)\b/;
export const FEATURE_TERMS =
  /\b(servo\w*|plc|hmi|stainless|304|316l?|touch ?screens?|patent\w*|state[- ]of[- ]the[- ]art|cutting[- ]edge|best[- ]in[- ]class|world[- ]class|industry[- ]leading|fully automated|features?|innovative|revolutionary|proprietary|our (machine|product|system|solution|platform|technology|equipment|line)s?|(it|this|the machine) (has|comes with|includes|offers)|we (offer|provide|manufacture|build|make|sell)|high[- ]speed|units per minute|(bottles|bags|packs|cases|cups) per minute|heads|modular|smart|iot|cloud|dashboard|sensors?)\b/g;
export const SOCIAL_PROOF =
  /\b(customers? (like|such as|including)|we work with|we('ve| have) (helped|worked with|installed)|one of our (customers|clients)|case stud(y|ies)|other (plants|processors|co-?packers|customers)|(plants|companies|processors) like yours|references?|\d+ (plants|installations|customers|sites)|similar (plant|operation|company))\b/;
export const DISCOUNT =
  /\b(discount\w*|\d+ ?(%|percent) off|knock (off|down|\d+)|lower (the|our) price|better price|sharpen (my|our|the) pencil|best price|price (cut|reduction|concession)|come down (on|in) (the )?price|reduce (the|our) price|take \d+ ?(%|percent|k|thousand) off)\b/;
export const EMPATHY =
  /\b(i understand|understandabl\w*|that makes sense|makes sense|i hear you|i can imagine|that sounds (frustrating|tough|hard|painful|difficult|stressful|rough|like a lot)|must be (frustrating|tough|hard|difficult|stressful)|fair (enough|point|concern)|totally (get|understand)|i get (it|that|why)|i appreciate|good (point|question)|valid (concern|point)|no wonder|that'?s (tough|rough|a lot|frustrating|a real concern)|i'?m sorry (to hear|that))\b/;
export const SUMMARY =
  /\b(so what i('m| am) hearing|if i understand|if i heard you|let me (make sure|recap|summari[sz]e|play (that|it) back)|to recap|to summari[sz]e|so you('re| are) saying|sounds like (your|the) (biggest|main|real|key)|in other words|correct me if|did i get that right)\b/;
export const HANDLING =
  /\b(what if (we|i)|we (can|could|will|would) (include|cover|guarantee|offer|phase|schedule|split|hold|lock|provide|send|train|absorb|extend|fix|support|handle|quote|run|do|commit|put|give|bring|stage)|we'?ll (include|cover|guarantee|provide|handle|take care|train|support|hold|lock|absorb|run|commit|put|give|bring|stage|send)|guarantee\w*|warrant\w*|pilot|trial|phased|milestones?|financ\w*|leas(e|ing)|holdback|retention|on-?site|local (tech\w*|service|team|partner)|spare parts kit|remote (support|diagnostics)|let me (address|show|explain)|here'?s how (we|that)|in writing)\b/;
export const CLOSE = [
  /\b(can|could|shall|should) we (set up|schedule|book|get|put|find|meet|grab|lock in|move|go ahead|sign|agree|plan)\b/,
  /\blet'?s (set up|schedule|book|get|put|find|meet|grab|lock in|move forward|go ahead|do it|sign|plan)\b/,
  /\bwould you be (open|willing|available|up for|interested in)\b/,
  /\bare you (open|free|available) (to|for|on|next|this)\b/,
  /\b(how about|does|would|is) (monday|tuesday|wednesday|thursday|friday|next week|tomorrow)\b/,
  /\b(what does your calendar|when (are|would) you be (free|available)|find (a )?time)\b/,
  /\b(ready|willing) to (move forward|go ahead|proceed|sign|order|commit|place)\b/,
  /(?<!\bfrom )\b(move|moving|go) (forward|ahead)\b/,
  /\b(sign|issue|send) (the|a|over the) (contract|agreement|po|purchase order|paperwork)\b/,
  /\b(can|may|could) i (send|book|schedule|put)( you)? (a|an|the)? ?(invite|invitation|meeting|calendar|time)\b/,
  /\b(do we have a deal|can i count on|will you (recommend|approve|sign|commit))\b/,
  /\b(is that a yes|are we good to go|can i get (the|your) (po|order|signature)|shall i (send|draw up) the (contract|paperwork|order))\b/,
];
// A goodbye closes the turn ("…thanks for your time, Mike."): "Thanks for your time. What does
// your line run?" and "Thanks for your time today, I wanted to ask…" open a call, they do not end it.
export const GOODBYE =
  /\b(bye|goodbye|talk (to you )?(soon|later)|have a (good|great|nice) (day|one|weekend|afternoon)|thanks? (you )?(so much )?for your time|i'?ll let you go)(,? [\w']+){0,3}[\s.!]*$/;
// "you people" talks down ("what is wrong with you people"), but as the subject of a question it is
// how many reps address a company ("do you people track rejects?", "which audits are you people on").
export const RUDENESS =
  /\b(stupid|idiot\w*|dumb|moron\w*|shut up|stfu|hell no|crap|bullshit|fuck\w*|shit\w*|are you deaf|don'?t waste my time|listen to me|(?<!\b(?:do|does|did|are|were|have|can|could|would|will) )you people|clueless|incompetent|pathetic|useless)\b/;
// Questions about what the buyer is count only as a whole clause ("are you a machine?"), not as
// the start of a sales question ("are you a machine builder?", "are you a program manager?").
const WHAT_ARE_YOU =
  /are you (an? )?(ai|a\.i\.|bot|robot|chat ?bot|language model|llm|gpt|chatgpt|claude|gemini|real person|human|machine|computer|program)(?=\s*([?.!,]|$|or\b))/;
// Words a rep uses for equipment every day ("what model is your filler?", "it acts as a buffer",
// "we simulated your line", "Claude in maintenance") are not attempts to change the buyer's role.
const ROLE_BREAK_PHRASES =
  /\b(ignore (all |any )?(your |the |my |previous |prior |above |earlier )*(instructions|rules|prompts?|directions)|forget (all |any )?(your |the |previous |prior )*(instructions|rules|prompts?)|you'?re (an? )?(ai|bot|robot|chat ?bot|language model|llm)\b|pretend (you are|you'?re|to be)|system prompt|your (system )?prompt|(reveal|show|repeat|print) (me )?your (system )?(instructions|rules|prompt)|from now on,? you are|you are now (dan|an? (ai|assistant|bot|chat ?bot|different|new))\b|act as (if|though|my|an? (ai|assistant|bot|chat ?bot|language model|different (person|buyer)|new (person|buyer)))\b|developer mode|jailbreak|do anything now|dan mode|as an ai\b|chatgpt|openai|anthropic|what (language )?model are you|which model are you|break character|out of character|stop (the |this )?role ?play|role ?play(ing)?\b|(is this|this is( just)?|it'?s( just)?|is it|in this|end the|end this|stop the|stop this|exit the) (a |an |the )?(simulation|simulated (call|conversation|buyer)|training exercise|practice (session|exercise))\b)/;
export const ROLE_BREAK = {
  test: (normalized: string): boolean => ROLE_BREAK_PHRASES.test(normalized) || WHAT_ARE_YOU.test(normalized),
};
export const OFF_TOPIC =
  /\b(weather|football|soccer|hockey|baseball|basketball|super ?bowl|the game|playoffs|vacation|holiday plans|weekend plans|kids|family|movies?|netflix|restaurants?|golf|fishing|hunting|traffic|recipe for|politics|election)\b/;
export const PRICE =
  /\b(our price|the price|pricing|price (is|tag|point)|priced at|quotes?|quoted|\$\s?\d|list price|investment (is|of|would be|comes)|it (costs|runs|comes in at)|how much|discount\w*|cost (is|would be|comes))\b/;
