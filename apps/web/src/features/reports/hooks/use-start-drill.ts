import { useState } from 'react';
import { STORAGE_KEYS, type ModeName } from '@buyerlab/contract';
import { openInteractionMode } from '../../personas';
import { storage } from '../../../lib/storage';
import { getModeByName } from '../api/get-mode-by-name';

/**
 * Starts the suggested drill: its mode becomes the stored mode and the rep lands on the persona
 * builder for it. A full navigation, so the builder reads the new mode fresh from storage. If the
 * mode cannot be resolved, the interaction-mode dialog opens so the rep can still pick one.
 */
export function useStartDrill() {
  const [starting, setStarting] = useState(false);

  async function startDrill(mode: ModeName) {
    setStarting(true);
    try {
      const resolved = await getModeByName(mode);
      storage.set(STORAGE_KEYS.modeId, String(resolved.mode_id));
      window.location.assign('/persona');
    } catch {
      setStarting(false);
      openInteractionMode();
    }
  }

  return { starting, startDrill };
}
