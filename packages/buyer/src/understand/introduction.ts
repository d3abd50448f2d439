// Who is calling: the rep's name and company, read from the ways reps say them on the phone.

/**
 * Where a company name ends: punctuation, the end, or the word that starts the next thought
 * ("…from Inspekta thanks for meeting again", "…from Axion Palletizing good to see you") or the
 * town it is in ("Northbay Packaging Automation in Mississauga").
 */
const AFTER_COMPANY = String.raw`(?=\s*(?:[,.!?;—–]|$|\b(?:and|i|we|calling|how|do|did|is|here|in|out of|based|thanks?|thank|good|by|about|just|again|not|sorry|hope|quick|following|re|you)\b))`;
const INTRO = new RegExp(
  String.raw`\b(?:this is|my name is|my name's|i'm|i am|it's|its|name's)\s+([\p{L}][\p{L}'-]+)(?:\s+([\p{L}][\p{L}'-]+))?\s*,?\s+(?:from|with|at|over at|calling from|here from|here with)\s+([\p{L}\d&][\p{L}\d&' .-]{1,40}?)` +
    AFTER_COMPANY,
  'iu',
);
/** "hey yusuf emily from axion palletizing good to see you": a transcript greets, then names, without capitals. */
const GREETING_THEN_NAME = new RegExp(
  String.raw`^(?:hi|hey|hello|hola|morning|good (?:morning|afternoon))\s+[\p{L}'-]+,?\s+([\p{L}][\p{L}'-]+)\s+(?:from|with|over at|here from|here with)\s+([\p{L}\d&][\p{L}\d&' .-]{1,40}?)` +
    AFTER_COMPANY,
  'iu',
);
const NOT_A_NAME = new Set([
  'with',
  'from',
  'at',
  'just',
  'calling',
  'the',
  'a',
  'not',
  'here',
  'sure',
  'sorry',
  'glad',
  'happy',
  'really',
  'so',
  'still',
  'also',
  'going',
  'greetings',
  'regards',
  'everyone',
  'everybody',
]);

function titleCase(s: string): string {
  return s.replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

/**
 * "Frank, hi, Derek with Maxline", "Monique! Wonderful. Hannah Pierce from SureCheck", "Brent?
 * Yeah, Dwayne from Thermofry.": a capitalised name and company near the start of the turn.
 */
const BARE_INTRO =
  /^(?:[^.?!]{0,30}?[,.!?]\s*){0,2}(?:[Hh]i|[Hh]ey|[Hh]ello|(?:[Gg]ood )?[Mm]orning|[Yy]eah)?[,!]?\s*(\p{Lu}[\p{Ll}'-]+)(?:\s+\p{Lu}[\p{Ll}'-]+)?,?\s+(?:with|from|over at|here from|here with)\s+(\p{Lu}[\p{L}\d&'-]*(?:\s+\p{Lu}[\p{L}\d&'-]*){0,3})/u;
/**
 * "Sven. Rick Danvers, Apex Hydraulics.": a full name and a company, comma between, as a sentence
 * of its own. A job title may sit between them ("Sam Ortiz, regional manager, Acme Controls"), and
 * the sentence may run on into a greeting or the reason for the call ("…, Acme Controls, how are
 * you"). The full name and the sentence end keep "Okay Dana, Monday works" out.
 */
const NAME_COMMA_COMPANY =
  /(?:^|[.!?,]\s+)(\p{Lu}[\p{Ll}'-]+)\s+\p{Lu}[\p{Ll}'-]+,\s+(?:(?:the\s+|an?\s+)?(?:\p{L}\p{Ll}+\s+){0,3}(?:[Mm]anager|[Ee]ngineer|[Rr]ep|[Rr]epresentative|[Dd]irector|[Ss]pecialist|[Ll]ead|[Cc]onsultant|VP|[Vv]ice [Pp]resident|[Pp]resident|[Oo]wner|[Ff]ounder|[Ee]xecutive)(?:\s+(?:at|with|for))?,?\s+)?(\p{Lu}[\p{L}\d&'-]*(?:\s+\p{Lu}[\p{L}\d&'-]*){0,3})\s*(?:[.!?]|,\s+(?=(?:[Hh]ow|[Qq]uick|[Gg]ot|[Dd]o|[Dd]id|[Cc]alling|[Ww]e|[Ii]|[Hh]ope|[Ss]orry|[Jj]ust)\b)|$)/u;
/** "Hi Dana, Sam again, Acme.": a caller the buyer has met gives the first name and the company. */
const NAME_AGAIN_COMPANY =
  /(?:^|[.!?,]\s+)([A-Z][a-z'-]+)(?:\s+[A-Z][a-z'-]+)?\s+again,?\s+(?:(?:from|with|at)\s+)?([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})\s*(?:[.!?,]|$)/;
