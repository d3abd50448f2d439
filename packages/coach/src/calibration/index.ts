import type { ModeKey } from '../types.js';
import { playCall } from './call.js';
import { closingCalls } from './calls/closing.js';
import { discoveringCalls } from './calls/discovering.js';
import { prospectingCalls } from './calls/prospecting.js';
import type { Script } from './script.js';

/**
 * Practice calls per mode, each labelled with its level and played against the real buyer
 * simulation: every strong case must outscore every average one, every average one every weak
 * one, and every gaming rep must stay below the average mean. Add a case whenever a score looks
 * wrong.
 */
export const CALIBRATION: Record<ModeKey, readonly Script[]> = {
  prospecting: prospectingCalls.map(playCall),
  discovering: discoveringCalls.map(playCall),
  closing: closingCalls.map(playCall),
};

export { playCall, type Call } from './call.js';
export { toInput, toMessages, type Level, type Script } from './script.js';
