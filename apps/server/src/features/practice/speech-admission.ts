/**
 * Who may hold a speech recogniser (docs/hardening.md). The server runs few recognisers at
 * once, and an open utterance holds one until it ends, so an account may keep at most `perUser`
 * utterances open over all its sockets: the rest of the pool stays free for other people.
 */
export function createSpeechAdmission({ perUser }: { perUser: number }) {
  const open = new Map<string, number>();
  return {
    /** A release function when the user may open one more utterance, null when they hold their share. */
    admit(userId: string): (() => void) | null {
      const held = open.get(userId) ?? 0;
      if (held >= perUser) return null;
      open.set(userId, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const now = (open.get(userId) ?? 1) - 1;
        if (now <= 0) open.delete(userId);
        else open.set(userId, now);
      };
    },
    held: (userId: string) => open.get(userId) ?? 0,
  };
}

export type SpeechAdmission = ReturnType<typeof createSpeechAdmission>;

/** Milliseconds of audio in this many bytes of 16 kHz mono 16-bit PCM. */
export const pcmMilliseconds = (bytes: number) => bytes / 32;
