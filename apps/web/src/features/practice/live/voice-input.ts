import { SPEECH_MESSAGES } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';
import type { BrowserRecognizer } from '../lib/browser-recognition';
import { markTiming } from '../lib/timing';
import { createTurnTaking, settleUtterance, type TurnAction, type TurnTaking } from '../lib/turn-taking';
import { encodeWav } from '../lib/wav';
import type { SpeechStreamer, SpeechUpload } from './speech-uploads';

export type MicStatus =
  'starting' | 'listening' | 'hearing' | 'transcribing' | 'muted' | 'denied' | 'missing' | 'failed';

export const MIC_MESSAGES = {
  denied: 'Microphone access was refused. Allow it in your browser’s site settings to talk; typing works meanwhile.',
  missing: 'No microphone was found. Connect one to talk; typing works meanwhile.',
  failed: 'Voice input could not start in this browser. Typing works meanwhile.',
  noRecognition: 'Speech recognition is not available here, so please type your replies. The buyer still speaks.',
  notHeard: 'Sorry, that was not caught. Try again, or type it.',
} as const;

export type VoiceInputState = { status: MicStatus; notice: string | null };

/** What the voice input tells the session, and asks it. */
export type VoiceInputCallbacks = {
  /** The buyer is speaking, or about to (a turn is being answered): the rep's voice may be a backchannel. */
  isBuyerActive: () => boolean;
  /** The rep is interrupting the buyer (not a backchannel): stop its voice. */
  onBargeIn: () => void;
  onUtterance: (text: string, startedAt: Date, endedAt: Date) => void;
  /** Streams each utterance to the server's recogniser while it is spoken, when connected. */
  speech?: SpeechStreamer;
};

/** The voice detector: it scores each frame of microphone audio (Silero VAD in the browser). */
export type Detector = { start: () => Promise<void>; pause: () => Promise<void>; destroy: () => Promise<void> };

export type VoiceInputDeps = {
  /** Opens the microphone and the detector, which calls `onFrame` with each frame's speech probability. */
  openDetector: (onFrame: (probability: number, frame: Float32Array) => void) => Promise<Detector>;
  /** Which recogniser to use first (the server says). */
  sttMode: () => Promise<'server' | 'browser' | 'none'>;
  /** Server speech-to-text of one recorded utterance. */
  transcribe: (wav: Blob) => Promise<string>;
  /** The browser's own recognition, or null where it has none. */
  startRecognition: (onPhrase: (text: string) => void, onFailure: () => void) => BrowserRecognizer | null;
  hasRecognition: () => boolean;
  /** The page clock, ms (performance.now in the browser). */
  now: () => number;
};

/** Audio kept from before the first voiced frame (the detector's own pre-speech padding: 800 ms). */
const PRE_SPEECH_FRAMES = 9;

/** An utterance being spoken: its audio so far (for the fallback upload) and its stream. */
type OpenUtterance = { frames: Float32Array[]; upload: SpeechUpload | null; startedAt: Date };

export function micFailure(error: unknown): MicStatus {
  if (error instanceof DOMException) {
    if (error.name === 'NotAllowedError' || error.name === 'SecurityError') return 'denied';
    if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError' || error.name === 'NotReadableError')
      return 'missing';
  }
  return 'failed';
}

/**
 * The rep's voice, without React: the detector scores each audio frame, and the turn-taking rules
 * (lib/turn-taking.ts) decide from those scores and the recogniser's words so far where an
 * utterance starts, when the turn is over, and whether speech over the buyer interrupts it or is
 * only a backchannel. With the server recognising, the audio streams to it over the live
 * connection while the rep speaks, so the text is there almost as soon as they stop; without a
 * connection the recording is sent when the utterance ends. Without a server recogniser the
 * browser's own recognition listens. Typing always remains available.
 */
export class VoiceInput {
  private state: VoiceInputState = { status: 'starting', notice: null };
  private readonly listeners = new Set<() => void>();
  private callbacks: VoiceInputCallbacks = { isBuyerActive: () => false, onBargeIn: () => {}, onUtterance: () => {} };
  /** The current listening run (start … stop); a run stopped while it was opening closes what it opened. */
  private run: { cancelled: boolean } | null = null;
  private detector: Detector | null = null;
  private stt: 'server' | 'browser' | 'none' = 'server';
  private recognizer: BrowserRecognizer | null = null;
  private muted = false;
  private turns: TurnTaking | null = null;
  private utterance: OpenUtterance | null = null;
  private recentFrames: Float32Array[] = [];

  constructor(private readonly deps: VoiceInputDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): VoiceInputState => this.state;

  setCallbacks(callbacks: VoiceInputCallbacks): void {
    this.callbacks = callbacks;
  }

  /** Starts listening: the microphone shows 'starting' until it is ready. */
  start(): void {
    if (this.run) return;
    const run = { cancelled: false };
    this.run = run;
    this.turns = createTurnTaking();
    this.update({ status: 'starting' });
    void this.open(run);
  }

  stop(): void {
    if (this.run) this.run.cancelled = true;
    this.run = null;
    this.cancelUtterance();
    this.turns = null;
    this.recognizer?.stop();
    this.recognizer = null;
    const detector = this.detector;
    this.detector = null;
    void detector?.destroy().catch(() => undefined);
  }

  setMuted = (muted: boolean): void => {
    this.muted = muted;
    if (muted) this.cancelUtterance();
    const detector = this.detector;
    if (!detector) return;
    this.update({ status: muted ? 'muted' : 'listening' });
    void (muted ? detector.pause() : detector.start()).catch(() => this.update({ status: 'failed' }));
  };

  dismissNotice = (): void => this.update({ notice: null });

