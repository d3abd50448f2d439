import type { BuyerEvidence } from './types.js';

/** The parts of the buyer simulation's state the coach reads; structural, so the coach needs no buyer import. */
export type BuyerStateView = {
  objectionsOpen: readonly string[];
  objectionsQueued?: readonly string[];
  objectionsResolved: readonly string[];
  revealedFacts: readonly string[];
};

/**
 * The buyer's side as evidence: every concern the buyer raised (open or resolved) with the words it
 * was raised in, when known, and the facts the buyer revealed.
 */
export function buyerEvidence(state: BuyerStateView, textOf: ReadonlyMap<string, string>): BuyerEvidence {
  const concern = (id: string, resolved: boolean) => ({ id, text: textOf.get(id) ?? '', resolved });
  return {
    concerns: [
      ...state.objectionsResolved.map((id) => concern(id, true)),
      ...state.objectionsOpen.filter((id) => !state.objectionsResolved.includes(id)).map((id) => concern(id, false)),
      ...(state.objectionsQueued ?? [])
        .filter((id) => !state.objectionsResolved.includes(id) && !state.objectionsOpen.includes(id))
        .map((id) => ({ ...concern(id, false), pending: true })),
    ],
    revealedFacts: [...state.revealedFacts],
  };
}
