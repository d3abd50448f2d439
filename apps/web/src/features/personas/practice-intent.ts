import { setSignInOpen, useAuthStore } from '../auth';
import { openInteractionMode } from './store/persona-modal-store';

/**
 * "Start practising" for a signed-out visitor: the sign-in modal opens and the intent waits in
 * session storage, so the flow resumes after sign-in (choose a mode, or return to a page).
 */
export type PracticeIntent = { kind: 'choose-mode' } | { kind: 'return'; path: string };

const KEY = 'buyerlab.practice_intent';
/** An intent older than this is from an abandoned attempt and is ignored. */
const MAX_AGE_MS = 30 * 60_000;

export function rememberPracticeIntent(intent: PracticeIntent): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...intent, at: Date.now() }));
  } catch {
    // Storage unavailable: after sign-in the rep starts again from the free-trial page.
  }
}

export function readPracticeIntent(): PracticeIntent | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { kind?: unknown; path?: unknown; at?: unknown };
    if (typeof value.at !== 'number' || Date.now() - value.at > MAX_AGE_MS) return null;
    if (value.kind === 'choose-mode') return { kind: 'choose-mode' };
    if (value.kind === 'return' && typeof value.path === 'string' && value.path.startsWith('/')) {
      return { kind: 'return', path: value.path };
    }
    return null;
  } catch {
    return null;
  }
}

export function clearPracticeIntent(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** Entry points of the session flow: the interaction-mode dialog, after sign-in if needed. */
export function startPractice(): void {
  if (useAuthStore.getState().auth !== null) {
    openInteractionMode();
    return;
  }
  rememberPracticeIntent({ kind: 'choose-mode' });
  setSignInOpen(true);
}

/** Signed-out visitors of a signed-in page: sign in, then come back to it. */
export function signInAndReturn(path: string): void {
  rememberPracticeIntent({ kind: 'return', path });
  setSignInOpen(true);
}
