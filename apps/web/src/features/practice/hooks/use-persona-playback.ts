import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { markTiming } from '../lib/timing';
import type { AheadFrame, AheadPlayer, AudioFrame } from '../live/live-session-controller';

type QueuedChunk = { replyId: string; index: number; text: string; url: string };

/** The reply id audio started ahead plays under until the server names its reply. */
const AHEAD = 'ahead';

function toObjectUrl(frame: Pick<AudioFrame, 'data' | 'mime'>): string {
  const binary = atob(frame.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: frame.mime }));
}

/**
 * Plays the buyer's reply sentence by sentence, in order, through one <audio> element routed into
 * an AnalyserNode (the avatar's mouth follows the real amplitude). Barge-in stops it at once and
 * reports how much of the reply the rep actually heard.
 */
export function usePersonaPlayback() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const queueRef = useRef<QueuedChunk[]>([]);
  const currentRef = useRef<QueuedChunk | null>(null);
  /** Characters fully heard of the current reply, and which reply that is. */
  const heardRef = useRef<{ replyId: string | null; chars: number }>({ replyId: null, chars: 0 });
  const cutRepliesRef = useRef(new Set<string>());
  /** The first audio of an answer worked out ahead, ready and loaded, until its turn goes. */
  const aheadRef = useRef<QueuedChunk | null>(null);
  const contextRef = useRef<AudioContext | null>(null);
  const analyserRef = useRef<AnalyserNode | null>(null);
  const levelBufferRef = useRef<Uint8Array<ArrayBuffer> | null>(null);
  const [speaking, setSpeaking] = useState(false);
  const [blocked, setBlocked] = useState(false);

  /** Wires the element into WebAudio once; needs a user gesture somewhere first to be audible. */
  const ensureGraph = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || contextRef.current || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaElementSource(audio);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    analyser.smoothingTimeConstant = 0.5;
    source.connect(analyser);
    analyser.connect(context.destination);
    contextRef.current = context;
    analyserRef.current = analyser;
    levelBufferRef.current = new Uint8Array(new ArrayBuffer(analyser.fftSize));
  }, []);

  const playNext = useCallback(() => {
    // A chunk the browser cannot play is skipped: the next one starts, as when one ends.
    const advance = () => {
      const audio = audioRef.current;
      const previous = currentRef.current;
      if (previous) {
        URL.revokeObjectURL(previous.url);
        if (heardRef.current.replyId === previous.replyId) heardRef.current.chars += previous.text.length + 1;
        currentRef.current = null;
      }
      const next = queueRef.current.shift();
      if (!audio || !next) {
        setSpeaking(false);
        return;
      }
      if (heardRef.current.replyId !== next.replyId) heardRef.current = { replyId: next.replyId, chars: 0 };
      currentRef.current = next;
      // Audio prepared ahead is already loaded in the element: setting it again would reload it.
      if (audio.src !== next.url) audio.src = next.url;
      setSpeaking(true);
      ensureGraph();
      void contextRef.current?.resume().catch(() => undefined);
      audio.play().then(
        () => setBlocked(false),
        (error: unknown) => {
          // Autoplay refused (reload without a click yet): keep the queue and ask for a tap.
          if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
          else advance();
        },
      );
    };
    advance();
  }, [ensureGraph]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onEnded = () => {
      audio.dataset.chunksPlayed = String(Number(audio.dataset.chunksPlayed ?? '0') + 1);
      playNext();
    };
    const onPlaying = () => {
      if (currentRef.current && heardRef.current.chars === 0) markTiming('reply-audio-playing');
    };
    const onError = () => playNext();
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    audio.addEventListener('playing', onPlaying);
    return () => {
      audio.removeEventListener('playing', onPlaying);
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
    };
  }, [playNext]);

  useEffect(
    () => () => {
      for (const chunk of queueRef.current) URL.revokeObjectURL(chunk.url);
      void contextRef.current?.close().catch(() => undefined);
    },
    [],
  );

  const enqueue = useCallback(
    (frame: AudioFrame) => {
      if (cutRepliesRef.current.has(frame.reply_id)) return;
      const chunk = { replyId: frame.reply_id, index: frame.index, text: frame.text, url: toObjectUrl(frame) };
      const queue = [...queueRef.current, chunk].sort((a, b) => (a.replyId === b.replyId ? a.index - b.index : 0));
      queueRef.current = queue;
      if (!currentRef.current && !blocked) playNext();
    },
    [blocked, playNext],
  );

  const prepareAhead = useCallback((frame: AheadFrame) => {
    if (aheadRef.current) URL.revokeObjectURL(aheadRef.current.url);
    const chunk = { replyId: AHEAD, index: 0, text: frame.text, url: toObjectUrl(frame) };
    aheadRef.current = chunk;
    cutRepliesRef.current.delete(AHEAD);
    // While nothing plays, the element loads it now, so that playing it is only a start.
    const audio = audioRef.current;
    if (audio && !currentRef.current && queueRef.current.length === 0) {
      audio.src = chunk.url;
      audio.load();
    }
  }, []);

  const playAhead = useCallback(() => {
    const chunk = aheadRef.current;
    aheadRef.current = null;
    if (!chunk) return;
    queueRef.current = [chunk, ...queueRef.current];
    if (!currentRef.current && !blocked) playNext();
  }, [blocked, playNext]);

  /** The audio started ahead is the first piece of this reply. */
  const adoptAhead = useCallback((replyId: string) => {
    for (const chunk of [currentRef.current, ...queueRef.current])
      if (chunk?.replyId === AHEAD) chunk.replyId = replyId;
    if (heardRef.current.replyId === AHEAD) heardRef.current.replyId = replyId;
    // Cut before its reply was named: the rest of that reply is cut too.
    if (cutRepliesRef.current.delete(AHEAD)) cutRepliesRef.current.add(replyId);
  }, []);

  /** The audio started ahead answers nothing: it stops, unheard as far as the transcript goes. */
  const dropAhead = useCallback(() => {
    if (aheadRef.current) URL.revokeObjectURL(aheadRef.current.url);
    aheadRef.current = null;
    for (const chunk of queueRef.current) if (chunk.replyId === AHEAD) URL.revokeObjectURL(chunk.url);
    queueRef.current = queueRef.current.filter((chunk) => chunk.replyId !== AHEAD);
    const current = currentRef.current;
    if (current?.replyId !== AHEAD) return;
    audioRef.current?.pause();
    URL.revokeObjectURL(current.url);
    currentRef.current = null;
    heardRef.current = { replyId: null, chars: 0 };
    playNext();
  }, [playNext]);

  const ahead: AheadPlayer = useMemo(
    () => ({ prepare: prepareAhead, play: playAhead, adopt: adoptAhead, drop: dropAhead }),
    [prepareAhead, playAhead, adoptAhead, dropAhead],
  );

  /** Stops at once; returns how many characters of the interrupted reply were heard (or null). */
  const stop = useCallback((): number | null => {
    const audio = audioRef.current;
    const current = currentRef.current;
    if (!current && queueRef.current.length === 0) return null;
    const replyId = current?.replyId ?? queueRef.current[0]?.replyId ?? null;
    if (replyId) cutRepliesRef.current.add(replyId);
    let heard = heardRef.current.replyId === replyId ? heardRef.current.chars : 0;
    if (audio && current) {
      audio.pause();
      const fraction = audio.duration > 0 && Number.isFinite(audio.duration) ? audio.currentTime / audio.duration : 0;
      heard += Math.round(current.text.length * Math.min(1, fraction));
      URL.revokeObjectURL(current.url);
      audio.removeAttribute('src');
    }
    for (const chunk of queueRef.current) URL.revokeObjectURL(chunk.url);
    queueRef.current = [];
    currentRef.current = null;
    setSpeaking(false);
    return heard;
  }, []);

  /** A sentence is playing or waiting for a tap: read at the moment of asking, not at the last render. */
  const isSpeaking = useCallback((): boolean => currentRef.current !== null, []);

  /** A click or key press: lets a blocked queue play and wakes the audio graph. */
  const unlock = useCallback(() => {
    ensureGraph();
    void contextRef.current?.resume().catch(() => undefined);
    if (blocked) {
      setBlocked(false);
      const current = currentRef.current;
      if (current && audioRef.current) void audioRef.current.play().catch(() => setBlocked(true));
      else playNext();
    }
  }, [blocked, ensureGraph, playNext]);

  /** Loudness of what is playing now, 0…1, for the avatar's mouth. */
  const getLevel = useCallback((): number => {
    const analyser = analyserRef.current;
    const buffer = levelBufferRef.current;
    if (!analyser || !buffer || !currentRef.current) return 0;
    analyser.getByteTimeDomainData(buffer);
    let sum = 0;
    for (const value of buffer) {
      const centred = (value - 128) / 128;
      sum += centred * centred;
    }
    return Math.min(1, Math.sqrt(sum / buffer.length) * 4);
  }, []);

  return {
    audioRef,
    enqueue,
    stop,
    isSpeaking,
    unlock,
    getLevel,
    speaking,
    blocked,
    ahead,
  };
}
