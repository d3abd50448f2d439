// Cutting a turn into clauses. Typed turns have punctuation; spoken ones arrive as one long
// lower-case run ("yeah that makes sense what does an hour of downtime cost you and could we
// get twenty minutes tuesday"), so a clause also ends where a new question or request starts.

import { endsOnAbbreviation, splitSentences } from '../text/sentences';

/**
 * `leadIn`: a piece before the rest of its sentence ("If you decided to fix this, …", "For your
 * exports to the US, …"): part of a sentence, not a sentence of its own.
 * `subject`: a phrase before it that names what it is about ("For the install, …").
 */
export type RawClause = {
  text: string;
  asked: boolean;
  leadIn: boolean;
  /** The clause is part of a sentence that ends in a question mark, as its question or its lead-in. */
  inQuestion: boolean;
  subject?: string;
  /** An item of a list the rep reads out ("Question two, …"): it asks, whatever its form. */
  listed?: true;
};

const STARTERS = String.raw`what|how|why|when|where|who|which|could|can|would|do|does|did|is|are|will|should|shall|let's|let us|maybe|any chance|mind if`;
/**
 * "…and what does it cost", "…, could we meet": a conjunction or a comma before a new question;
 * "thanks for your time today, I wanted to ask…": a comma before the rep's own next point.
 */
