import type { PersonaProfile } from '@buyerlab/buyer';

/** How a persona sounds: pitch and rate are multipliers around 1 (PersonaProfile['voice']). */
export type Voice = PersonaProfile['voice'];

export type SynthesizedAudio = { audio: Buffer; mime: string };

export type TtsEngine = {
  /** `flite` offline, or the provider's name; shown to the browser in the public config. */
  name: string;
  synthesize(text: string, voice: Voice, signal?: AbortSignal): Promise<SynthesizedAudio>;
  /** Gets ready to answer fast (loads the offline voices); safe to call more than once. */
  warm?: () => Promise<void>;
  close?: () => Promise<void>;
};
