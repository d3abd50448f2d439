import { describe, expect, it } from 'vitest';
import type { AudioFrame } from './live-session-controller';
import { liveSession, message, typed } from './live-testing';

const opening = message(1, 'buyer', 'Morgan speaking.');
const audio = (replyId: string, index: number, text: string): AudioFrame => ({
  type: 'reply.audio',
  reply_id: replyId,
  index,
  text,
  mime: 'audio/wav',
  data: 'AAAA',
});

/** The turn frame sent last: its client id, to answer it as the server would. */
function lastTurnId(sent: { type: string; client_turn_id?: string }[]): string {
  return sent.filter((f) => f.type === 'turn').at(-1)!.client_turn_id!;
}

describe('the live session controller, ordinary flow', () => {
  it('sends a turn, shows it until accepted, streams the reply and plays its audio', () => {
    const { live, socket, state } = liveSession();
    const played: AudioFrame[] = [];
    live.onAudio((frame) => played.push(frame));
    expect(state().connection).toBe('connecting');
    socket.connect([opening]);
    expect(state()).toMatchObject({ ready: true, connection: 'open', messages: [opening] });

    live.sendTurn(typed('  How many shifts do you run?  '));
    expect(socket.turns()).toEqual(['How many shifts do you run?']);
    expect(state().pending.map((p) => p.input.text)).toEqual(['How many shifts do you run?']);
    expect(state().thinking).toBe(true);

    const rep = message(2, 'rep', 'How many shifts do you run?');
    socket.receive({ type: 'turn.accepted', client_turn_id: lastTurnId(socket.sent), message: rep });
    expect(state().pending).toEqual([]);
    expect(state().messages).toEqual([opening, rep]);

    socket.receive({ type: 'reply.start', reply_id: 'r1' });
    socket.receive({ type: 'reply.chunk', reply_id: 'r1', text: 'Three. ' });
    expect(state()).toMatchObject({ thinking: false, streaming: { replyId: 'r1', text: 'Three. ' } });
    socket.receive(audio('r1', 0, 'Three.'));
    socket.receive({ type: 'reply.chunk', reply_id: 'r1', text: 'Why?' });
    expect(state().streaming?.text).toBe('Three. Why?');
    expect(played.map((f) => f.text)).toEqual(['Three.']);

    const reply = message(3, 'buyer', 'Three. Why?');
    socket.receive({ type: 'reply.end', reply_id: 'r1', message: reply, mood: 'skeptical', outcome: 'in_progress' });
    expect(state()).toMatchObject({ streaming: null, thinking: false, mood: 'skeptical', answering: false });
    expect(state().messages.map((m) => m.text)).toEqual([opening.text, rep.text, reply.text]);
  });

  it('sends nothing blank, and a turn made before the transcript arrives goes once it has', () => {
    const { live, socket, state } = liveSession();
    live.sendTurn(typed('   '));
    expect(state().pending).toEqual([]);
    live.sendTurn(typed('Hello'));
    socket.open();
    // The socket is open but its `ready` is not in: a turn sent now could be taken for a lost one.
    expect(socket.turns()).toEqual([]);
    socket.receive({ type: 'ready', messages: [opening], mood: 'neutral', outcome: 'in_progress' });
    expect(socket.turns()).toEqual(['Hello']);
  });

  it('notifies subscribers of each change and stops its socket when stopped', () => {
    const { live, socket } = liveSession();
    let calls = 0;
    const unsubscribe = live.subscribe(() => (calls += 1));
    socket.connect();
    expect(calls).toBeGreaterThan(0);
    unsubscribe();
    live.stop();
    expect(socket.stops).toBe(1);
    expect(live.getSnapshot().connection).toBe('closed');
    // A frame from the stopped socket changes nothing.
    socket.receive({ type: 'reply.start', reply_id: 'late' });
    expect(live.getSnapshot().streaming).toBeNull();
  });
});

