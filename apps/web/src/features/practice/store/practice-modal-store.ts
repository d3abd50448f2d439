import { create } from 'zustand';

/** The chat room's dialogs (docs/product.md#dialogs): end the session, and upload a document into it. */
type PracticeModalState = {
  endChat: boolean;
  uploadDocument: boolean;
  setEndChat: (open: boolean) => void;
  setUploadDocument: (open: boolean) => void;
};

export const usePracticeModalStore = create<PracticeModalState>()((set) => ({
  endChat: false,
  uploadDocument: false,
  setEndChat: (open) => set({ endChat: open }),
  setUploadDocument: (open) => set({ uploadDocument: open }),
}));

/** Whether the chat room's upload-a-document dialog is open. */
export function useUploadDocumentOpen(): boolean {
  return usePracticeModalStore((s) => s.uploadDocument);
}
