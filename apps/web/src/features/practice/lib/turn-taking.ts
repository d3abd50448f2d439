import { markTiming } from './timing';
import { isBackchannel, looksUnfinished, words } from './turn-words';

/**
 * When the rep's turn is over, and when their voice over the buyer's is an interruption: decided
 * from the voice detector's speech probability for each audio frame and the recogniser's words so
 * far, never from silence alone. Framework-free; the voice-input hook feeds it and carries out
 * what it returns.
 *
 * - A pause ends the turn after a hangover chosen by the words heard up to it: short when they
 *   read as finished, long when they stop on "and", "because", "the", "um"…, and a middle one
 *   while the recogniser has not caught up with the pause (its words are from before it). The
 *   first silent frame asks the recogniser for those words, so a finished sentence ends the turn
 *   as soon as they arrive: the words, not a long silence, say the rep is done.
 * - Speech that starts while the buyer is speaking (or about to) interrupts once words other than
 *   backchannels are heard, or once it has gone on longer than a backchannel would; a short
 *   "mm-hm" or "right" leaves the buyer talking.
 */
export type TurnTakingOptions = {
  /** Audio per detector frame (the legacy Silero model: 1536 samples at 16 kHz). */
  frameMs: number;
  /**
   * Speech probability at or above which a frame is voiced; any frame under it is part of a pause.
   * There is no band in between that neither counts nor resets: a fading last word and breath
   * score 0.2–0.3 for several frames after the rep has stopped, and with a band at 0.25–0.3 left
   * uncounted they held a finished sentence open for 480–670 ms instead of 288 (bench, 2026-11-26).
   * The words, not the detector, tell a pause inside a sentence from its end.
   */
  positiveThreshold: number;
  /** Voiced audio an utterance needs, unless words were heard in it; less is a detector misfire. */
  minSpeechMs: number;
  /** Pause that ends a turn whose words so far read as a finished sentence. */
  finishedPauseMs: number;
  /** A finished-sounding turn of fewer words than this waits `shortTurnPauseMs` instead. */
  shortTurnWords: number;
  shortTurnPauseMs: number;
  /** Pause that ends a turn stopping on a word a sentence cannot end on. */
  unfinishedPauseMs: number;
  /** Pause that ends a turn when no words have been heard since the rep last spoke. */
  unheardPauseMs: number;
  /** Voice over the buyer's for this long interrupts even before any word is recognised. */
  bargeInSpeechMs: number;
  /**
   * The recogniser ended a stretch on its own (no pause of ours asked for it) and then heard no
   * more than this much voice before the pause: likely the fading end of the last word (a voice
   * detector keeps scoring it as speech after the recogniser's own detector has let go).
   */
  tailVoiceMs: number;
  /** Pause that ends a turn whose finished-sounding words were followed only by such a tail. */
  tailPauseMs: number;
};

export const TURN_TAKING: TurnTakingOptions = {
  frameMs: 96,
  positiveThreshold: 0.3,
  minSpeechMs: 400,
  // Three frames: Flite's own phrase breaks ("stopped … for a day") are up to ~150 ms, and one
  // frame of silence there cut the sentence in two in the bench; two frames still cut "Sorry to
  // cut in, but …" at its comma in the browser suite.
  finishedPauseMs: 288,
  shortTurnWords: 5,
  shortTurnPauseMs: 576,
  unfinishedPauseMs: 1500,
  unheardPauseMs: 1000,
  bargeInSpeechMs: 1000,
  // Flite's fading "line" was scored as speech for ~300 ms after the recogniser's stretch ended,
  // and no new words could come for it, so the turn waited the full second (bench, 2026-11-26).
  tailVoiceMs: 384,
  tailPauseMs: 576,
};

