import { describe, expect, it } from 'vitest';
import {
  INITIAL_LIVE_STATE,
  buyerAnswering,
  nextTurnToSend,
  reduce,
  type LiveEvent,
  type LiveSessionState,
  type PendingTurn,
} from './live-state';
import { message, typed } from './live-testing';

const opening = message(1, 'buyer', 'Morgan speaking.');
const turn = (clientTurnId: string, text: string): PendingTurn => ({ clientTurnId, input: typed(text) });
const run = (events: LiveEvent[], from: LiveSessionState = INITIAL_LIVE_STATE) => events.reduce(reduce, from);
const ready = (messages = [opening]): LiveEvent => ({
  type: 'ready',
  messages,
  mood: 'neutral',
  outcome: 'in_progress',
});
const connected = run([{ type: 'connection', status: 'open' }, ready()]);

describe('reduce', () => {
  it('follows an ordinary turn: queued, sent, accepted, streamed, ended', () => {
    const a = turn('a', 'How many shifts?');
    const queued = reduce(connected, { type: 'turn.queued', turn: a });
    expect(nextTurnToSend(queued)).toEqual(a);
    const sent = reduce(queued, { type: 'turn.sent', turn: a });
    expect(sent).toMatchObject({ queue: [], sent: a, answering: true, thinking: true, pending: [a] });
    expect(nextTurnToSend(sent)).toBeNull();
    const rep = message(2, 'rep', 'How many shifts?');
    const streaming = run(
      [
        { type: 'turn.accepted', client_turn_id: 'a', message: rep },
        { type: 'reply.start', reply_id: 'r1' },
        { type: 'reply.chunk', reply_id: 'r1', text: 'Three, ' },
        { type: 'reply.chunk', reply_id: 'r1', text: 'round the clock.' },
      ],
      sent,
    );
    expect(streaming).toMatchObject({ sent: null, pending: [], thinking: false });
    expect(streaming.streaming).toEqual({ replyId: 'r1', text: 'Three, round the clock.' });
    expect(buyerAnswering(streaming)).toBe(true);
    const reply = message(3, 'buyer', 'Three, round the clock.');
    const ended = reduce(streaming, {
      type: 'reply.end',
      reply_id: 'r1',
      message: reply,
      mood: 'pleased',
      outcome: 'meeting_agreed',
    });
    expect(ended).toMatchObject({ streaming: null, answering: false, mood: 'pleased', outcome: 'meeting_agreed' });
    expect(ended.messages).toEqual([opening, rep, reply]);
    expect(buyerAnswering(ended)).toBe(false);
  });

  it('keeps the transcript in stored order whatever order messages arrive in', () => {
    const late = message(3, 'buyer', 'Later');
    const early = message(2, 'rep', 'Earlier');
    const state = run(
      [
        { type: 'message.updated', message: late },
        { type: 'message.updated', message: early },
        { type: 'message.updated', message: { ...late, text: 'Lat', interrupted: true } },
      ],
      connected,
    );
    expect(state.messages.map((m) => m.text)).toEqual(['Morgan speaking.', 'Earlier', 'Lat']);
  });

  it('queues turns while disconnected and releases them only once a new connection is ready', () => {
    const dropped = reduce(connected, { type: 'connection', status: 'reconnecting' });
    const queued = run(
      [
        { type: 'turn.queued', turn: turn('a', 'One') },
        { type: 'turn.queued', turn: turn('b', 'Two') },
      ],
      dropped,
    );
    expect(nextTurnToSend(queued)).toBeNull();
    const reopened = reduce(queued, { type: 'connection', status: 'open' });
    expect(nextTurnToSend(reopened)).toBeNull();
    expect(nextTurnToSend(reduce(reopened, ready()))?.clientTurnId).toBe('a');
  });

  it('puts a turn the dropped connection did not deliver back at the head of the queue', () => {
    const a = turn('a', 'Lost in transit');
    const b = turn('b', 'Behind it');
    const inFlight = run(
      [
        { type: 'turn.queued', turn: a },
        { type: 'turn.sent', turn: a },
        { type: 'turn.queued', turn: b },
        { type: 'connection', status: 'reconnecting' },
        { type: 'connection', status: 'open' },
      ],
      connected,
    );
    const notLanded = reduce(inFlight, ready());
    expect(notLanded.queue.map((t) => t.clientTurnId)).toEqual(['a', 'b']);
    expect(notLanded).toMatchObject({ sent: null, answering: false });
    const landed = reduce(inFlight, ready([opening, message(2, 'rep', 'Lost in transit')]));
    expect(landed.queue.map((t) => t.clientTurnId)).toEqual(['b']);
    expect(landed.pending.map((t) => t.clientTurnId)).toEqual(['b']);
  });

  it('tells an error before the turn was stored from one in the middle of the reply', () => {
    const a = turn('a', 'Hello');
    const sent = run(
      [
        { type: 'turn.queued', turn: a },
        { type: 'turn.sent', turn: a },
      ],
      connected,
    );
    const notStored = reduce(sent, { type: 'error', detail: 'Not saved', retryable: true, client_turn_id: 'a' });
    expect(notStored).toMatchObject({ sent: null, pending: [], answering: false });
    expect(notStored.failure).toEqual({ detail: 'Not saved', retry: { kind: 'turn', input: a.input } });

    const midReply = run(
      [
        { type: 'turn.accepted', client_turn_id: 'a', message: message(2, 'rep', 'Hello') },
        { type: 'reply.start', reply_id: 'r1' },
        { type: 'reply.chunk', reply_id: 'r1', text: 'Hi' },
        { type: 'error', detail: 'No answer', retryable: true, client_turn_id: 'a' },
      ],
      sent,
    );
    expect(midReply).toMatchObject({ streaming: null, thinking: false, answering: false });
    expect(midReply.failure).toEqual({ detail: 'No answer', retry: { kind: 'reply' } });
    expect(reduce(midReply, { type: 'failure.dismissed' }).failure).toBeNull();
  });

  it('clears an earlier failure when the rep makes a new turn, and shows a refused connection’s reason', () => {
    const failed = reduce(connected, { type: 'error', detail: 'Oops', retryable: false });
    expect(reduce(failed, { type: 'turn.queued', turn: turn('a', 'Again') }).failure).toBeNull();
    const refused = reduce(connected, { type: 'connection', status: 'failed', detail: 'Session is over' });
    expect(refused.failure).toEqual({ detail: 'Session is over', retry: null });
    expect(nextTurnToSend(reduce(refused, { type: 'turn.queued', turn: turn('b', 'Hi') }))).toBeNull();
  });

  it('leaves the state as it is for audio, pongs and speech', () => {
    for (const frame of [
      { type: 'pong' },
      { type: 'speech.partial', speech_id: 's', text: 'so' },
      { type: 'reply.audio', reply_id: 'r', index: 0, text: 'Hi', mime: 'audio/wav', data: '' },
    ] satisfies LiveEvent[]) {
      expect(reduce(connected, frame)).toBe(connected);
    }
  });
});