  private update(change: Partial<VoiceInputState>): void {
    const next = { ...this.state, ...change };
    if (next.status === this.state.status && next.notice === this.state.notice) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private get idleStatus(): MicStatus {
    return this.muted ? 'muted' : 'listening';
  }

  private async open(run: { cancelled: boolean }): Promise<void> {
    try {
      const [detector, stt] = await Promise.all([
        this.deps.openDetector((probability, frame) => this.onFrame(probability, frame)),
        this.deps.sttMode(),
      ]);
      if (run.cancelled) {
        await detector.destroy();
        return;
      }
      this.stt = stt;
      this.detector = detector;
      if (stt === 'browser') this.startRecognitionFallback();
      if (!this.muted) await detector.start();
      this.update({ status: this.idleStatus });
    } catch (error) {
      if (!run.cancelled) this.update({ status: micFailure(error) });
    }
  }

  private onFrame(probability: number, frame: Float32Array): void {
    const turns = this.turns;
    if (!turns || this.muted) return;
    const utterance = this.utterance;
    if (utterance) {
      utterance.frames.push(frame);
      utterance.upload?.push(frame);
    } else {
      this.recentFrames.push(frame);
      if (this.recentFrames.length > PRE_SPEECH_FRAMES) this.recentFrames.shift();
    }
    this.act(turns.frame(probability, this.deps.now(), this.callbacks.isBuyerActive()));
  }

  private cancelUtterance(): void {
    this.utterance?.upload?.cancel();
    this.utterance = null;
    this.turns?.reset();
  }

  private startRecognitionFallback(): void {
    this.recognizer?.stop();
    let startedAt: Date | null = null;
    const noRecognition = () => {
      this.stt = 'none';
      this.update({ notice: MIC_MESSAGES.noRecognition });
    };
    this.recognizer = this.deps.startRecognition((text) => {
      if (this.muted) return;
      const endedAt = new Date();
      this.callbacks.onUtterance(text, startedAt ?? endedAt, endedAt);
      startedAt = null;
    }, noRecognition);
    if (this.recognizer) this.stt = 'browser';
    else noRecognition();
  }

  /** Carries out what the turn-taking rules decided on a frame or on words heard. */
  private act(actions: TurnAction[]): void {
    for (const action of actions) {
      switch (action.type) {
        case 'start': {
          const frames = this.recentFrames.splice(0);
          const upload: SpeechUpload | null =
            this.stt === 'server'
              ? (this.callbacks.speech?.begin((text) => {
                  if (this.utterance?.upload === upload) this.act(this.turns?.heard(text) ?? []);
                }) ?? null)
              : null;
          for (const frame of frames) upload?.push(frame);
          this.utterance = { frames, upload, startedAt: new Date() };
          this.update({ status: 'hearing', notice: null });
          break;
        }
        case 'barge-in':
          this.callbacks.onBargeIn();
          break;
        case 'pause':
          this.utterance?.upload?.pause();
          break;
        case 'misfire':
          this.utterance?.upload?.cancel();
          this.utterance = null;
          this.update({ status: this.idleStatus });
          break;
        case 'end': {
          const utterance = this.utterance;
          this.utterance = null;
          if (utterance) void this.finishUtterance(utterance, action);
          break;
        }
      }
    }
  }

  /** The turn is over: what was said goes out as a turn, or is let go as a backchannel. */
  private async finishUtterance(utterance: OpenUtterance, end: Extract<TurnAction, { type: 'end' }>): Promise<void> {
    markTiming('speech-last-voiced', end.lastVoicedAt);
    markTiming('speech-end');
    const endedAt = new Date(Date.now() - (this.deps.now() - end.lastVoicedAt));
    if (this.stt !== 'server') {
      this.update({ status: this.idleStatus });
      return;
    }
    this.update({ status: 'transcribing' });
    // A stream that broke is not the rep's problem: the recording goes by request instead.
    const viaRequest = () => this.deps.transcribe(encodeWav(joinFrames(utterance.frames)));
    try {
      let text: string;
      if (end.heard !== null) {
        // The recogniser's words already cover the whole utterance: its final answer would repeat them.
        utterance.upload?.cancel();
        text = end.heard;
      } else text = utterance.upload ? await utterance.upload.end().catch(viaRequest) : await viaRequest();
      markTiming('speech-text');
      switch (settleUtterance(text, end)) {
        case 'backchannel':
          markTiming('backchannel');
          break;
        case 'not-heard':
          this.update({ notice: MIC_MESSAGES.notHeard });
          break;
        case 'interrupt-and-send':
          this.callbacks.onBargeIn();
          this.callbacks.onUtterance(text, utterance.startedAt, endedAt);
          break;
        case 'send':
          this.callbacks.onUtterance(text, utterance.startedAt, endedAt);
          break;
      }
    } catch (error) {
      // Only "no engine here" moves to the browser's recognition; a failed attempt stays a retry.
      const noEngine =
        error instanceof ApiError && (error.status === 404 || error.detail === SPEECH_MESSAGES.sttUnavailable);
      if (noEngine && this.deps.hasRecognition()) this.startRecognitionFallback();
      else if (noEngine) {
        this.stt = 'none';
        this.update({ notice: MIC_MESSAGES.noRecognition });
      } else this.update({ notice: error instanceof ApiError && error.detail ? error.detail : MIC_MESSAGES.notHeard });
    } finally {
      if (!this.utterance) this.update({ status: this.idleStatus });
    }
  }
}

function joinFrames(frames: Float32Array[]): Float32Array {
  const audio = new Float32Array(frames.reduce((n, f) => n + f.length, 0));
  let at = 0;
  for (const frame of frames) {
    audio.set(frame, at);
    at += frame.length;
  }
  return audio;
}