/** "Le habla Sam Ortiz de Acme Controls", "soy Sam, de Acme": the same in Spanish, as reps in Mexico open. */
const SPANISH_INTRO =
  /\b(?:[Ll]e habla|[Hh]abla|[Ss]oy|[Mm]i nombre es|[Mm]e llamo)\s+(\p{Lu}[\p{Ll}'-]+)(?:\s+\p{Lu}[\p{Ll}'-]+)?,?\s+(?:de|con)\s+(\p{Lu}[\p{L}\d&'-]*(?:\s+\p{Lu}[\p{L}\d&'-]*){0,3})/u;
/**
 * "Owen! Brandon, ProFry.", "hi aisha, it's leo, cartonworks": a first name and a company, a
 * comma between, as a sentence of its own after the greeting.
 */
const FIRST_NAME_COMMA_COMPANY =
  /(?:^|[.!?,]\s+)(?:(?:it'?s|this is)\s+)?(\p{L}[\p{Ll}'-]+),\s+(\p{L}[\p{L}\d&'-]*(?:\s+\p{Lu}[\p{L}\d&'-]*){0,2})\s*(?:[.!?]|$)/u;
/** "hola ernesto its brian again": a returning caller's first name, typed in lower case. */
const NAME_AGAIN = /\b(?:it'?s|this is)\s+(\p{L}[\p{Ll}'-]+)\s+again\b/iu;
/** What opens a sentence but names nobody: "Hi Dana, I'm Sam." is a greeting and a name, not a name and a company. */
const NOT_A_CALLER =
  /^(hi|hey|hello|morning|afternoon|evening|good|thanks|thank|okay|ok|so|well|yes|yeah|no|sorry|and|but|i|i'm|im|it's|its|we|we're|you|this|that|there|dear|buenos|buenas|hola)$/i;
const callerNamed = (m: RegExpExecArray | null): RegExpExecArray | null =>
  m && !NOT_A_CALLER.test(m[1]!) && !NOT_A_CALLER.test(m[2]!.split(/\s+/)[0]!) ? m : null;
const CALENDAR_WORD =
  /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|tomorrow)\b/i;

/** "this is, uh, Brad, from, uh, Coldfront": the hesitations a recogniser writes out, and their commas. */
const FILLERS = /,?\s*\b(?:uh+|um+|erm|er|you know)\b\s*,?/gi;

/** "I'm calling from Keystone Automation", "I work with Vantage Packaging": the company alone. */
const COMPANY_ONLY =
  /\b(?:calling (?:from|on behalf of)|[Ii]'?m with|[Ii] am with|[Ii] work (?:for|with|at)|(?:rep|engineer|manager|specialist) (?:for|at|with))\s+(\p{Lu}[\p{L}\d&'-]*(?:\s+\p{Lu}[\p{L}\d&'-]*){0,3})/u;
/** "this is Dana", "my name's Priya", "I'm Tomás": the name alone, capitalised as names are typed. */
const NAME_ONLY = /\b(?:[Tt]his is|[Mm]y name is|[Mm]y name's|[Ii]'?m|[Ii] am)\s+(\p{Lu}[\p{Ll}'-]+)(?=[\s,.!?]|$)/u;

/** Only one of the two, when the rep said only one. */
function partialIntroduction(text: string): { name: string | null; company: string | null } {
  const company = COMPANY_ONLY.exec(text)?.[1]?.trim() ?? null;
  const again = NAME_AGAIN.exec(text)?.[1];
  const name = NAME_ONLY.exec(text)?.[1] ?? (again ? titleCase(again) : null);
  const usable = (w: string | null) => (w && !NOT_A_NAME.has(w.toLowerCase()) && !CALENDAR_WORD.test(w) ? w : null);
  return { name: usable(name), company: usable(company) };
}

export function introductionIn(raw: string): { name: string | null; company: string | null } {
  // "It's Josh, Josh Pratt, from Arctiflow": a name said twice, the second time in full.
  const text = raw
    .replace(FILLERS, ' ')
    .replace(/\b(\p{Lu}[\p{Ll}'-]+),\s+\1\b/gu, '$1')
    .replace(/\s{2,}/g, ' ');
  const named =
    callerNamed(NAME_COMMA_COMPANY.exec(text.trim())) ??
    callerNamed(NAME_AGAIN_COMPANY.exec(text.trim())) ??
    callerNamed(FIRST_NAME_COMMA_COMPANY.exec(text.trim())) ??
    SPANISH_INTRO.exec(text);
  const m =
    INTRO.exec(text) ??
    BARE_INTRO.exec(text.trim()) ??
    GREETING_THEN_NAME.exec(text.trim()) ??
    (named && !CALENDAR_WORD.test(named[2]!) ? named : null);
  if (!m || NOT_A_NAME.has(m[1]!.toLowerCase()) || CALENDAR_WORD.test(m[1]!)) return partialIntroduction(text);
  const first = m[1]!;
  const company = (m[3] ?? m[2]!).trim().replace(/\s+(here|today)$/i, '');
  const name = first[0] === first[0]!.toUpperCase() ? first : titleCase(first);
  return { name, company: company === company.toLowerCase() ? titleCase(company) : company };
}
