import type { ModeKey } from '../types.js';
import { playCall, type Call } from './call.js';
import { closingCalls } from './calls/closing.js';
import { discoveringCalls } from './calls/discovering.js';
import { prospectingCalls } from './calls/prospecting.js';
import type { Script } from './script.js';

/** The calibration calls as written: the rep's side only, per mode. */
export const CALIBRATION_CALLS: Record<ModeKey, readonly Call[]> = {
  prospecting: prospectingCalls,
  discovering: discoveringCalls,
  closing: closingCalls,
};

let played: Record<ModeKey, readonly Script[]> | null = null;

/**
 * Practice calls per mode, each labelled with its level and played against the real buyer
 * simulation: every strong case must outscore every average one, every average one every weak
 * one, and every gaming rep must stay below the average mean. Add a case whenever a score looks
 * wrong. Played on first use, not on import: importing the coach must not run the buyer.
 */
export function calibration(): Record<ModeKey, readonly Script[]> {
  played ??= {
    prospecting: prospectingCalls.map(playCall),
    discovering: discoveringCalls.map(playCall),
    closing: closingCalls.map(playCall),
  };
  return played;
}

export { playCall, type Call } from './call.js';
export { toInput, toMessages, type Level, type Script } from './script.js';
