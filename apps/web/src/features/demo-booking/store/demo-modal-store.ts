import { create } from 'zustand';

/** The book-a-demo modal's open flag (docs/product.md#dialogs); any page opens it through BookDemoButton. */
type DemoModalState = {
  demoMeeting: boolean;
  setDemoMeeting: (open: boolean) => void;
};

export const useDemoModalStore = create<DemoModalState>()((set) => ({
  demoMeeting: false,
  setDemoMeeting: (open) => set({ demoMeeting: open }),
}));

/** Opens or closes the book-a-demo modal. */
export function setDemoMeetingOpen(open: boolean): void {
  useDemoModalStore.getState().setDemoMeeting(open);
}