describe('queued turns', () => {
  it('wait while the buyer answers and go one at a time, in order', () => {
    const { live, socket, state } = liveSession();
    socket.connect([opening]);
    live.sendTurn(typed('First'));
    live.sendTurn(typed('Second'));
    live.sendTurn(typed('Third'));
    expect(socket.turns()).toEqual(['First']);
    expect(state().pending).toHaveLength(3);
    socket.receive({
      type: 'turn.accepted',
      client_turn_id: lastTurnId(socket.sent),
      message: message(2, 'rep', 'First'),
    });
    socket.receive({ type: 'reply.end', reply_id: 'r1', message: null, mood: 'neutral', outcome: 'in_progress' });
    expect(socket.turns()).toEqual(['First', 'Second']);
    expect(state().pending.map((p) => p.input.text)).toEqual(['Second', 'Third']);
  });

  it('wait while disconnected and go out, in order, once the new connection is ready', () => {
    const { live, socket, state } = liveSession();
    socket.connect([opening]);
    socket.drop();
    expect(state().connection).toBe('reconnecting');
    live.sendTurn(typed('Are you there?'));
    live.sendTurn(typed('Hello?'));
    expect(socket.turns()).toEqual([]);
    expect(state().pending.map((p) => p.input.text)).toEqual(['Are you there?', 'Hello?']);
    socket.connect([opening]);
    expect(socket.turns()).toEqual(['Are you there?']);
    socket.receive({ type: 'reply.end', reply_id: 'r1', message: null, mood: 'neutral', outcome: 'in_progress' });
    expect(socket.turns()).toEqual(['Are you there?', 'Hello?']);
  });

  it('go by plain request once the live connection has failed', async () => {
    const { live, socket, state, requests } = liveSession();
    socket.connect([opening]);
    socket.drop();
    live.sendTurn(typed('Queued while reconnecting'));
    socket.drop('failed');
    live.sendTurn(typed('Made after it failed'));
    expect(requests.map((r) => r.text)).toEqual(['Queued while reconnecting', 'Made after it failed']);
    expect(socket.turns()).toEqual([]);
    expect(state().thinking).toBe(true);

    const rep = message(2, 'rep', 'Queued while reconnecting');
    const reply = message(3, 'buyer', 'Yes, I am here.');
    requests[0]!.resolve({ message: rep, reply, mood: 'pleased', outcome: 'in_progress' });
    requests[1]!.reject(new Error('Network down'));
    await Promise.resolve();
    expect(state().messages).toEqual([opening, rep, reply]);
    expect(state().mood).toBe('pleased');
    expect(state().pending).toEqual([]);
    expect(state().failure).toEqual({
      detail: 'Network down',
      retry: { kind: 'turn', input: expect.objectContaining({ text: 'Made after it failed' }) as unknown },
    });
  });
});

describe('a reconnect before the turn was acknowledged', () => {
  it('sends the turn again, with the same id, when the new transcript does not have it', () => {
    const { live, socket, state } = liveSession();
    socket.connect([opening]);
    live.sendTurn(typed('What does downtime cost you?'));
    const id = lastTurnId(socket.sent);
    socket.drop();
    socket.connect([opening]);
    expect(socket.turns()).toEqual(['What does downtime cost you?', 'What does downtime cost you?']);
    expect(lastTurnId(socket.sent)).toBe(id);
    expect(state().pending).toHaveLength(1);
  });

  it('does not send it again when it landed before the connection dropped', () => {
    const { live, socket, state } = liveSession();
    socket.connect([opening]);
    live.sendTurn(typed('What does downtime cost you?'));
    live.sendTurn(typed('Roughly?'));
    socket.drop();
    const landed = message(2, 'rep', 'What does downtime cost you?');
    socket.connect([opening, landed]);
    // The landed turn is in the transcript; the one queued behind it goes now.
    expect(socket.turns()).toEqual(['What does downtime cost you?', 'Roughly?']);
    expect(state().messages).toEqual([opening, landed]);
    expect(state().pending.map((p) => p.input.text)).toEqual(['Roughly?']);
  });

  it('lets the reply in flight go: the new transcript is the truth', () => {
    const { live, socket, state } = liveSession();
    socket.connect([opening]);
    live.sendTurn(typed('Hello'));
    socket.receive({
      type: 'turn.accepted',
      client_turn_id: lastTurnId(socket.sent),
      message: message(2, 'rep', 'Hello'),
    });
    socket.receive({ type: 'reply.start', reply_id: 'r1' });
    socket.receive({ type: 'reply.chunk', reply_id: 'r1', text: 'Hi th' });
    socket.drop();
    socket.connect([opening, message(2, 'rep', 'Hello')]);
    expect(state()).toMatchObject({ streaming: null, thinking: false, answering: false });
    live.sendTurn(typed('Next'));
    expect(socket.turns()).toEqual(['Hello', 'Next']);
  });
});

