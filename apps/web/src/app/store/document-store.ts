import { create } from 'zustand';
import { STORAGE_KEYS } from '@buyerlab/contract';
import { storage } from '../../lib/storage';

/**
 * The uploaded document in app state (SPEC §4 "Document upload"): its summary, mirrored in local
 * storage under 'summary' and restored on load, and the ids a new session is created with.
 */
type DocumentState = {
  summary: string | null;
  documentIds: string[];
  setUploaded: (documents: ReadonlyArray<{ document_id: string; summary: string }>) => void;
  /** The ids for the session being created; each upload goes to one session only. */
  takeDocumentIds: () => string[];
  clear: () => void;
};

export const useDocumentStore = create<DocumentState>()((set, get) => ({
  summary: storage.get(STORAGE_KEYS.summary),
  documentIds: [],
  setUploaded: (documents) => {
    const summary = documents.map((d) => d.summary).join('\n\n');
    storage.set(STORAGE_KEYS.summary, summary);
    set({ summary, documentIds: documents.map((d) => d.document_id) });
  },
  takeDocumentIds: () => {
    const ids = get().documentIds;
    set({ documentIds: [] });
    return ids;
  },
  clear: () => {
    storage.remove(STORAGE_KEYS.summary);
    set({ summary: null, documentIds: [] });
  },
}));
