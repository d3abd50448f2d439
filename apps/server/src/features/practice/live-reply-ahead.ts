import type { PersonaProfile } from '@buyerlab/buyer';
import type { FastifyBaseLogger } from 'fastify';
import type { PracticeService } from './practice.service';
import { SentenceSplitter, splitLeadingClause } from './sentences';
import { sameWords, type Speculation } from './speculation';
import { trimLeadingSilence } from '../voice/wav';

export type Synthesize = (
  text: string,
  voice: PersonaProfile['voice'],
  signal: AbortSignal,
) => Promise<{ audio: Buffer; mime: string }>;

type Audio = Awaited<ReturnType<Synthesize>>;

/**
 * The reply to the rep's words so far, worked out while they pause (the buyer's text, then its
 * first clause's audio): a turn that brings the same words uses it, anything else drops it.
 */
export type Ahead = {
  repText: string;
  reply: Promise<Speculation | null>;
  /** The first piece of the reply's audio, once the reply is known. */
  firstAudio: { text: string; pending: Promise<Audio | null> } | null;
  controller: AbortController;
};

type ReplyAheadOptions = {
  practice: Pick<PracticeService, 'speculate'>;
  userId: string;
  sessionId: string;
  voice: PersonaProfile['voice'] | null;
  synthesize: Synthesize | null;
  log: FastifyBaseLogger;
  /** A turn is being answered: nothing is worked out ahead until it is done. */
  busy: () => boolean;
  /** The first audio is ready: it goes to the client, which may start it as soon as the turn goes. */
  onFirstAudio?: (repText: string, text: string, audio: Audio) => void;
};

/** One live connection's reply worked out ahead (decision 0022): at most one at a time. */
export function replyAhead(options: ReplyAheadOptions) {
  const { practice, userId, sessionId, voice, synthesize, log, busy, onFirstAudio } = options;
  let ahead: Ahead | null = null;

  const drop = () => {
    ahead?.controller.abort();
    ahead = null;
  };

  return {
    drop,
    /**
     * The recogniser has the rep's words so far (they paused): the buyer's answer to them, and the
     * audio of its first clause, are worked out now, so that a turn bringing these words is
     * answered without waiting for either. Nothing is stored; words that change drop it.
     */
    speculate(repText: string) {
      if (busy() || !repText.trim()) return;
      if (ahead && sameWords(ahead.repText, repText)) return;
      drop();
      const controller = new AbortController();
      const current: Ahead = {
        repText,
        controller,
        firstAudio: null,
        reply: practice.speculate(userId, sessionId, repText).catch((err: unknown) => {
          log.warn({ err }, 'a speculative reply failed');
          return null;
        }),
      };
      ahead = current;
      void current.reply.then((speculation) => {
        if (!speculation || !synthesize || !voice || controller.signal.aborted) return;
        const splitter = new SentenceSplitter();
        const [first] = [...speculation.chunks.flatMap((chunk) => splitter.push(chunk)), ...splitter.flush()];
        const [piece] = first ? splitLeadingClause(first) : [];
        if (!piece) return;
        // The silence a voice opens with is only delay before the buyer's first word.
        const pending = synthesize(piece, voice, controller.signal).then(
          (audio) => ({ ...audio, audio: trimLeadingSilence(audio.audio) }),
          () => null,
        );
        current.firstAudio = { text: piece, pending };
        void pending.then((audio) => {
          if (audio && ahead === current && !controller.signal.aborted) onFirstAudio?.(repText, piece, audio);
        });
      });
    },
    /** What a turn with these words may use: the speculation on the same words, handed over once. */
    take(repText: string): Ahead | null {
      const taken = ahead;
      ahead = null;
      if (taken && sameWords(taken.repText, repText)) return taken;
      taken?.controller.abort();
      return null;
    },
  };
}