describe('an error', () => {
  it('mid-reply drops the partial reply, offers to ask the buyer again, and lets the next turn go', () => {
    const { live, socket, state } = liveSession();
    socket.connect([opening]);
    live.sendTurn(typed('Hello'));
    const id = lastTurnId(socket.sent);
    socket.receive({ type: 'turn.accepted', client_turn_id: id, message: message(2, 'rep', 'Hello') });
    socket.receive({ type: 'reply.start', reply_id: 'r1' });
    socket.receive({ type: 'reply.chunk', reply_id: 'r1', text: 'Well' });
    live.sendTurn(typed('Queued behind it'));
    socket.receive({ type: 'error', detail: 'The buyer could not answer', retryable: true, client_turn_id: id });
    expect(state()).toMatchObject({
      streaming: null,
      failure: { detail: 'The buyer could not answer', retry: { kind: 'reply' } },
    });
    expect(socket.turns()).toEqual(['Hello', 'Queued behind it']);
  });

  it('before the turn was stored offers to send it again, and Retry does', () => {
    const { live, socket, state } = liveSession();
    socket.connect([opening]);
    live.sendTurn(typed('Hello'));
    socket.receive({ type: 'error', detail: 'Not saved', retryable: true, client_turn_id: lastTurnId(socket.sent) });
    expect(state().pending).toEqual([]);
    const retry = state().failure!.retry!;
    expect(retry).toMatchObject({ kind: 'turn', input: { text: 'Hello' } });
    live.retry(retry);
    expect(state().failure).toBeNull();
    expect(socket.turns()).toEqual(['Hello', 'Hello']);
    expect(state().pending).toHaveLength(1);
  });

  it('Retry of a reply asks the server again without resending the turn', () => {
    const { live, socket, state } = liveSession();
    socket.connect([opening, message(2, 'rep', 'Hello')]);
    socket.receive({ type: 'error', detail: 'The buyer could not answer', retryable: true });
    live.retry(state().failure!.retry!);
    expect(socket.types()).toEqual(['retry']);
    expect(state()).toMatchObject({ thinking: true, answering: true, failure: null });
  });

  it('that cannot be retried offers nothing, and can be dismissed', () => {
    const { live, socket, state } = liveSession();
    socket.connect([opening]);
    socket.receive({ type: 'error', detail: 'That message could not be read.', retryable: false });
    expect(state().failure).toEqual({ detail: 'That message could not be read.', retry: null });
    live.dismissFailure();
    expect(state().failure).toBeNull();
  });

  it('from the connection itself is shown with its reason', () => {
    const { socket, state } = liveSession();
    socket.drop('failed', 'Session is over');
    expect(state()).toMatchObject({ connection: 'failed', failure: { detail: 'Session is over', retry: null } });
  });
});

describe('barge-in', () => {
  it('tells the server how much of the reply was heard, and stores the cut reply', () => {
    const { live, socket, state } = liveSession();
    socket.connect([opening]);
    live.sendTurn(typed('Tell me about the line'));
    socket.receive({ type: 'reply.start', reply_id: 'r1' });
    socket.receive({ type: 'reply.chunk', reply_id: 'r1', text: 'The line runs all day and all night.' });
    expect(live.isAnswering()).toBe(true);
    live.interruptBySpeech(12.4);
    expect(socket.sent.at(-1)).toEqual({ type: 'interrupt', delivered_chars: 12 });
    const cut = message(3, 'buyer', 'The line run', true);
    socket.receive({ type: 'reply.end', reply_id: 'r1', message: cut, mood: 'neutral', outcome: 'in_progress' });
    expect(state().messages.at(-1)).toEqual(cut);
    expect(live.isAnswering()).toBe(false);
  });

  it('before any audio played stops the reply, and its audio never starts', () => {
    const { live, socket } = liveSession();
    const played: string[] = [];
    live.onAudio((frame) => played.push(frame.text));
    socket.connect([opening]);
    live.sendTurn(typed('Tell me about the line'));
    socket.receive({ type: 'reply.start', reply_id: 'r1' });
    socket.receive({ type: 'reply.chunk', reply_id: 'r1', text: 'The line runs all day.' });
    live.interruptBySpeech(null);
    expect(socket.sent.at(-1)).toEqual({ type: 'interrupt', delivered_chars: 0 });
    socket.receive(audio('r1', 0, 'The line runs all day.'));
    socket.receive(audio('r2', 0, 'A later reply plays.'));
    expect(played).toEqual(['A later reply plays.']);
  });

  it('while the buyer is still thinking stops the answer; with the buyer quiet it sends nothing', () => {
    const { live, socket } = liveSession();
    socket.connect([opening]);
    live.interruptBySpeech(null);
    expect(socket.types()).toEqual([]);
    live.sendTurn(typed('Hello'));
    live.interruptBySpeech(null);
    expect(socket.types()).toEqual(['turn', 'interrupt']);
  });
});

