import { getMe, useAuthStore } from '../../auth';

/** Re-reads the signed-in user (a role change moves the header's Dashboard link). */
export async function refreshMe(): Promise<void> {
  const me = await getMe();
  if (me) useAuthStore.getState().setUser(me);
}
