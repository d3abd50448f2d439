import { create } from 'zustand';
import { pendingDocumentsSchema, STORAGE_KEYS, type PendingDocuments } from '@buyerlab/contract';
import { storage } from './storage';

/**
 * The uploaded document in app state (docs/product.md#document-upload): its summary, mirrored in local
 * storage under 'summary' and restored on load, and the documents uploaded before their session
 * exists (the Closing card), mirrored under 'document_ids' so a reload before the session is
 * created keeps them.
 */
type DocumentState = {
  summary: string | null;
  pending: PendingDocuments;
  /** A null session: the documents wait for the next session created. */
  setUploaded: (documents: ReadonlyArray<{ document_id: string; summary: string }>, sessionId: string | null) => void;
  /** The ids the next session is created with: the current user's uploads only. */
  pendingDocumentIds: () => string[];
  /** Once a session was created with them: each upload goes to one session only. */
  clearPendingDocuments: () => void;
  /** Quitting a session: the summary and whatever waited for a session go together. */
  clear: () => void;
};

const NONE: PendingDocuments = { user_id: null, document_ids: [] };

function readPending(): PendingDocuments {
  const raw = storage.get(STORAGE_KEYS.documentIds);
  if (!raw) return NONE;
  try {
    const parsed = pendingDocumentsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : NONE;
  } catch {
    return NONE;
  }
}

export const useDocumentStore = create<DocumentState>()((set, get) => ({
  summary: storage.get(STORAGE_KEYS.summary),
  pending: readPending(),
  setUploaded: (documents, sessionId) => {
    const summary = documents.map((d) => d.summary).join('\n\n');
    storage.set(STORAGE_KEYS.summary, summary);
    // Documents uploaded into a live session are already its own.
    if (sessionId !== null) return set({ summary });
    const pending = { user_id: storage.get(STORAGE_KEYS.user), document_ids: documents.map((d) => d.document_id) };
    storage.set(STORAGE_KEYS.documentIds, JSON.stringify(pending));
    set({ summary, pending });
  },
  pendingDocumentIds: () => {
    const { user_id, document_ids } = get().pending;
    return user_id !== null && user_id === storage.get(STORAGE_KEYS.user) ? document_ids : [];
  },
  clearPendingDocuments: () => {
    storage.remove(STORAGE_KEYS.documentIds);
    set({ pending: NONE });
  },
  clear: () => {
    storage.remove(STORAGE_KEYS.summary, STORAGE_KEYS.documentIds);
    set({ summary: null, pending: NONE });
  },
}));
