import { closingAverage, closingAverageNoAsk, closingStrong, closingWeak } from './closing.js';
import { discoveringAverage, discoveringAverageNoQualify, discoveringStrong, discoveringWeak } from './discovering.js';
import { prospectingAverage, prospectingAverageNoAsk, prospectingStrong, prospectingWeak } from './prospecting.js';
import type { Script } from './script.js';
import type { ModeKey } from '../types.js';

/**
 * Scripted calls per mode, each labelled with its level: every strong case must outscore every
 * average one, and every average one every weak one. Add a case whenever a score looks wrong.
 */
export const CALIBRATION: Record<ModeKey, readonly Script[]> = {
  prospecting: [prospectingStrong, prospectingAverage, prospectingAverageNoAsk, prospectingWeak],
  discovering: [discoveringStrong, discoveringAverage, discoveringAverageNoQualify, discoveringWeak],
  closing: [closingStrong, closingAverage, closingAverageNoAsk, closingWeak],
};

export { toInput, toMessages, type Level, type Script } from './script.js';
