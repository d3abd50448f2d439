import type { Topic } from '../catalog/keys';
import type { TurnClassification } from '../classify/types';
import type { Part } from '../replies/compose';
import { hashString, type Rng } from '../rng/prng';
import { memoryOf, type Memory } from '../state/memory';
import type { BuyerState, Outcome } from '../state/types';
import type { ProposedTime } from '../understand/entities';
import { ended, has, plan, type TurnInput, type TurnResult } from './turn';

// Every meeting or close request gets an answer: yes with a time, another time, or no with a
// reason. A time the rep names is taken as they said it; a time the buyer offered and the rep
// accepts closes the deal on that time; a different time from the rep is weighed on its own,
// never taken as "already agreed".

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WORKDAYS = [1, 2, 3, 4, 5];

/** The weekday this buyer cannot do (a production meeting, an audit walk), fixed per persona. */
function blockedDay(t: TurnInput): number {
  return WORKDAYS[hashString(t.profile.id, 11) % WORKDAYS.length]!;
}

function clock(hour: number, minute: number | null): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  const m = minute ? `:${String(minute).padStart(2, '0')}` : '';
  return `${h}${m}`;
}

/** The rep's time as the buyer says it back: "Tuesday at 10", "the 14th", "tomorrow morning". */
export function sayTime(time: ProposedTime): string {
  const day = time.weekday !== null ? DAYS[time.weekday]! : time.day !== null ? `the ${ordinal(time.day)}` : null;
  if (day && time.hour !== null) return `${day} at ${clock(time.hour, time.minute)}`;
  if (day) return day;
  return time.text.replace(/^(at|on|by)\s+/i, '');
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** A time the buyer offers: a workday that is not blocked and not the one just refused. */
function buyerTime(t: TurnInput, avoid: number | null): { text: string; weekday: number; hour: number } {
  const blocked = blockedDay(t);
  const days = WORKDAYS.filter((d) => d !== blocked && d !== avoid);
  const weekday = t.rng.pick(days);
  const hour = t.rng.pick([8, 10, 14, 15]);
  return { text: `${DAYS[weekday]} at ${clock(hour, 0)}`, weekday, hour };
}

/**
 * The first time the rep named that says when ("Tuesday", "the 14th", "at 10"), not just "soon".
 * A clock time read apart from its day ("…on the 22nd and 23rd, could we do the 22nd at eleven?")
 * goes with the last day named, so the buyer answers "the 22nd at 11", not "11".
 */
export function datedTime(times: readonly ProposedTime[]): ProposedTime | undefined {
  const first = times.find((x) => x.weekday !== null || x.day !== null || x.hour !== null);
  if (!first) return undefined;
  // A weekday is how the buyer says a day ("Wednesday the 12th at 7" → "Wednesday at 7"), and the
  // one its calendar is checked against.
  const hasDay = (x: ProposedTime): boolean => x.weekday !== null || x.day !== null;
  const clockOnly = times.find((x) => !hasDay(x) && x.hour !== null);
  const dayOnly =
    times.filter((x) => x.weekday !== null && x.hour === null).at(-1) ??
    times.filter((x) => x.day !== null && x.hour === null).at(-1);
  if (clockOnly && dayOnly && !times.some((x) => hasDay(x) && x.hour !== null))
    return { ...dayOnly, hour: clockOnly.hour, minute: clockOnly.minute, text: `${dayOnly.text} ${clockOnly.text}` };
  return first;
}

function sameTime(a: ProposedTime, b: { weekday: number; hour: number }): boolean {
  return a.weekday === b.weekday && (a.hour === null || a.hour === b.hour);
}

/**
 * "Fine, then Friday at 7:30 before your shift starts", "If Monday's out, then Wednesday same
 * time": an okay that names a day or a time of the rep's own, when the buyer offered none or
 * another, puts that time forward. It is a meeting request, not a yes to something agreed.
 */
export function withTimePutForward(cls: TurnClassification, s: BuyerState): TurnClassification {
  if (!cls.acts.includes('accept') || cls.acts.includes('meeting_request')) return cls;
  const named = datedTime(cls.understanding.entities.times);
  const offer = memoryOf(s).buyerOffer;
  if (!named || named.weekday === null || (offer && sameTime(named, offer))) return cls;
  return { ...cls, acts: [...cls.acts, 'meeting_request', 'close_attempt'] };
}

/** Whether the rep takes up a time the buyer offered (an "okay" or a time of their own). */
export function takesBuyerOffer(t: TurnInput, s: BuyerState): boolean {
  return memoryOf(s).buyerOffer !== null && (has(t.cls, 'accept') || t.cls.understanding.entities.times.length > 0);
}

/** A request the buyer turns down costs the rep: less patience, a little less trust. */
export function declined(s: BuyerState, patience: number, trust: number): BuyerState {
  return {
    ...s,
    strikes: { ...s.strikes, earlyClose: s.strikes.earlyClose + 1 },
    patience: Math.max(0, s.patience - patience),
    trust: Math.max(0, s.trust - trust),
  };
}

export type RequestPolicy = {
  /** Whether the rep has earned the yes. */
  earned: boolean;
  /** Why not, in the buyer's words, when it is not earned. */
  refusal: Part;
  outcome: Outcome;
  /** What the buyer adds once a time is agreed (who comes, what to bring). */
  agreedTail: Part;
  /** Lines before the refusal (a brush-off, a concern). */
  before?: Part[];
  /** A question the request carried, answered before a refusal ("are you able to approve that?"). */
  answered?: { parts: Part[]; topics: Topic[] };
};

function agree(t: TurnInput, s: BuyerState, memory: Memory, when: string, p: RequestPolicy, lead: Part): TurnResult {
  const state = ended({ ...s, memory: { ...memory, agreedTime: when, buyerOffer: null } }, p.outcome);
  return { plan: plan([lead, p.agreedTail]), state, meta: { request: 'accepted', answeredTopics: ['next_step'] } };
}

/** The answer to a meeting request (prospecting, discovery) or to a proposed time for one. */
export function answerMeetingRequest(t: TurnInput, s: BuyerState, p: RequestPolicy): TurnResult {
  const memory = memoryOf(s);
  const times = t.cls.understanding.entities.times;
  const offer = memory.buyerOffer;
  // The rep takes up the time the buyer offered: an okay that names another day counters it.
  const named = datedTime(times);
  if (
    offer &&
    (times.some((x) => sameTime(x, offer)) || (has(t.cls, 'accept') && (named === undefined || named.weekday === null)))
  )
    return agree(t, s, memory, offer.text, p, [
      `Good, ${offer.text} then.`,
      `${offer.text} it is.`,
      `Okay, ${offer.text}.`,
    ]);
  // A request without a time refers to the one the rep proposed earlier in the call.
  const asked = datedTime(times) ?? (times.length === 0 ? memory.times.at(-1) : undefined);
  if (!p.earned) {
    const declined = { ...memory, requestsDeclined: memory.requestsDeclined + 1 };
    const when = asked ? sayTime(asked) : null;
    return {
      plan: plan([
        ...(p.before ?? []),
        ...(p.answered?.parts ?? []),
        ...(when ? [[`${when}? Hold on.`, `Hold off on ${when}.`, `I'm not putting ${when} in my calendar.`]] : []),
        p.refusal,
      ]),
      state: { ...s, memory: declined },
      meta: { request: 'refused', answeredTopics: [...(p.answered?.topics ?? []), 'next_step'] },
    };
  }
  if (asked && asked.weekday !== null && asked.weekday === blockedDay(t)) {
    const other = buyerTime(t, asked.weekday);
    const state = { ...s, memory: { ...memory, buyerOffer: other } };
    // The time is named as the rep gave it ("Tuesday at 10"), so the rep hears it was remembered.
    const when = sayTime(asked);
    const day = DAYS[asked.weekday];
    return {
      plan: plan([
        [
          `${when} is no good, ${day} is our production review. ${other.text} I could do.`,
          `I can't do ${when}. How about ${other.text}?`,
          `Not ${when}, I'm on the floor all day ${day}. ${other.text} works for me.`,
        ],
      ]),
      state,
      meta: { request: 'countered', answeredTopics: ['next_step'] },
    };
  }
  if (asked) {
    const when = sayTime(asked);
    const changed = offer ? [`Fine, ${when} instead of ${offer.text}.`, `${when} works better anyway.`] : null;
    return agree(t, s, memory, when, p, changed ?? [`${when} works.`, `Okay, ${when}.`, `Alright, ${when} it is.`]);
  }
  const mine = buyerTime(t, null);
  return agree(t, s, memory, mine.text, p, [
    `Let's do ${mine.text}.`,
    `${mine.text} works for me.`,
    `I can do ${mine.text}.`,
  ]);
}

/** After the call has ended on an agreed time, the buyer quotes it back. */
export function agreedTimeLines(memory: Memory, rng: Rng): string[] {
  const when = memory.agreedTime;
  if (!when) return [];
  return rng.shuffle([`We said ${when}. I'll see you then.`, `${when}, like we agreed.`, `See you ${when}.`]);
}
