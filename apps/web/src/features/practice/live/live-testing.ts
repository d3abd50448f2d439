import type { ClientFrame, ServerFrame, SessionMessage } from '@buyerlab/contract';
import type { RealtimeStatus } from '../../../lib/realtime-client';
import {
  LiveSessionController,
  type LiveSessionDeps,
  type LiveTransport,
  type LiveTransportEvents,
} from './live-session-controller';
import type { RepTurnInput, RequestedReply } from './live-state';

/** Test doubles for the live session: a socket the test opens, drops and speaks through. */

let messageCount = 0;

/** A stored message as the server sends it. */
export function message(seq: number, role: 'rep' | 'buyer', text: string, interrupted = false): SessionMessage {
  messageCount += 1;
  return {
    message_id: `00000000-0000-4000-8000-${String(messageCount).padStart(12, '0')}`,
    seq,
    role,
    text,
    spoken: false,
    interrupted,
    started_at: '2026-01-01T10:00:00.000Z',
    ended_at: '2026-01-01T10:00:01.000Z',
  };
}

export const typed = (text: string): RepTurnInput => ({
  text,
  spoken: false,
  startedAt: new Date('2026-01-01T10:00:00Z'),
  endedAt: new Date('2026-01-01T10:00:02Z'),
});

export type FakeSocket = {
  /** Every JSON frame the client sent, in order. */
  sent: ClientFrame[];
  /** The binary (speech audio) frames. */
  audio: ArrayBuffer[];
  types: () => ClientFrame['type'][];
  /** The turns sent, by text. */
  turns: () => string[];
  /** The id of the utterance streamed last. */
  speechId: () => string;
  open: () => void;
  /** The socket goes away: the client is reconnecting (or has given up: 'failed'). */
  drop: (status?: RealtimeStatus, detail?: string) => void;
  /** A server frame arrives. */
  receive: (frame: ServerFrame) => void;
  /** Opens and sends `ready` with this transcript. */
  connect: (messages?: SessionMessage[]) => void;
  starts: number;
  stops: number;
};

export function fakeSocket(): { socket: FakeSocket; connect: LiveSessionDeps['connect'] } {
  let events: LiveTransportEvents | null = null;
  let isOpen = false;
  const socket: FakeSocket = {
    sent: [],
    audio: [],
    types: () => socket.sent.map((f) => f.type),
    turns: () => socket.sent.flatMap((f) => (f.type === 'turn' ? [f.text] : [])),
    speechId: () => socket.sent.flatMap((f) => (f.type === 'speech.start' ? [f.speech_id] : [])).at(-1) ?? '',
    open: () => {
      isOpen = true;
      events?.onStatus('open');
    },
    drop: (status = 'reconnecting', detail) => {
      isOpen = false;
      events?.onStatus(status, detail);
    },
    receive: (frame) => events?.onFrame(frame),
    connect: (messages = []) => {
      socket.open();
      socket.receive({ type: 'ready', messages, mood: 'neutral', outcome: 'in_progress' });
    },
    starts: 0,
    stops: 0,
  };
  const connect = (e: LiveTransportEvents): LiveTransport => {
    events = e;
    return {
      start: () => {
        socket.starts += 1;
        e.onStatus('connecting');
      },
      stop: () => {
        socket.stops += 1;
        isOpen = false;
        e.onStatus('closed');
      },
      send: (frame) => {
        if (!isOpen) return false;
        socket.sent.push(frame);
        return true;
      },
      sendAudio: (pcm) => {
        if (!isOpen) return false;
        socket.audio.push(pcm);
        return true;
      },
    };
  };
  return { socket, connect };
}

/** A started controller on a fake socket; plain requests answer through `requests`. */
export function liveSession() {
  const { socket, connect } = fakeSocket();
  const requests: { text: string; resolve: (reply: RequestedReply) => void; reject: (error: Error) => void }[] = [];
  let ids = 0;
  const live = new LiveSessionController({
    connect,
    requestTurn: (text) => new Promise((resolve, reject) => requests.push({ text, resolve, reject })),
    newId: () => `id-${++ids}`,
  });
  live.start();
  return { live, socket, requests, state: () => live.getSnapshot() };
}