export type TurnAction =
  /** An utterance began: start streaming it (with the audio just before). */
  | { type: 'start'; overlapping: boolean }
  /** The rep is interrupting the buyer: stop its voice. */
  | { type: 'barge-in' }
  /** The rep has just paused: ask the recogniser for the words so far. */
  | { type: 'pause' }
  /** Not speech after all: drop the utterance. */
  | { type: 'misfire' }
  /**
   * The turn is over: finish the utterance and send what was said. `heard` is the recogniser's
   * text when it covers the whole utterance already (no need to wait for the final text).
   */
  | {
      type: 'end';
      lastVoicedAt: number;
      overlapping: boolean;
      bargedIn: boolean;
      heard: string | null;
      /** Which pause rule ended the turn (diagnostics: the bench prints it per turn). */
      rule: EndRule;
    };

/**
 * The pause rules: words finished, few words, unfinished words, finished words followed only by a
 * tail of voice, no current words.
 */
export type EndRule = 'finished' | 'short' | 'unfinished' | 'tail' | 'unheard';

type Utterance = {
  overlapping: boolean;
  bargedIn: boolean;
  voicedMs: number;
  lastVoicedAt: number;
  /** Pause since the last voiced frame. */
  pauseMs: number;
  /** All the recogniser has heard so far. */
  heard: string;
  /** It came during this pause, in answer to the request for words: it covers all the rep said. */
  heardWhole: boolean;
  /**
   * It came after the last voiced frame but before the pause began (the recogniser's own detector
   * was quicker): it may also be from an earlier pause, so it counts only once the pause has
   * lasted a frame more with nothing newer, and the final text is waited for.
   */
  heardEarly: boolean;
  /** When the words last came (page clock), for the diagnostics. */
  heardAt: number | null;
  /** A pause asked the recogniser for words and none have come since. */
  awaitingWords: boolean;
  /**
   * Voice since words that the recogniser sent unasked (its own detector ended a stretch) while
   * the rep was speaking; null when the words were asked for, or none came that way.
   */
  voicedSinceOwnWordsMs: number | null;
};

/** Frames a pause must last before words that came just ahead of it are believed. */
const EARLY_WORDS_PAUSE_FRAMES = 2;

