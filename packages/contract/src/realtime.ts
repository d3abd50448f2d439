import { z } from 'zod';

/**
 * The live-session protocol (WebSocket at /api/v1/live/{session_id}?ticket=…). One JSON object per
 * frame, validated on both ends. A turn flows: client `turn` → server `turn.accepted` (the rep's
 * message is stored) → `reply.start` → `reply.chunk`* (text as produced) and `reply.audio`*
 * (one synthesised sentence each, in order) → `reply.end` (the buyer's message as stored).
 * `interrupt` (barge-in) cuts the reply: the stored buyer message keeps only what was heard.
 *
 * Speech while it is spoken: `speech.start` opens an utterance, binary frames carry its audio
 * (16 kHz mono 16-bit little-endian PCM, at most `maxFrameBytes` each), `speech.end` closes it and
 * the server answers `speech.text` (or `speech.error`); the client then sends the text as a turn.
 * While the utterance is open, `speech.partial` carries what the recogniser has heard so far (each
 * time it finishes a stretch of speech, at once when the client says `speech.pause`), so the
 * client can tell a finished turn from a pause; `reply.ahead` may follow it, with the first audio
 * of the buyer's answer to those words, so a turn that brings them starts that audio at once.
 * `speech.cancel` drops an utterance that turned out not to be speech.
 */
export const REALTIME_LIMITS = {
  maxFrameBytes: 16_384,
  ticketTtlSeconds: 30,
  maxMessagesPerSession: 200,
} as const;

export const messageRoleSchema = z.enum(['rep', 'buyer']);

export const sessionMessageSchema = z.object({
  message_id: z.uuid(),
  seq: z.number().int(),
  role: messageRoleSchema,
  text: z.string(),
  spoken: z.boolean(),
  interrupted: z.boolean(),
  started_at: z.string(),
  ended_at: z.string(),
});
export type SessionMessage = z.infer<typeof sessionMessageSchema>;

export const moodSchema = z.enum(['pleased', 'neutral', 'skeptical', 'annoyed']);
export type Mood = z.infer<typeof moodSchema>;
export const outcomeSchema = z.enum(['in_progress', 'meeting_agreed', 'next_step_agreed', 'no_decision', 'lost']);
export type Outcome = z.infer<typeof outcomeSchema>;

export const repTurnSchema = z.object({
  text: z.string().trim().min(1).max(2_000),
  /** True when the text came from speech recognition; timings then feed pace metrics. */
  spoken: z.boolean().default(false),
  /** When the rep started and stopped speaking (or typing), client clock, ISO. */
  started_at: z.iso.datetime({ offset: true }).optional(),
  ended_at: z.iso.datetime({ offset: true }).optional(),
});
export type RepTurn = z.infer<typeof repTurnSchema>;

export const clientFrameSchema = z.discriminatedUnion('type', [
  repTurnSchema.extend({ type: z.literal('turn'), client_turn_id: z.string().max(64) }),
  z.object({
    type: z.literal('interrupt'),
    /** How many characters of the current reply the rep actually heard before cutting in. */
    delivered_chars: z.number().int().min(0),
  }),
  /** Ask again for the reply to the last rep message after an error (nothing is re-sent). */
  z.object({ type: z.literal('retry') }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('speech.start'), speech_id: z.string().min(1).max(64) }),
  z.object({ type: z.literal('speech.end'), speech_id: z.string().min(1).max(64) }),
  z.object({ type: z.literal('speech.cancel'), speech_id: z.string().min(1).max(64) }),
  /** The rep has paused: have the words so far (`speech.partial`) now, while the utterance stays open. */
  z.object({ type: z.literal('speech.pause'), speech_id: z.string().min(1).max(64) }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    messages: z.array(sessionMessageSchema),
    mood: moodSchema,
    outcome: outcomeSchema,
  }),
  z.object({ type: z.literal('turn.accepted'), client_turn_id: z.string(), message: sessionMessageSchema }),
  z.object({
    type: z.literal('reply.start'),
    reply_id: z.string(),
    /** The reply is the answer worked out ahead (`reply.ahead`): its first audio was sent then. */
    ahead: z.boolean().optional(),
  }),
  z.object({ type: z.literal('reply.chunk'), reply_id: z.string(), text: z.string() }),
  z.object({
    type: z.literal('reply.audio'),
    reply_id: z.string(),
    index: z.number().int(),
    /** The sentence this audio speaks, so the client can track what was heard. */
    text: z.string(),
    mime: z.string(),
    data: z.string(),
  }),
  z.object({
    type: z.literal('reply.end'),
    reply_id: z.string(),
    message: sessionMessageSchema.nullable(),
    mood: moodSchema,
    outcome: outcomeSchema,
  }),
  z.object({
    type: z.literal('error'),
    detail: z.string(),
    retryable: z.boolean(),
    client_turn_id: z.string().optional(),
  }),
  /** A stored message changed after it was sent: a reply the rep talked over, cut to what was heard. */
  z.object({ type: z.literal('message.updated'), message: sessionMessageSchema }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('speech.text'), speech_id: z.string(), text: z.string() }),
  /** What has been heard of an utterance that is still open: all of it so far, not an increment. */
  z.object({ type: z.literal('speech.partial'), speech_id: z.string(), text: z.string() }),
  z.object({ type: z.literal('speech.error'), speech_id: z.string(), detail: z.string() }),
  /**
   * The first audio of the buyer's answer to the words so far (`rep_text`, as last sent in
   * `speech.partial`), worked out while the rep pauses. A client that sends exactly those words as
   * its next turn may start it at once; `reply.start` then says whether the reply is that answer
   * (`ahead`), and if it is not, the client stops it.
   */
  z.object({
    type: z.literal('reply.ahead'),
    speech_id: z.string(),
    rep_text: z.string(),
    /** The words this audio speaks: the opening of the reply's first sentence. */
    text: z.string(),
    mime: z.string(),
    data: z.string(),
  }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

export const liveTicketResponseSchema = z.object({ ticket: z.string(), expires_in: z.number().int() });

export const chatRequestSchema = z.object({ user_input: z.string().trim().min(1).max(2_000) });
export const REALTIME_MESSAGES = {
  providerFailed: 'The buyer could not answer just now. Your message is saved — try again.',
  notSaved: 'Your message could not be saved just now. Please send it again in a moment.',
  nothingToRetry: 'There is no unanswered message to retry.',
  turnInProgress: 'The buyer is still answering. Wait for the reply, or interrupt it.',
  badFrame: 'That message could not be read.',
  originRejected: 'This connection is not allowed from another site.',
  ticketInvalid: 'Your live connection expired. Reconnecting…',
  tooManySockets: 'This account has too many live sessions open. Close one and try again.',
} as const;
export const chatResponseSchema = z.object({
  response: z.string(),
  message: sessionMessageSchema,
  reply: sessionMessageSchema,
  mood: moodSchema,
  outcome: outcomeSchema,
});

export const transcriptResponseSchema = z.object({
  session_id: z.uuid(),
  status: z.enum(['active', 'completed']),
  messages: z.array(sessionMessageSchema),
  mood: moodSchema,
  outcome: outcomeSchema,
});
export type TranscriptResponse = z.infer<typeof transcriptResponseSchema>;
