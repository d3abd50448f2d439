import { useEffect, useState, useSyncExternalStore } from 'react';
import { RealtimeClient } from '../../../lib/realtime-client';
import { sendChatTurn } from '../api/session-api';
import { LiveSessionController, type AheadPlayer, type AudioFrame } from '../live/live-session-controller';

function createLiveSession(sessionId: string): LiveSessionController {
  return new LiveSessionController({
    connect: (events) => new RealtimeClient({ sessionId, voice: true, ...events }),
    requestTurn: (text) => sendChatTurn(sessionId, text),
  });
}

/**
 * The live session (live/live-session-controller.ts) for a component: connected while mounted,
 * its state read with useSyncExternalStore, the buyer's voice handed to `onAudio`, and the first
 * audio of an answer worked out ahead to `ahead`.
 */
export function useLiveSession(sessionId: string, onAudio: (frame: AudioFrame) => void, ahead?: AheadPlayer) {
  const [current, setCurrent] = useState(() => ({ sessionId, live: createLiveSession(sessionId) }));
  if (current.sessionId !== sessionId) setCurrent({ sessionId, live: createLiveSession(sessionId) });
  const { live } = current;
  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);
  useEffect(() => live.onAudio(onAudio), [live, onAudio]);
  useEffect(() => (ahead ? live.onAhead(ahead) : undefined), [live, ahead]);
  const state = useSyncExternalStore(live.subscribe, live.getSnapshot);
  return { state, live };
}
