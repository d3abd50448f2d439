import { STORAGE_KEYS, messageResponseSchema } from '@buyerlab/contract';
import { api } from '../../../lib/api-client';
import { useDocumentStore } from '../../../lib/document-store';
import { storage } from '../../../lib/storage';
import { useAuthStore } from '../store/auth-store';

/**
 * docs/product.md#sign-in-and-sign-out: call the logout endpoint, then clear the stored items whether it succeeded or
 * not. Logout errors are ignored silently; a non-empty response is returned to the caller.
 */
export async function logout(): Promise<unknown> {
  let response: unknown;
  try {
    response = await api.get('/v1/auth/logout', messageResponseSchema, { silent: true });
  } catch {
    // Ignored by design (docs/product.md#other-messages): the local sign-out below happens regardless.
  } finally {
    storage.remove(
      STORAGE_KEYS.token,
      STORAGE_KEYS.user,
      STORAGE_KEYS.sessionId,
      STORAGE_KEYS.personaId,
      STORAGE_KEYS.personaData,
      STORAGE_KEYS.modeId,
    );
    // Beyond docs/product.md#sign-in-and-sign-out: uploads waiting for a session belong to the account that signed out.
    useDocumentStore.getState().clearPendingDocuments();
    useAuthStore.getState().clear();
  }
  return response || undefined;
}
