import { describe, expect, it } from 'vitest';
import { createTurnTaking, settleUtterance, TURN_TAKING, type TurnAction } from './turn-taking';

const VOICED = 0.9;
const SILENT = 0.05;

/** Feeds frames one detector frame (96 ms) apart, whole frames for each stretch; logs every action. */
function feed(turns = createTurnTaking(), buyerActive = false) {
  let at = 0;
  const log: { frame: number; action: TurnAction }[] = [];
  let frame = 0;
  const record = (actions: TurnAction[]) => actions.forEach((action) => log.push({ frame, action }));
  return {
    turns,
    log,
    /** What was decided, leaving out the requests for words at each pause. */
    types: () => log.map((l) => l.action.type).filter((type) => type !== 'pause'),
    speak: (ms: number) => {
      for (let n = 0; n < Math.round(ms / TURN_TAKING.frameMs); n++) {
        frame += 1;
        at += TURN_TAKING.frameMs;
        record(turns.frame(VOICED, at, buyerActive));
      }
    },
    pause: (ms: number) => {
      for (let n = 0; n < Math.round(ms / TURN_TAKING.frameMs); n++) {
        frame += 1;
        at += TURN_TAKING.frameMs;
        record(turns.frame(SILENT, at, buyerActive));
      }
    },
    hear: (text: string) => record(turns.heard(text)),
  };
}

describe('the end of the rep’s turn', () => {
  it('comes soon after a pause once the words so far read as a finished sentence', () => {
    const rep = feed();
    rep.speak(1920);
    rep.pause(96);
    expect(rep.log.map((l) => l.action.type)).toEqual(['start', 'pause']);
    rep.hear('how many shifts do you run at the plant');
    // A phrase break is about this long: one frame of silence is not yet the end, nor two.
    expect(rep.types()).toEqual(['start']);
    rep.pause(96);
    expect(rep.types()).toEqual(['start']);
    rep.pause(96);
    expect(rep.types()).toEqual(['start', 'end']);
    // Its words cover the whole turn: they are the text to send, with no final answer to wait for.
    expect(rep.log.at(-1)!.action).toMatchObject({
      lastVoicedAt: 1920,
      heard: 'how many shifts do you run at the plant',
    });
  });

  it('counts the faint frames of a fading voice as pause', () => {
    const faint = TURN_TAKING.positiveThreshold - 0.02;
    const rep = feed();
    rep.speak(1920);
    expect(rep.turns.frame(faint, 2016, false).map((a) => a.type)).toEqual(['pause']);
    rep.hear('how many shifts do you run at the plant');
    expect(rep.turns.frame(faint, 2112, false)).toEqual([]);
    // Three frames after the voice, the turn is over.
    expect(rep.turns.frame(faint, 2208, false).map((a) => a.type)).toEqual(['end']);
  });

  it('waits through a 700 ms pause after "and", and ends once the sentence is finished', () => {
    const rep = feed();
    rep.speak(1500);
    rep.pause(192);
    rep.hear('we run three shifts and');
    rep.pause(576);
    expect(rep.types()).toEqual(['start']);
    rep.speak(1500);
    rep.pause(288);
    rep.hear('we run three shifts and the night shift loses an hour');
    expect(rep.types()).toEqual(['start', 'end']);
  });

  it('gives up waiting after a long pause even on an unfinished sentence', () => {
    const rep = feed();
    rep.speak(1500);
    rep.pause(200);
    rep.hear('we looked at a new filler because');
    rep.pause(TURN_TAKING.unfinishedPauseMs - 400);
    expect(rep.types()).toEqual(['start']);
    rep.pause(300);
    expect(rep.types()).toEqual(['start', 'end']);
  });

  it('does not trust words from before the rep went on speaking', () => {
    const rep = feed();
    rep.speak(1000);
    rep.pause(96);
    rep.speak(600);
    // Late: these words are from the first pause, and arrive while the rep speaks again.
    rep.hear('we run three shifts');
    rep.speak(96);
    rep.pause(TURN_TAKING.unheardPauseMs - 100);
    expect(rep.types()).toEqual(['start']);
    rep.pause(200);
    expect(rep.types()).toEqual(['start', 'end']);
    expect(rep.log.at(-1)!.action).toMatchObject({ heard: null });
    // One request for words per pause.
    expect(rep.log.filter((l) => l.action.type === 'pause')).toHaveLength(2);
  });

  it('ends on words that came before the pause, but waits for the final text to send', () => {
    const rep = feed();
    rep.speak(1000);
    // The recogniser's own detector was quicker than ours: these may lack a last word.
    rep.hear('what does a changeover cost you');
    rep.pause(TURN_TAKING.finishedPauseMs);
    expect(rep.types()).toEqual(['start', 'end']);
    expect(rep.log.at(-1)!.action).toMatchObject({ heard: null });
  });

  it('ends after a longer pause on words the recogniser sent unasked, followed only by a tail of voice', () => {
    const rep = feed();
    rep.speak(2400);
    // The recogniser's own detector ended the stretch; ours still scores the fading last word.
    rep.hear('what does a changeover cost you on the packaging line');
    rep.speak(TURN_TAKING.tailVoiceMs);
    rep.pause(TURN_TAKING.tailPauseMs - 96);
    expect(rep.types()).toEqual(['start']);
    rep.pause(96);
    expect(rep.types()).toEqual(['start', 'end']);
    // The final text is waited for: the tail may have held a word.
    expect(rep.log.at(-1)!.action).toMatchObject({ heard: null, rule: 'tail' });
  });

  it('takes newer words over the tail rule when the pause brings them', () => {
    const rep = feed();
    rep.speak(1500);
    rep.hear('we run three shifts');
    rep.speak(288);
    rep.pause(192);
    rep.hear('we run three shifts and');
    rep.pause(TURN_TAKING.tailPauseMs);
    expect(rep.types()).toEqual(['start']);
  });

  it('waits the full second when more than a tail of voice followed the unasked words', () => {
    const rep = feed();
    rep.speak(1500);
    rep.hear('we run three shifts');
    rep.speak(TURN_TAKING.tailVoiceMs + 96);
    rep.pause(TURN_TAKING.unheardPauseMs - 100);
    expect(rep.types()).toEqual(['start']);
    rep.pause(200);
    expect(rep.log.at(-1)!.action).toMatchObject({ type: 'end', heard: null, rule: 'unheard' });
  });

  it('waits the full second on unasked words that stop where a sentence cannot end', () => {
    const rep = feed();
    rep.speak(1500);
    rep.hear('we looked at a new filler because');
    rep.speak(192);
    rep.pause(TURN_TAKING.unheardPauseMs - 96);
    expect(rep.types()).toEqual(['start']);
  });

  it('drops a blip too short to be speech when no word was heard in it', () => {
    const rep = feed();
    rep.speak(200);
    rep.pause(TURN_TAKING.unheardPauseMs + 100);
    expect(rep.types()).toEqual(['start', 'misfire']);
  });

  it('waits longer after a few words that are more often a preamble than a turn', () => {
    const rep = feed();
    rep.speak(800);
    rep.pause(96);
    rep.hear('sorry to cut in');
    rep.pause(TURN_TAKING.finishedPauseMs);
    expect(rep.types()).toEqual(['start']);
    rep.speak(1500);
    rep.pause(96);
    rep.hear('sorry to cut in but what does that cost you every week');
    rep.pause(TURN_TAKING.finishedPauseMs - 96);
    expect(rep.types()).toEqual(['start', 'end']);
  });
});

