import { closingAverage, closingStrong, closingWeak } from './closing.js';
import { discoveringAverage, discoveringStrong, discoveringWeak } from './discovering.js';
import { prospectingAverage, prospectingStrong, prospectingWeak } from './prospecting.js';
import type { Script } from './script.js';
import type { ModeKey } from '../types.js';

/**
 * Scripted calls per mode, each labelled with its level: every strong case must outscore every
 * average one, and every average one every weak one. Add a case whenever a score looks wrong.
 */
export const CALIBRATION: Record<ModeKey, readonly Script[]> = {
  prospecting: [prospectingStrong, prospectingAverage, prospectingWeak],
  discovering: [discoveringStrong, discoveringAverage, discoveringWeak],
  closing: [closingStrong, closingAverage, closingWeak],
};

export { toInput, toMessages, type Level, type Script } from './script.js';
