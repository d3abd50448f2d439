import type { BuyerMeta, RequestKind } from '../types';

// The judges that read a reply's words. Each is written from what a listener would hear as that
// failure, not from the buyer's own reply banks, so a new wording of the same failure is caught.

const DID_NOT_HEAR =
  /\b(cut out|cutting out|didn'?t (quite )?(catch|get|hear|understand)|did not (quite )?(catch|get|hear|understand)|say (that|it) again|come again|what did you (just )?say|you broke up|breaking up|lost you there|didn'?t quite get|bad line|can'?t hear you|repeat that)\b/i;

/** The buyer claims not to have heard or understood the rep. */
export function saysDidNotHear(reply: string): boolean {
  // "I'll pretend I didn't hear that" is a rebuke, not a claim of a bad line.
  const text = reply.replace(/’/g, "'").replace(/pretend (that )?i didn'?t hear/gi, '');
  return DID_NOT_HEAR.test(text);
}

const WHO_IS_THIS =
  /\b(who is this|who'?s this|who am i (speaking|talking) (with|to)|who'?s calling|who is calling|who are you|what company|which company are you|where are you calling from|what'?s your name|what was your name|remind me who)\b/i;

/** The buyer asks who the rep is. */
export function asksWhoIsCalling(reply: string): boolean {
  return WHO_IS_THIS.test(reply.replace(/’/g, "'"));
}

const OUT_OF_ROLE =
  /\b(as an ai|i'?m an ai|i am an ai|language model|(virtual|ai|digital) assistant|i'?m (just )?an assistant|simulation|i'?m not a real|i am not a real|role-?play|(system|my|the|your) prompt|my instructions|chatbot|openai|anthropic)\b/i;

/** The buyer steps out of the role of a plant buyer. */
export function breaksRole(reply: string): boolean {
  return OUT_OF_ROLE.test(reply.replace(/’/g, "'"));
}

const DAY_OR_TIME =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|next week|this week|end of (the )?(week|month)|morning|afternoon|noon|lunch|o'?clock|\d{1,2}(:\d{2})? ?(am|pm|a\.m\.|p\.m\.)|at \d{1,2}(:\d{2})?\b|the \d{1,2}(st|nd|rd|th)|(january|february|march|april|may|june|july|august|september|october|november|december)( \d{1,2})?|in (two|three|four|a couple of) weeks|after (the )?(shutdown|audit|review))\b/i;
const DECLINES =
  /\b(no|not|yet|can'?t|cannot|won'?t|don'?t|pass|hold off|hold on|slow down|rather not|too early|not there|premature|leave it there|out of time|get back to (the|my) (floor|line|plant)|send me (a|an|the|something)|email me)\b/i;
const REASON =
  /\b(because|since|until|first|need|needs|before|unless|after|without|budget|approv\w*|board|cfo|owner|concerns?|still (open|waiting)|haven'?t (really )?(settled|heard|seen|asked|dealt with|answered|covered)|(don'?t|do not) have an answer|still sitting there|not settled|not sure|very little|rush\w*|owe me|out of time|more time than|back to (the|my) (floor|line|plant))\b/i;
/** A final no that names where the business goes is a refusal with its reason. */
const CHOSE_ELSEWHERE =
  /\b(going to recommend|we'?ll go with|we'?re going with|decided (on|to go with)|staying with)\b/i;
const AGREES_TO_CLOSE =
  /\b(deal|let'?s do it|let'?s move forward|send (me|over|us) (the|a|your) (contract|po|paperwork|agreement|terms|order)|you'?ve got (it|a deal)|i'?ll sign|we'?ll sign|i'?ll take it to|raise the po|purchase order)\b/i;

export type RequestJudgement = { byMeta: boolean; byText: boolean };

/**
 * A meeting or close request is answered when the reply accepts with a time, counter-proposes,
 * or refuses with a reason. The buyer's own report and the words are judged separately.
 */
export function judgeRequest(kind: RequestKind, reply: string, meta: BuyerMeta): RequestJudgement {
  const text = reply.replace(/’/g, "'");
  const timed = DAY_OR_TIME.test(text);
  const refusedWithReason = (DECLINES.test(text) && REASON.test(text)) || CHOSE_ELSEWHERE.test(text);
  const agreedToClose = kind === 'close' && AGREES_TO_CLOSE.test(text);
  return { byMeta: meta.request !== null, byText: timed || refusedWithReason || agreedToClose };
}

/** The reply quotes an amount back in any spoken or written form: 412,000, 412000, 412k, 412 thousand. */
export function quotesAmount(reply: string, amount: number): boolean {
  const thousands = amount / 1000;
  const forms = [amount.toLocaleString('en-US'), String(amount)];
  if (Number.isInteger(thousands)) forms.push(`${thousands}k`, `${thousands} thousand`, `${thousands},000`);
  else
    forms.push(
      `${thousands}k`,
      `${thousands} thousand`,
      `${Math.floor(thousands)} thousand`,
      `${Math.round(thousands)} thousand`,
    );
  // "1.2 million" quotes 1,200,000 as surely as the digits do.
  if (amount >= 1_000_000) forms.push(`${amount / 1_000_000} million`, `${amount / 1_000_000}m`);
  const text = reply.toLowerCase();
  return forms.some((f) => new RegExp(`(^|[^0-9.,])\\$?${f.replace(/[.,]/g, '\\$&')}($|[^0-9])`).test(text));
}
