import { type STORAGE_KEYS } from '@buyerlab/contract';

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Local storage access that never throws (private mode, disabled storage). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the app keeps working for this page view.
    }
  },
  remove(...keys: StorageKey[]): void {
    for (const key of keys) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // As above.
      }
    }
  },
};