describe('the answer worked out ahead, while the rep paused', () => {
  const words = 'How many shifts do you run at the plant';
  const spoken = (text: string) => ({ ...typed(text), spoken: true });
  const ahead = (repText: string) =>
    ({
      type: 'reply.ahead',
      speech_id: 's1',
      rep_text: repText,
      text: 'Three,',
      mime: 'audio/wav',
      data: 'AAAA',
    }) as const;

  function withPlayer() {
    const session = liveSession();
    const log: string[] = [];
    const played: string[] = [];
    session.live.onAudio((frame) => played.push(`${frame.reply_id}:${frame.index}`));
    session.live.onAhead({
      prepare: (frame) => log.push(`prepare ${frame.text}`),
      play: () => log.push('play'),
      adopt: (replyId) => log.push(`adopt ${replyId}`),
      drop: () => log.push('drop'),
    });
    session.socket.connect([opening]);
    return { ...session, log, played };
  }

  it('starts as the spoken turn with its words goes, and stays as the reply’s first piece', () => {
    const { live, socket, log, played } = withPlayer();
    socket.receive(ahead(words));
    expect(log).toEqual(['prepare Three,']);
    live.sendTurn(spoken(words));
    expect(log).toEqual(['prepare Three,', 'play']);
    socket.receive({ type: 'reply.start', reply_id: 'r1', ahead: true });
    expect(log.at(-1)).toBe('adopt r1');
    // The reply's own copy of that audio is not played twice; the rest of it is.
    socket.receive(audio('r1', 0, 'Three,'));
    socket.receive(audio('r1', 1, 'all week.'));
    expect(played).toEqual(['r1:1']);
  });

  it('stops when the reply is not that answer, and then plays the reply’s own audio', () => {
    const { live, socket, log, played } = withPlayer();
    socket.receive(ahead(words));
    live.sendTurn(spoken(words));
    socket.receive({ type: 'reply.start', reply_id: 'r1' });
    expect(log.at(-1)).toBe('drop');
    socket.receive(audio('r1', 0, 'Two.'));
    expect(played).toEqual(['r1:0']);
  });

  it('stops when the turn fails or the connection drops before the reply starts', () => {
    const first = withPlayer();
    first.socket.receive(ahead(words));
    first.live.sendTurn(spoken(words));
    first.socket.receive({ type: 'error', detail: 'Your message could not be saved.', retryable: true });
    expect(first.log.at(-1)).toBe('drop');

    const second = withPlayer();
    second.socket.receive(ahead(words));
    second.live.sendTurn(spoken(words));
    second.socket.drop();
    expect(second.log.at(-1)).toBe('drop');
  });

  it('is not started for other words, a typed turn, or a turn that has to wait for the buyer', () => {
    const { live, socket, log } = withPlayer();
    socket.receive(ahead('How many shifts'));
    live.sendTurn(spoken(words));
    socket.receive(ahead(words));
    live.sendTurn(typed(words));
    expect(log).not.toContain('play');
    // The first turn is still being answered: the next one waits, and so does its audio.
    socket.receive(ahead(words));
    live.sendTurn(spoken(words));
    expect(log).not.toContain('play');
  });
});
