import type { TurnAct } from '../classify/types';
import * as close from '../replies/bank-closing';
import * as react from '../replies/bank-reactions';
import { openers } from '../replies/context';
import { memoryOf } from '../state/memory';
import type { BuyerState } from '../state/types';
import { closingConcerns } from './closing-concerns';
import { ended, plan, type TurnInput, type TurnResult } from './turn';

// What the closing buyer does around a turn's answer: credit for the concern's topic when a reply
// is about it, and no going round in circles on a concern that stays open.

/** A reply about a concern answers a question on that concern's topic. */
export function withConcernTopics(t: TurnInput, result: TurnResult): TurnResult {
  const concerns = closingConcerns(t.profile, t.c);
  const topicsOf = (ids: readonly (string | undefined)[]) =>
    ids
      .map((id) => (id === undefined ? undefined : concerns.get(id)?.topic))
      .filter((x): x is NonNullable<typeof x> => x !== undefined);
  const touched = topicsOf([t.state.objectionsOpen[0], result.state.objectionsOpen[0]]);
  const asked = t.cls.understanding.questionTopics.filter((x) => touched.includes(x));
  // A concern the rep's answer settled was answered on its subject, however the turn was put.
  const settled = topicsOf(result.state.objectionsResolved.filter((id) => !t.state.objectionsResolved.includes(id)));
  if (asked.length === 0 && settled.length === 0) return result;
  const answeredTopics = [...new Set([...(result.meta?.answeredTopics ?? []), ...asked, ...settled])];
  return { ...result, meta: { ...result.meta, answeredTopics } };
}

const OPENING_ACTS: ReadonlySet<TurnAct> = new Set(['greeting', 'small_talk', 'introduction', 'permission']);

/**
 * A concern is put to the rep at most twice after it is raised. On the third turn it is still
 * open, the buyer changes tack once (parks it and moves to the next concern), and the next time
 * it stalls the call ends without a decision: a real buyer does not loop.
 */
export function limitRestates(t: TurnInput, result: TurnResult): TurnResult {
  const id = t.state.objectionsOpen[0];
  const s = result.state;
  // Only a turn that leaves the concern standing counts; a turn that got an answer on something
  // else, or a request answered, is not the buyer going round in circles. Nor are the rep's first
  // two turns (a hello, the agenda), a turn that only greets, thanks or says what the rep will send.
  const greetsOnly =
    t.cls.acts.every((a) => OPENING_ACTS.has(a)) || (!t.cls.isQuestion && react.wrapUpLines(t.cls.normalized) !== null);
  if (
    t.state.turn < 2 ||
    greetsOnly ||
    !id ||
    s.outcome !== 'in_progress' ||
    s.objectionsOpen[0] !== id ||
    result.meta?.request != null ||
    (result.meta?.answeredTopics?.length ?? 0) > 0
  )
    return result;
  const memory = memoryOf(s);
  const times = (memory.restated[id] ?? 0) + 1;
  const restated = { ...memory.restated, [id]: times };
  if (times <= 2) return { ...result, state: { ...s, memory: { ...memory, restated } } };
  const concerns = closingConcerns(t.profile, t.c);
  const parked = s.objectionsQueued.length > 0 && times === 3;
  if (parked) {
    const [next, ...rest] = s.objectionsQueued;
    const nextConcern = concerns.get(next!);
    const state: BuyerState = {
      ...s,
      objectionsOpen: [next!],
      objectionsQueued: [...rest, id],
      memory: { ...memory, restated },
    };
    return {
      ...result,
      // A concern parked before comes back as a reminder; its figure was quoted when first raised.
      plan: plan(
        [
          close.parkLines(),
          ...(nextConcern
            ? memory.restated[next!] !== undefined
              ? nextConcern.restate
              : [nextConcern.raise]
            : [close.stillOpenIntros()]),
        ],
        openers(t.c),
      ),
      state,
    };
  }
  const lost = s.trust < 0.4;
  return {
    ...result,
    plan: plan([close.goingInCirclesLines(t.c, lost)]),
    state: ended({ ...s, memory: { ...memory, restated } }, lost ? 'lost' : 'no_decision'),
  };
}
