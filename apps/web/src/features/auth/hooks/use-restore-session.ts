import { useEffect } from 'react';
import { STORAGE_KEYS } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { getMe } from '../api/get-me';
import { getProfile } from '../api/get-profile';
import { useAuthStore } from '../store/auth-store';

/**
 * docs/product.md#app-load: a stored token restores the signed-in state; the current user is fetched,
 * and a token the server no longer accepts (no role comes back) is dropped. The profile of the
 * stored user id is then fetched and kept.
 */
export function useRestoreSession() {
  const token = useAuthStore((s) => s.auth);
  const setUser = useAuthStore((s) => s.setUser);
  const clear = useAuthStore((s) => s.clear);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    const dropToken = () => {
      storage.remove(STORAGE_KEYS.token, STORAGE_KEYS.user);
      clear();
    };
    const restore = async () => {
      let me;
      try {
        me = await getMe();
      } catch (error) {
        // Offline or a server hiccup: keep the token; only a refusal means it is dead.
        if (!cancelled && error instanceof ApiError && error.status === 401) dropToken();
        return;
      }
      if (cancelled) return;
      if (!me?.role?.name) {
        dropToken();
        return;
      }
      setUser(me);
      const userId = storage.get(STORAGE_KEYS.user) ?? me.user_id;
      const profile = await getProfile(userId).catch(() => null);
      if (!cancelled && profile) setUser(profile);
    };
    void restore();
    return () => {
      cancelled = true;
    };
  }, [token, setUser, clear]);
}
