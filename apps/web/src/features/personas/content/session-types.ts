import { LIMITS, type SessionType } from '@buyerlab/contract';

/** The two session modes of docs/product.md#session-mode-chooser, with what each needs from the rep's device. */
export const SESSION_TYPE_CARDS: ReadonlyArray<{ type: SessionType; title: string; body: string; needs: string }> = [
  {
    type: 'audio',
    title: 'Audio only Mode',
    body: 'A phone-style call: the buyer’s portrait, a live transcript and your microphone.',
    needs: 'Your browser will ask for the microphone. You can type instead at any time.',
  },
  {
    type: 'video',
    title: 'Video-Audio Mode',
    body: 'Face to face: the buyer’s animated avatar reacts as it speaks, beside your own camera.',
    needs: 'Your browser will ask for the microphone and the camera. You can type instead at any time.',
  },
];

/** docs/product.md#constants: the displayed rating is 5.0 of 5. */
export const HAPPY_USERS_RATING = LIMITS.displayedRating;
