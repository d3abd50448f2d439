import {
  clientFrameSchema,
  liveTicketResponseSchema,
  serverFrameSchema,
  type ClientFrame,
  type ServerFrame,
} from '@buyerlab/contract';
import { ApiError, api } from './api-client';

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'failed';

export type RealtimeClientOptions = {
  sessionId: string;
  /** Ask the server to speak its replies (reply.audio frames). */
  voice: boolean;
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: RealtimeStatus, detail?: string) => void;
};

const PING_INTERVAL_MS = 20_000;
const MAX_BACKOFF_MS = 8_000;
/** Consecutive failed attempts before the caller is told to fall back to plain requests. */
const ATTEMPTS_BEFORE_FAILED = 4;

/**
 * The live-session WebSocket (protocol in @buyerlab/contract realtime.ts). Browsers cannot send
 * headers on a WebSocket, so every connection first asks for a single-use ticket; a dropped
 * connection reconnects with a fresh ticket and the server's `ready` frame restores the transcript.
 * Every frame is validated with the contract schemas in both directions.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private stopped = false;
  private attempts = 0;
  private pingTimer: number | undefined;
  private retryTimer: number | undefined;

  constructor(private readonly options: RealtimeClientOptions) {}

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.retryTimer);
    window.clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'client closed');
    this.options.onStatus('closed');
  }

  /** Sends one frame; false when the socket is not open (the caller decides what to do). */
  send(frame: ClientFrame): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    const parsed = clientFrameSchema.parse(frame);
    socket.send(JSON.stringify(parsed));
    return true;
  }

  /** Sends a chunk of the utterance being streamed (`speech.start` … `speech.end`). */
  sendAudio(pcm: ArrayBuffer): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(pcm);
    return true;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.options.onStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    let ticket: string;
    try {
      const body = await api.post(`/v1/sessions/${this.options.sessionId}/live-ticket`, {}, { silent: true });
      ticket = liveTicketResponseSchema.parse(body).ticket;
    } catch (error) {
      // 4xx other than rate limiting will not get better by retrying (session gone, signed out).
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        this.stopped = true;
        this.options.onStatus('failed', error.detail ?? error.message);
        return;
      }
      this.scheduleRetry();
      return;
    }
    if (this.stopped) return;

    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const query = new URLSearchParams({ ticket });
    if (this.options.voice) query.set('voice', '1');
    const socket = new WebSocket(`${protocol}//${window.location.host}/api/v1/live/${this.options.sessionId}?${query}`);
    this.socket = socket;

    socket.onopen = () => {
      this.attempts = 0;
      this.options.onStatus('open');
      window.clearInterval(this.pingTimer);
      this.pingTimer = window.setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
    };
    socket.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data !== 'string') return;
      let json: unknown;
      try {
        json = JSON.parse(event.data);
      } catch {
        return;
      }
      const frame = serverFrameSchema.safeParse(json);
      if (frame.success) this.options.onFrame(frame.data);
    };
    socket.onclose = (event) => {
      window.clearInterval(this.pingTimer);
      if (this.socket !== socket) return;
      this.socket = null;
      // 1008 (policy) and 4xxx are the server refusing this session: retrying cannot help.
      if (event.code === 1008 || (event.code >= 4000 && event.code < 5000)) {
        this.stopped = true;
        this.options.onStatus('failed', event.reason || undefined);
        return;
      }
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    this.attempts += 1;
    if (this.attempts >= ATTEMPTS_BEFORE_FAILED) this.options.onStatus('failed');
    else this.options.onStatus('reconnecting');
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.attempts);
    this.retryTimer = window.setTimeout(() => void this.connect(), delay);
  }
}
