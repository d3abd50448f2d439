import type { ClientFrame, ServerFrame } from '@buyerlab/contract';
import type { RealtimeStatus } from '../../../lib/realtime-client';
import { markTiming } from '../lib/timing';
import {
  INITIAL_LIVE_STATE,
  buyerAnswering,
  nextTurnToSend,
  reduce,
  type LiveEvent,
  type LiveSessionState,
  type PendingTurn,
  type RepTurnInput,
  type RequestedReply,
  type RetryAction,
} from './live-state';
import { SpeechUploads, type SpeechStreamer } from './speech-uploads';

export type AudioFrame = Extract<ServerFrame, { type: 'reply.audio' }>;
export type AheadFrame = Extract<ServerFrame, { type: 'reply.ahead' }>;

/**
 * Plays the first audio of the answer the server worked out while the rep paused (docs/decisions/0024-audio-worked-out-ahead.md):
 * started as the spoken turn goes, then kept as the reply's first piece or stopped.
 */
export type AheadPlayer = {
  /** It has come: get it ready, so that playing it is only a start. */
  prepare: (frame: AheadFrame) => void;
  /** The turn it answers has gone: play it now. */
  play: () => void;
  /** The reply is that answer: the audio started is its first piece. */
  adopt: (replyId: string) => void;
  /** It is not (or the turn failed): stop it. */
  drop: () => void;
};

/** Words as a turn carries them (the server compares them the same way). */
const sameWords = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');

/** The live socket as the controller uses it (lib/realtime-client.ts in the browser, a fake in tests). */
export type LiveTransport = {
  start: () => void;
  stop: () => void;
  send: (frame: ClientFrame) => boolean;
  sendAudio: (pcm: ArrayBuffer) => boolean;
};

export type LiveTransportEvents = {
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: RealtimeStatus, detail?: string) => void;
};

export type LiveSessionDeps = {
  /** Makes the socket (not yet started); it reconnects by itself and reports each status. */
  connect: (events: LiveTransportEvents) => LiveTransport;
  /** The plain-request turn, for when no live connection can be had. */
  requestTurn: (text: string) => Promise<RequestedReply>;
  newId?: () => string;
};

/**
 * The live conversation without React: it owns the socket, feeds every server frame through
 * `reduce`, sends queued turns one at a time, matches streamed speech to its answers, and hands the
 * buyer's audio to whoever listens. React reads it with `useSyncExternalStore` (`subscribe`,
 * `getSnapshot`); tests drive it with a fake transport. The server answers one turn at a time, so a
 * turn made while the buyer is still answering waits (the caller interrupts the buyer first) and
 * goes out when the reply ends. Plain requests take over when no live connection can be had.
 */
export class LiveSessionController {
  private state: LiveSessionState = INITIAL_LIVE_STATE;
  private transport: LiveTransport | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly audioListeners = new Set<(frame: AudioFrame) => void>();
  private aheadPlayer: AheadPlayer | null = null;
  /** The latest first audio worked out ahead, not yet used. */
  private ahead: AheadFrame | null = null;
  /** Its audio was started with the turn just sent: `reply.start` says whether it stands. */
  private aheadStarted = false;
  /** The reply whose first audio was started ahead: its own copy of that audio is not played again. */
  private adoptedReplyId: string | null = null;
  /** Replies whose audio is dropped: the rep spoke over them before any of it played. */
  private readonly cutReplies = new Set<string>();
  private timedReplyId: string | null = null;
  private readonly newId: () => string;
  readonly speech: SpeechStreamer;
  private readonly uploads: SpeechUploads;

  constructor(private readonly deps: LiveSessionDeps) {
    this.newId = deps.newId ?? (() => crypto.randomUUID());
    this.uploads = new SpeechUploads(() => this.transport, this.newId);
    this.speech = this.uploads;
  }

  // ---- React's side: useSyncExternalStore(controller.subscribe, controller.getSnapshot)

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LiveSessionState => this.state;

  /** Hears each sentence of the buyer's voice as it arrives; returns the unsubscribe. */
  onAudio(listener: (frame: AudioFrame) => void): () => void {
    this.audioListeners.add(listener);
    return () => this.audioListeners.delete(listener);
  }

  /** Plays the audio worked out ahead (one player at a time); returns the unsubscribe. */
  onAhead(player: AheadPlayer): () => void {
    this.aheadPlayer = player;
    return () => {
      if (this.aheadPlayer === player) this.aheadPlayer = null;
    };
  }

  // ---- Lifecycle

  start(): void {
    if (this.transport) return;
    const transport = this.deps.connect({
      onFrame: (frame) => {
        if (this.transport === transport) this.receive(frame);
      },
      onStatus: (status, detail) => {
        if (this.transport === transport) this.connectionChanged(status, detail);
      },
    });
    this.transport = transport;
    transport.start();
  }

  stop(): void {
    const transport = this.transport;
    if (!transport) return;
    // Forgotten first, so nothing it reports while closing is taken for the next socket's.
    this.transport = null;
    transport.stop();
    this.connectionChanged('closed');
  }

  // ---- What the rep does

