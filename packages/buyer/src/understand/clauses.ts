// Cutting a turn into clauses. Typed turns have punctuation; spoken ones arrive as one long
// lower-case run ("yeah that makes sense what does an hour of downtime cost you and could we
// get twenty minutes tuesday"), so a clause also ends where a new question or request starts.

export type RawClause = { text: string; asked: boolean };

const STARTERS = String.raw`what|how|why|when|where|who|which|could|can|would|do|does|did|is|are|will|should|shall|let's|let us|maybe|any chance|mind if`;
/** "…and what does it cost", "…, could we meet": a conjunction or a comma before a new question. */
const JOINED = new RegExp(
  String.raw`(?:,\s*|\s+)(?:and|so|but|also|okay|ok|alright|right|great|anyway|then|now|plus)\s+(?=(?:${STARTERS})\b)|,\s+(?=(?:${STARTERS})\b)`,
  'g',
);
const WH = /\s(?=(?:what|how|why|when|where|who|which)\s)/g;
/** Words after which a wh-word continues the clause ("do you know what…", "tell me how…"). */
const CONTINUES =
  /\b(know|tell me|tell us|is|was|that's|thats|see|understand|wondering|wonder|ask|asking|curious|sure|about|of|from|on|in|to|for|exactly|explain|show|describe|share|me|and|or|but|so|just|hear|learn|matter|idea|remember|decide|decides|figure|out|by|at|with|guess|through|over)$/;

function splitRun(text: string): string[] {
  const words = text.split(/\s+/);
  if (words.length < 7) return [text];
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(WH)) {
    const at = m.index;
    const before = text.slice(start, at).trim();
    if (before.split(/\s+/).length >= 3 && !CONTINUES.test(before.toLowerCase())) {
      out.push(before);
      start = at + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter((s) => s !== '');
}

export function splitClauses(text: string): RawClause[] {
  const out: RawClause[] = [];
  const sentences = text.match(/[^.!?;]+[.!?;]*/g) ?? [];
  for (const sentence of sentences) {
    const asked = /\?/.test(sentence);
    const body = sentence.replace(/[.!?;]+$/, '').trim();
    if (body === '') continue;
    const pieces = body.split(JOINED).flatMap(splitRun);
    pieces.forEach((p, i) => {
      const clean = p.replace(/^[\s,:-]+|[\s,:-]+$/g, '');
      // Only the last piece carries the sentence's question mark; earlier ones are questions
      // when they read as one (the act classifier and the question words decide).
      if (clean !== '') out.push({ text: clean, asked: asked && i === pieces.length - 1 });
    });
  }
  return out;
}