describe('speaking while the buyer speaks', () => {
  it('leaves the buyer talking through a backchannel', () => {
    const rep = feed(createTurnTaking(), true);
    rep.speak(500);
    rep.pause(TURN_TAKING.shortTurnPauseMs);
    rep.hear('right');
    expect(rep.types()).toEqual(['start', 'end']);
    const end = rep.log.at(-1)!.action;
    expect(end).toMatchObject({ overlapping: true, bargedIn: false });
    expect(settleUtterance('right', { overlapping: true, bargedIn: false })).toBe('backchannel');
    expect(settleUtterance('', { overlapping: true, bargedIn: false })).toBe('backchannel');
  });

  it('interrupts as soon as words other than a backchannel are heard', () => {
    const rep = feed(createTurnTaking(), true);
    rep.speak(500);
    rep.pause(96);
    rep.hear('sorry what was that');
    expect(rep.types()).toEqual(['start', 'barge-in']);
    rep.pause(TURN_TAKING.shortTurnPauseMs - 96);
    expect(rep.types()).toEqual(['start', 'barge-in', 'end']);
    expect(rep.log.at(-1)!.action).toMatchObject({ overlapping: true, bargedIn: true });
    expect(settleUtterance('sorry what was that', { overlapping: true, bargedIn: true })).toBe('send');
  });

  it('interrupts a buyer talked over for a second even before any word is known', () => {
    const rep = feed(createTurnTaking(), true);
    rep.speak(960);
    expect(rep.types()).toEqual(['start']);
    rep.speak(96);
    expect(rep.types()).toEqual(['start', 'barge-in']);
  });

  it('interrupts at the end of a short utterance that was not a backchannel', () => {
    expect(settleUtterance('wait', { overlapping: true, bargedIn: false })).toBe('interrupt-and-send');
    expect(settleUtterance('wait what does it cost', { overlapping: true, bargedIn: true })).toBe('send');
  });

  it('takes "okay" as a turn when the buyer is silent', () => {
    const rep = feed(createTurnTaking(), false);
    rep.speak(500);
    rep.pause(TURN_TAKING.shortTurnPauseMs);
    rep.hear('okay');
    expect(rep.types()).toEqual(['start', 'end']);
    expect(settleUtterance('okay', { overlapping: false, bargedIn: false })).toBe('send');
    expect(settleUtterance('', { overlapping: false, bargedIn: false })).toBe('not-heard');
  });
});
