import { useCallback, useRef, useState } from 'react';

export const messageAnchorId = (messageId: string) => `message-${messageId}`;

export type Highlight = { messageId: string; quote: string } | null;

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * The transcript line an evidence quote points at: highlighted, scrolled into view and focused.
 * The control that asked is remembered, so on a phone (transcript far below) the rep can go back.
 */
export function useHighlightedMessage() {
  const [highlight, setHighlight] = useState<Highlight>(null);
  const origin = useRef<HTMLElement | null>(null);

  const showMessage = useCallback((messageId: string, quote: string) => {
    origin.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setHighlight({ messageId, quote });
    // After the highlight renders, bring the line into view and move focus for keyboard users.
    window.requestAnimationFrame(() => {
      const element = document.getElementById(messageAnchorId(messageId));
      if (!element) return;
      element.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
      element.focus({ preventScroll: true });
    });
  }, []);

  const returnToOrigin = useCallback(() => {
    const element = origin.current;
    if (!element?.isConnected) return;
    element.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
    element.focus({ preventScroll: true });
  }, []);

  return { highlight, showMessage, returnToOrigin };
}