export function createTurnTaking(options: TurnTakingOptions = TURN_TAKING) {
  let utterance: Utterance | null = null;

  const bargeIn = (u: Utterance): TurnAction[] => {
    u.bargedIn = true;
    return [{ type: 'barge-in' }];
  };

  const ruleFor = (u: Utterance): EndRule => {
    const heardCurrent = u.heardWhole || (u.heardEarly && u.pauseMs >= EARLY_WORDS_PAUSE_FRAMES * options.frameMs);
    if (!heardCurrent) {
      // Words the recogniser sent on its own, then only a tail of voice: a newer stretch would
      // have been decoded by now if there were one, so they very likely cover the whole turn. The
      // final text is still waited for (it would carry any word the tail held).
      const tail = u.voicedSinceOwnWordsMs;
      const tailOnly = tail !== null && tail <= options.tailVoiceMs && u.heard.trim() !== '';
      return tailOnly && !looksUnfinished(u.heard) ? 'tail' : 'unheard';
    }
    if (looksUnfinished(u.heard)) return 'unfinished';
    // "Sorry to cut in," "Thanks." "So": a few words are more often a preamble than a turn, and
    // a comma's pause after them must not hand the buyer the floor.
    return words(u.heard).length < options.shortTurnWords ? 'short' : 'finished';
  };
  const PAUSE_FOR: Record<EndRule, keyof TurnTakingOptions> = {
    finished: 'finishedPauseMs',
    short: 'shortTurnPauseMs',
    unfinished: 'unfinishedPauseMs',
    tail: 'tailPauseMs',
    unheard: 'unheardPauseMs',
  };

  const decide = (u: Utterance): TurnAction[] => {
    if (u.pauseMs === 0) return [];
    const rule = ruleFor(u);
    if (u.pauseMs < options[PAUSE_FOR[rule]]) return [];
    utterance = null;
    if (u.voicedMs < options.minSpeechMs && !u.heard) return [{ type: 'misfire' }];
    const heard = u.heardWhole && u.heard.trim() ? u.heard : null;
    // Diagnostics for the bench: the rule, and how long after the last voiced frame the words came.
    markTiming('turn-rule', u.lastVoicedAt, {
      rule,
      pauseMs: u.pauseMs,
      wordsAfterMs: u.heardAt === null ? null : u.heardAt - u.lastVoicedAt,
      heard: u.heard,
    });
    return [
      { type: 'end', lastVoicedAt: u.lastVoicedAt, overlapping: u.overlapping, bargedIn: u.bargedIn, heard, rule },
    ];
  };

  return {
    /** An utterance is open. */
    get speaking(): boolean {
      return utterance !== null;
    },

    /**
     * One detector frame: its speech probability, when it was processed (page clock, ms), and
     * whether the buyer is speaking or about to (answering a turn) right now.
     */
    frame(probability: number, at: number, buyerActive: boolean): TurnAction[] {
      const voiced = probability >= options.positiveThreshold;
      const u = utterance;
      if (!u) {
        if (!voiced) return [];
        utterance = {
          overlapping: buyerActive,
          bargedIn: false,
          voicedMs: options.frameMs,
          lastVoicedAt: at,
          pauseMs: 0,
          heard: '',
          heardWhole: false,
          heardEarly: false,
          heardAt: null,
          awaitingWords: false,
          voicedSinceOwnWordsMs: null,
        };
        return [{ type: 'start', overlapping: buyerActive }];
      }
      if (voiced) {
        u.voicedMs += options.frameMs;
        u.lastVoicedAt = at;
        u.pauseMs = 0;
        u.heardWhole = false;
        u.heardEarly = false;
        if (u.voicedSinceOwnWordsMs !== null) u.voicedSinceOwnWordsMs += options.frameMs;
        if (u.overlapping && !u.bargedIn && u.voicedMs >= options.bargeInSpeechMs) return bargeIn(u);
        return [];
      }
      u.pauseMs += options.frameMs;
      if (u.pauseMs !== options.frameMs) return decide(u);
      u.awaitingWords = true;
      return [{ type: 'pause' }, ...decide(u)];
    },

    /** The recogniser's words so far for the open utterance (`at`: when they came, page clock). */
    heard(text: string, at: number = performance.now()): TurnAction[] {
      const u = utterance;
      if (!u) return [];
      u.heard = text;
      u.heardAt = at;
      u.heardWhole = u.pauseMs > 0;
      u.heardEarly = u.pauseMs === 0;
      // Unasked words while the rep speaks: the recogniser's own detector ended a stretch. Asked-for
      // words arriving then answer an earlier pause and say nothing about the voice since.
      u.voicedSinceOwnWordsMs = u.heardEarly && !u.awaitingWords ? 0 : null;
      u.awaitingWords = false;
      const actions = u.overlapping && !u.bargedIn && text.trim() && !isBackchannel(text) ? bargeIn(u) : [];
      return [...actions, ...decide(u)];
    },

    /** Microphone muted: whatever was open is dropped. */
    reset(): void {
      utterance = null;
    },
  };
}

export type TurnTaking = ReturnType<typeof createTurnTaking>;

/** What to do with an utterance once its text is known. */
export type UtteranceOutcome = 'send' | 'interrupt-and-send' | 'backchannel' | 'not-heard';

export function settleUtterance(text: string, turn: { overlapping: boolean; bargedIn: boolean }): UtteranceOutcome {
  const overTheBuyer = turn.overlapping && !turn.bargedIn;
  if (overTheBuyer && (!text.trim() || isBackchannel(text))) return 'backchannel';
  if (!text.trim()) return 'not-heard';
  return overTheBuyer ? 'interrupt-and-send' : 'send';
}