const JOINED = new RegExp(
  String.raw`(?:,\s*|\s+)(?:and|so|but|also|okay|ok|alright|right|great|anyway|then|now|plus)\s+(?=(?:${STARTERS})\b)|,\s+(?=(?:${STARTERS})\b)|,\s+(?:(?:and|but)\s+)?(?=(?:so\s+)?(?:[Ii]|[Ww]e)(?:'d|'m| (?:wanted|want|was|would|am|just|also|really|need|needed|noticed|saw|heard|have|had))\b)`,
  'g',
);
const ASKS = new RegExp(
  String.raw`^(?:(?:yeah|yes|so|and|but|okay|ok|alright|right|like|um|uh|well|now|also|then)[\s,]+)*(?:${STARTERS})\b`,
);
/** "…net sixty on the last payment would that help your side": a check on what was just said. */
const CHECK = String.raw`(?:is|does|would|will|could) (?:that|this) (?:something|ok|okay|alright|about what|in line|within|realistic|doable|workable|enough|fair|a problem|an issue|still|work|works|help|sound|make|fit|change|cover|be (?:ok|okay|a problem|an issue|enough|something|doable|possible|workable|acceptable|fine))\b`;
/** "…was also on the table does theirs include the install": a yes/no question about a third party. */
const ABOUT_THEM = String.raw`(?:does|did|would|could|can|will) (?:theirs|they|their|it|your|the)\s`;
const WH = new RegExp(
  String.raw`\s(?=(?:what|how|why|when|where|who|which)(?:'s|'re|'d|'ll|s)?\s|(?:and |so |but )?(?:i'?m (?:curious|wondering)|i (?:was )?wonder(?:ed|ing)?) (?:if|whether|what|how|why|when|who|about)\b|(?:are|do|did|have|would|could|can|will) you\s|${CHECK}|${ABOUT_THEM})`,
  'g',
);
/** "…struggling to staff nights are you seeing that": a yes/no question starting mid-run. */
const YES_NO_MID = new RegExp(String.raw`^\s(?:(?:are|do|did|have|would|could|can|will) you\s|${CHECK}|${ABOUT_THEM})`);
/** Words after which a wh-word continues the clause ("do you know what…", "tell me how…"). */
const CONTINUES =
  /\b(like|know|tell me|tell us|given|considering|including|is|was|that's|thats|see|understand|wondering|wonder|ask|asking|curious|sure|about|of|from|on|in|to|for|exactly|explain|show|describe|share|me|and|or|but|so|just|hear|learn|matter|idea|remember|decide|decides|figure|out|by|at|with|guess|through|over|against|versus|vs|than|into|under|between|around|toward|towards|within|without|beyond|behind|above|below|after|before|until|since|despite|regarding|re|inside|outside|near|past|beside)$/;

/** "when the customer switches", not "when does the customer switch": a when/where that asks nothing. */
const WHEN_SAYS =
  /^\s(when|where)\s(?!(do|does|did|is|are|was|were|will|would|can|could|should|has|have|had|might|must|shall|you|we|it'?s|is|the best|exactly)\b)/;

const ASKS_NEXT =
  /^\s(when|where|which|who)\s(do|does|did|is|are|was|were|will|would|can|could|should|has|have)\s(you|we|they|your|the|it|i|he|she)\b/;

/** A run that opens with a question word somewhere in its first words ("so um how much …"). */
const WH_OPEN = /^(?:\S+\s+){0,3}(?:what|how|why|when|where|who|which)\b/;

/** A determiner and at most two words after it: the noun phrase a relative clause hangs on. */
const NOUN_PHRASE_END =
  /\b(the|a|an|any|every|some|our|your|their|his|her|its|each|another|other|someone|somebody|anyone)\s+(\S+\s+){0,2}$/;

/** A run of discourse words only ("yeah ok and like"): it leads into the clause, it is not one. */
const FILLER_ONLY =
  /^(?:(?:yeah|yes|yep|ok|okay|alright|right|so|and|but|like|um|uh|well|i mean|you know|just|now|then|also|cool|sure|great|hmm|mm|seriously|honestly|frankly|lol|haha|dude|man|oh|oops|maybe|perhaps|possibly)\b[\s,]*)+$/;

/**
 * Sentences, each with its closing punctuation; a semicolon ends one too, and so does a full stop
 * before a lower-case word: a rep typing fast writes "it's a lot for a plant your size. is the
 * money there this year", which Unicode's rules read as one sentence.
 */
function sentencesOf(text: string): string[] {
  return splitSentences(text).flatMap((s) => s.text.split(/(?<=;)\s+/).flatMap(atLowerCaseStops));
}

function atLowerCaseStops(sentence: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of sentence.matchAll(/\.\s+(?=[a-z])/g)) {
    const piece = sentence.slice(start, m.index + 1);
    if (piece.trim().split(/\s+/).length < 2 || endsOnAbbreviation(piece)) continue;
    out.push(piece.trim());
    start = m.index + m[0].length;
  }
  out.push(sentence.slice(start).trim());
  return out.filter((x) => x !== '');
}

function splitRun(text: string): string[] {
  const words = text.split(/\s+/);
  if (words.length < 7) return [text];
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(WH)) {
    const at = m.index;
    const before = text.slice(start, at).trim();
    const lower = before.toLowerCase();
    // "what happens downstream when the packer can't keep up": after a question, when/where/
    // which/who opens a part of it; what/how/why open the next question.
    const subordinate = ASKS.test(lower) && /^\s(when|where|which|who)\s/.test(text.slice(at, at + 8));
    // "the plant manager who took a chance": who/which/where/when right after a noun phrase
    // describes it; it does not start a question.
    // "…when the filler jams when do you run sanitation": a verb of asking after it asks, noun
    // phrase or not.
    const asksNext = ASKS_NEXT.test(text.slice(at, at + 24).toLowerCase());
    const relative =
      /^\s(when|where|which|who)\s/.test(text.slice(at, at + 8)) && NOUN_PHRASE_END.test(`${lower} `) && !asksNext;
    // "…so you don't pay again when the customer switches": when/where without a verb of asking
    // after it says when, it does not ask.
    const says = WHEN_SAYS.test(text.slice(at, at + 24).toLowerCase());
    // "how much downtime do you have" is one question; a yes/no start splits only a run that
    // did not open as a question, after a few words of its own.
    const yesNo = YES_NO_MID.test(text.slice(at, at + 40).toLowerCase());
    const inQuestion = yesNo && (ASKS.test(lower) || WH_OPEN.test(lower) || before.split(/\s+/).length < 5);
    if (
      before.split(/\s+/).length >= 3 &&
      !CONTINUES.test(lower) &&
      !FILLER_ONLY.test(lower) &&
      !subordinate &&
      !relative &&
      !says &&
      !inQuestion
    ) {
      out.push(before);
      start = at + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter((s) => s !== '');
}

/** A question word with only an aside after it ("what, if anything,"): the start of the next piece. */
const BARE_WH =
  /^(what|who|how|which|where|when|why)\b[\s,]*(if anything|if any|exactly|in the end|in your view|roughly|honestly|realistically)?[\s,]*$/;

/**
 * "Setting the audits aside, …", "and outside of rejects …": names what the question is not about, so
 * it is no clause of its own.
 */
const SET_ASIDE =
  /^(?:(?:and|so|but|okay|ok|now|well)[\s,]+)*(?:(?:setting|putting|leaving|parking|taking) (?:\S+ ){1,5}(?:aside|to one side|out of it)|(?:(?:aside|apart) from|outside of|besides|except(?: for)?|beyond) (?:\S+ ?){1,6}|other than (?:\S+ ?){1,6})$/i;

/**
 * "Switching gears a sec.", "okay, change of subject, …": the rep saying a new subject comes next.
 * It says nothing of its own (the act model, which never learnt such lines, took one for a role
 * break), so it is no clause; what comes after it is what the rep says.
 */
const TURNS_THE_PAGE =
  /^(?:(?:and|so|but|okay|ok|now|well|alright|right|yeah)[\s,]+)*(?:(?:switch|shift|chang)(?:e|ing)? (?:gears|tack|topics?|subjects?|the subject)|(?:a |quick )?change of (?:topic|subject|gears)|moving on|(?:on to|onto) (?:something else|another (?:topic|thing))|(?:a )?(?:different|new|another|next) (?:topic|subject))(?:[\s,]+(?:a sec(?:ond)?|for a (?:sec(?:ond)?|minute|moment|bit)|real quick|quickly|here|now|a bit|a little|slightly))*$/i;

/**
 * "So to pick up where we left off, …", "following up on our last call, …": a rep resuming the
 * conversation says nothing of its own; what follows it is the point. Taken off the start of a
 * sentence that goes on after it (the splitter read "where we left off" as a question).
 */
const RESUMES =
  /^(?:(?:and|so|ok|okay|well|alright|right|yeah)[\s,]+)*(?:(?:just )?to |so we can |let'?s |let me |i'?ll |i'?d like to |i want to )?(?:pick(?:ing)? (?:it |things |back )?up (?:from |where |right where )(?:we|you|i) (?:left (?:it|off)|stopped|were)(?: last (?:time|week))?|carry(?:ing)? on (?:from |where )(?:we|you|i) (?:left (?:it|off)|stopped)|follow(?:ing)? up (?:on|from) (?:our|my|the) (?:last )?(?:call|conversation|meeting|chat|visit|email|discussion))[\s,.:;-]*/i;

function withoutResumption(body: string): string {
  const rest = body.replace(RESUMES, '');
  return rest !== body && rest.split(/\s+/).length >= 3 ? rest : body;
}

/** "Timing-wise, when do you need it?": names the subject of what follows, so it leads into it. */
const SUBJECT_WISE = /^(?:(?:and|so|but|okay|ok|now|well)[\s,]+)*[a-z]+-?wise$/;

/**
 * "For the install, …", "On the money side, …", "As for support, …", "Having read the proposal, …":
 * a phrase with no verb of its own that names what the rest of its sentence is about. It is no clause of its own (the act model took
 * such phrases for a price or a pitch); the next clause's topic is read with it, as the topic
 * models learnt whole sentences like it. "With the guarantee in writing, …" sets a condition.
 */
const SUBJECT_LEAD = new RegExp(
  String.raw`^(?:(?:and|so|but|okay|ok|now|well|yeah|right|then)[\s,]+)*(?:for|on|about|regarding|re|concerning|as for|as to|as regards|in terms of|when it comes to|talking of|speaking of|coming back to|going back to|back to|turning to|moving on to|on to|having (?:read|seen|reviewed|looked at|gone through|been through|had a look at|thought about)|(?:looking|thinking) (?:at|about)|given|considering|based on|in light of)\s+(?!(?:\S+\s+){0,6}(?:is|are|was|were|be|been|do|does|did|don't|doesn't|have|has|had|can|could|would|will|should|might|must|you|we|i|they|he|she|it|it's|that's|there's|said|says|mentioned|told)\b)(?:\S+\s*){1,6}$`,
);

/** "…, so we have it ready": what a question is for, after it (a "so I wanted to ask…" starts anew). */
const PURPOSE =
  /^so (?:that )?(?:we|i)(?:'d| have| had| would| need)\b(?!.*\b(?:ask|wondering|wonder|question|curious)\b)/i;

/** The rep's next point starts after "…, so": the "so" is no part of it, unless it says what a question is for. */
function joinPurposes(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const before = out[out.length - 1];
    if (before !== undefined && PURPOSE.test(piece) && ASKS.test(before.toLowerCase()))
      out[out.length - 1] = `${before}, ${piece}`;
    else out.push(/^so (?:[Ii]|[Ww]e)\b/.test(piece) && before !== undefined ? piece.slice(3) : piece);
  }
  return out;
}

/** A piece of discourse words only, a bare question word or a "timing-wise", joins the piece after it (at the end, the one before). */
function mergeFillers(pieces: string[]): string[] {
  const out: string[] = [];
  let lead = '';
  for (const piece of pieces) {
    const text = lead ? `${lead} ${piece}` : piece;
    const bare = piece.trim().toLowerCase();
    if (FILLER_ONLY.test(bare) || BARE_WH.test(bare) || SUBJECT_WISE.test(bare)) lead = text;
    else {
      out.push(text);
      lead = '';
    }
  }
  // A hedge at the end ("Wednesday at 2, maybe?") belongs to what it hedges.
  if (lead && out.length > 0) out[out.length - 1] = `${out[out.length - 1]}, ${lead}`;
  else if (lead) out.push(lead);
  return out;
}

/**
 * "Question two, are you the economic buyer", "Item three: service level", "Question one. Number of
 * lines.": a rep reading out a list of questions. Each item asks, question mark or not; a marker
 * on its own asks with the sentence after it.
 */
const LIST_ITEM =
  /^(?:(?:and|so|ok|okay|now|next|alright|then)[\s,]+)*(?:question|item|point|no\.?|q)\s*#?(?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\b[\s,.:;-]*/i;

export function splitClauses(text: string): RawClause[] {
  const out: RawClause[] = [];
  let listed = false;
  for (const sentence of sentencesOf(text)) {
    const trimmed = sentence
      .trim()
      .replace(/[.!?;]+$/, '')
      .trim();
    if (TURNS_THE_PAGE.test(trimmed)) continue;
    const item = LIST_ITEM.exec(trimmed);
    if (item && item[0].length >= trimmed.length) {
      listed = true;
      continue;
    }
    const listedItem = item !== null || listed;
    const asked = /\?/.test(sentence) || listedItem;
    listed = false;
    const body = withoutResumption(item ? trimmed.slice(item[0].length) : trimmed);
    if (body === '') continue;
    const pieces = mergeFillers(joinPurposes(body.split(JOINED)).flatMap(splitRun));
    let subject: string | undefined;
    pieces.forEach((p, i) => {
      const clean = p.replace(/^[\s,:-]+|[\s,:-]+$/g, '');
      if (i < pieces.length - 1 && (SET_ASIDE.test(clean) || TURNS_THE_PAGE.test(clean))) return;
      if (i < pieces.length - 1 && SUBJECT_LEAD.test(clean.toLowerCase())) {
        subject = clean;
        return;
      }
      // The last piece carries the sentence's question mark, and so does an earlier one that
      // opens like a question ("so what's the budget, and who signs?").
      const last = i === pieces.length - 1;
      const lower = clean.toLowerCase();
      // "When a line goes down like that, what does it cost you?": a leading when/where sets the
      // scene for the question that follows; it does not ask one.
      const scene = /^(when|where|if|whenever|once)\b/.test(
        lower.replace(/^((so|and|but|okay|ok|well|now|yeah|then)[\s,]+)+/, ''),
      );
      const opensQuestion = ASKS.test(lower) && !scene;
      const about = subject ? { subject } : {};
      subject = undefined;
      const item = listedItem ? { listed: true as const } : {};
      if (clean !== '')
        out.push({
          text: clean,
          asked: asked && (last || opensQuestion),
          leadIn: !last,
          inQuestion: asked,
          ...about,
          ...item,
        });
    });
  }
  return out;
}