  sendTurn = (input: RepTurnInput): void => {
    const text = input.text.trim();
    if (!text) return;
    const ahead = this.ahead;
    this.ahead = null;
    const clientTurnId = this.newId();
    this.apply({ type: 'turn.queued', turn: { clientTurnId, input: { ...input, text } } });
    // A spoken turn that went out at once with the words the answer ahead was worked out for: its
    // first audio starts now rather than after the server's round trip (the server says at
    // `reply.start` whether the reply is that answer).
    const wentNow = this.state.sent?.clientTurnId === clientTurnId && this.state.connection === 'open';
    if (input.spoken && ahead && wentNow && sameWords(ahead.rep_text, text) && this.aheadPlayer) {
      this.aheadStarted = true;
      markTiming('reply-ahead-started');
      this.aheadPlayer.play();
    }
  };

  retry = (action: RetryAction): void => {
    this.apply({ type: 'failure.dismissed' });
    if (action.kind === 'turn') this.sendTurn(action.input);
    else if (this.transport?.send({ type: 'retry' })) this.apply({ type: 'retry.sent' });
  };

  dismissFailure = (): void => this.apply({ type: 'failure.dismissed' });

  /** Barge-in: the rep cut the buyer off after hearing this many characters of the reply. */
  interrupt = (deliveredChars: number): void => {
    this.transport?.send({ type: 'interrupt', delivered_chars: Math.max(0, Math.round(deliveredChars)) });
  };

  /**
   * The rep's voice interrupts the buyer. `heardChars` is how much of the reply's audio they heard,
   * or null when none is playing: then a buyer still answering is stopped too, and that reply's
   * audio must not start over the rep's voice.
   */
  interruptBySpeech = (heardChars: number | null): void => {
    if (heardChars !== null) {
      this.interrupt(heardChars);
      return;
    }
    const replyId = this.state.streaming?.replyId;
    if (replyId) this.cutReplies.add(replyId);
    if (buyerAnswering(this.state)) this.interrupt(0);
  };

  /** The buyer is answering a turn, or about to (its voice may still be to come). */
  isAnswering = (): boolean => buyerAnswering(this.state);

  // ---- Internals

  private receive(frame: ServerFrame): void {
    switch (frame.type) {
      case 'ready':
        markTiming('live-ready');
        break;
      case 'reply.ahead':
        this.ahead = frame;
        this.aheadPlayer?.prepare(frame);
        return;
      case 'reply.start':
        if (this.aheadStarted) {
          this.aheadStarted = false;
          if (frame.ahead) {
            this.adoptedReplyId = frame.reply_id;
            this.aheadPlayer?.adopt(frame.reply_id);
          } else {
            markTiming('reply-ahead-dropped');
            this.aheadPlayer?.drop();
          }
        }
        break;
      case 'error':
        this.dropAhead();
        break;
      case 'reply.chunk':
        if (this.timedReplyId !== frame.reply_id) {
          this.timedReplyId = frame.reply_id;
          markTiming('first-reply-text');
        }
        break;
      case 'reply.audio':
        if (frame.index === 0) markTiming('reply-audio-received');
        // Already playing: it was started ahead.
        if (frame.index === 0 && frame.reply_id === this.adoptedReplyId) return;
        if (!this.cutReplies.has(frame.reply_id)) for (const listener of this.audioListeners) listener(frame);
        return;
      case 'speech.partial':
      case 'speech.text':
      case 'speech.error':
        this.uploads.receive(frame);
        return;
      default:
        break;
    }
    this.apply(frame);
  }

  /** The turn whose answer started ahead will not be answered by it: that audio stops. */
  private dropAhead(): void {
    this.ahead = null;
    if (!this.aheadStarted) return;
    this.aheadStarted = false;
    markTiming('reply-ahead-dropped');
    this.aheadPlayer?.drop();
  }

  private connectionChanged(status: RealtimeStatus, detail?: string): void {
    if (status !== 'open') {
      this.uploads.connectionLost();
      this.dropAhead();
    }
    this.apply({ type: 'connection', status, detail });
  }

  private apply(event: LiveEvent): void {
    const next = reduce(this.state, event);
    if (next === this.state) return;
    this.state = next;
    this.pump();
    // `pump` may have moved the state on again; listeners read the latest snapshot.
    for (const listener of this.listeners) listener();
  }

  /** Sends what the state says can go now: the next queued turn, or every one by request. */
  private pump(): void {
    if (this.state.connection === 'failed') {
      for (const turn of this.state.queue) this.request(turn);
      return;
    }
    const turn = nextTurnToSend(this.state);
    if (!turn || !this.transport) return;
    const sent = this.transport.send({
      type: 'turn',
      client_turn_id: turn.clientTurnId,
      text: turn.input.text,
      spoken: turn.input.spoken,
      started_at: turn.input.startedAt.toISOString(),
      ended_at: turn.input.endedAt.toISOString(),
    });
    if (!sent) return;
    markTiming('turn-sent');
    this.state = reduce(this.state, { type: 'turn.sent', turn });
  }

  private request(turn: PendingTurn): void {
    this.state = reduce(this.state, { type: 'turn.requested', turn });
    this.deps.requestTurn(turn.input.text).then(
      (result) => this.apply({ type: 'turn.answered', turn, result }),
      (error: unknown) =>
        this.apply({
          type: 'turn.request-failed',
          turn,
          detail: error instanceof Error ? error.message : 'Your message was not sent.',
        }),
    );
  }
}
