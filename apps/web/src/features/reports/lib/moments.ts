import type { Report } from '@buyerlab/contract';

export type Moment = { strengths: string[]; weaknesses: string[]; better: string | null; contradiction: boolean };

/** Transcript lines the report talks about, with what it said about each (for the markers). */
export function collectMoments(report: Report): Map<string, Moment> {
  const moments = new Map<string, Moment>();
  const at = (id: string) => {
    let moment = moments.get(id);
    if (!moment) {
      moment = { strengths: [], weaknesses: [], better: null, contradiction: false };
      moments.set(id, moment);
    }
    return moment;
  };
  const add = (list: string[], note: string) => {
    if (!list.includes(note)) list.push(note);
  };
  for (const skill of report.skills) {
    for (const evidence of skill.evidence) {
      const moment = at(evidence.message_id);
      const note = evidence.note ?? skill.label;
      if (evidence.kind === 'weakness') add(moment.weaknesses, note);
      else add(moment.strengths, note);
    }
    if (skill.better_phrasing && skill.better_phrasing_for)
      at(skill.better_phrasing_for).better ??= skill.better_phrasing;
  }
  for (const item of report.contradictions) at(item.message_id).contradiction = true;
  for (const quote of report.narrative?.quotes ?? []) {
    const moment = at(quote.message_id);
    if (quote.note) add(quote.kind === 'weakness' ? moment.weaknesses : moment.strengths, quote.note);
  }
  return moments;
}

/** Splits a line around the quoted part so it can be marked; null when the quote is not in it. */
export function splitAroundQuote(text: string, quote: string): [string, string, string] | null {
  const start = quote ? text.indexOf(quote) : -1;
  if (start < 0) return null;
  return [text.slice(0, start), quote, text.slice(start + quote.length)];
}
