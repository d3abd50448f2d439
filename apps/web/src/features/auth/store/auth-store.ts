import { create } from 'zustand';
import { STORAGE_KEYS } from '@buyerlab/contract';
import { storage } from '../../../lib/storage';

export type AuthUser = {
  user_id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  role?: { name: string } | null;
};

type AuthState = {
  /** The bearer token (docs/product.md#data), or null when signed out. */
  auth: string | null;
  user: AuthUser | null;
  signIn: (token: string, user: AuthUser) => void;
  setUser: (user: AuthUser | null) => void;
  clear: () => void;
};

export const useAuthStore = create<AuthState>()((set) => ({
  auth: storage.get(STORAGE_KEYS.token),
  user: null,
  signIn: (token, user) => {
    storage.set(STORAGE_KEYS.token, token);
    storage.set(STORAGE_KEYS.user, user.user_id);
    set({ auth: token, user });
  },
  setUser: (user) => set({ user }),
  clear: () => set({ auth: null, user: null }),
}));

export const useIsSignedIn = () => useAuthStore((s) => s.auth !== null);
