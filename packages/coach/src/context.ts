import { locateConcerns } from './buyer-side.js';
import { classifySentence, type SentenceSignals } from './signals/classify.js';
import { isRude } from './signals/conduct.js';
import { objectionIn, type ObjectionKind } from './signals/objections.js';
import { PHATIC } from './signals/patterns.js';
import { checkPlayback } from './signals/playback.js';
import { sentencesForAnalysis } from './text/spoken.js';
import { topicIn, topicsIn, type TopicKey, type TopicMatch } from './text/topics.js';
import { contentWords, wordCount } from './text/words.js';
import type { AnalysisInput, TranscriptMessage } from './types.js';

export type RepSentence = SentenceSignals & {
  messageId: string;
  /** Verbatim from the message: quotes are cut from it. */
  text: string;
  rude: boolean;
  /** A greeting or a pleasantry: never evidence of a skill, good or bad. */
  phatic: boolean;
  /** "You said …" about something the buyer never said. */
  falsePlayback: boolean;
};

export type RepTurn = {
  message: TranscriptMessage;
  position: number;
  sentences: RepSentence[];
  words: number;
  /** The buyer message this turn answers, and the topic that message opened (if any). */
  previousBuyer: TranscriptMessage | null;
  /** The buyer's answer to this turn, if any. */
  nextBuyer: TranscriptMessage | null;
  topicInPlay: TopicMatch | null;
  /** Every topic the buyer had raised before this turn: what a pitch should connect to. */
  buyerTopics: ReadonlySet<TopicKey>;
  /** Questions the rep had asked before this turn: pitching with none asked is premature. */
  questionsBefore: number;
  /** Questions in this turn, counting each one in a comma-separated list. */
  questions: number;
  /** Three or more questions at once: a checklist, not a conversation. */
  stacked: boolean;
  /** One sentence packed with sales phrases: keywords, not a conversation. */
  barrage: boolean;
  /** The buyer's answer told the rep something new. */
  earned: boolean;
};

export type ObjectionHandling = 'handled' | 'partial' | 'conceded' | 'dismissed' | 'ignored';

export type Objection = {
  buyer: TranscriptMessage;
  kind: ObjectionKind;
  response: RepTurn | null;
  handling: ObjectionHandling;
  /** The buyer's own state accepted the answer. */
  accepted: boolean;
  /** The buyer state's id for the concern, when it came from the state. */
  concernId?: string;
};

export type SessionContext = {
  input: AnalysisInput;
  repTurns: RepTurn[];
  repSentences: RepSentence[];
  objections: Objection[];
  /** Concerns the buyer's state reports as raised, whether or not they were found in the transcript. */
  concernsRaised: number;
  concernsResolved: number;
  buyerWords: number;
  repWords: number;
  rudeTurns: number;
};

/** Greetings, thanks and goodbyes: short lines that carry no skill either way. */
const PLEASANTRY =
  /^(?:(?:hi|hello|hey|good (?:morning|afternoon|evening))\b[^?]{0,40}|(?:thanks|thank you|great|perfect|cheers|bye|goodbye|talk soon|sounds good)\b[^?]{0,30})[.!]?$/i;
const isPleasantry = (sentence: string): boolean => PHATIC.test(sentence) || PLEASANTRY.test(sentence);

const STACK_AT = 3;
const BARRAGE_EARNS_NOTHING = {
  empathy: false,
  reflection: false,
  timeRespect: false,
  impact: false,
  valueAnchor: false,
  valueClaim: false,
  proof: false,
  trade: false,
  priceProbe: false,
  qualification: [],
} satisfies Partial<SentenceSignals>;
const BARRAGE_KINDS = 5;
const TURN_BARRAGE_KINDS = 6;
const WORDS_PER_KIND = 7;
const EARNED_NEW_WORDS = 5;
const QUESTION_CLAUSE =
  /^(?:and\s+|so\s+|or\s+)?(?:what|what's|how|why|when|where|who|which|do you|does|did you|are you|is there|can we|could we|would you|will you)\b/i;

export function judgeResponse(response: RepTurn | null): ObjectionHandling {
  if (!response) return 'ignored';
  const s = response.sentences;
  if (s.some((x) => x.dismissive || x.pressure || x.rude)) return 'dismissed';
  const acknowledged = s.some((x) => x.empathy || x.reflection || x.timeRespect);
  const explored = s.some((x) => x.question || x.proof || x.valueClaim || x.valueAnchor || x.trade);
  if (acknowledged && explored) return 'handled';
  if (s.some((x) => x.concession)) return 'conceded';
  return acknowledged || explored ? 'partial' : 'ignored';
}

/**
 * The questions of a turn that earn credit: all of them in a normal turn, only the first in a
 * checklist or a keyword barrage — the buyer can answer one thing at a time.
 */
export function creditedQuestions(turn: RepTurn): RepSentence[] {
  const asked = turn.sentences.filter((s) => s.question && !s.phatic);
  return turn.stacked || turn.barrage ? asked.slice(0, 1) : asked;
}

/** Questions in a sentence: "budget, timeline, who signs off?" asks three. */
function questionsIn(s: RepSentence): number {
  if (!s.question) return 0;
  const clauses = s.text
    .split(/[,;—–]+\s*|\s+(?=and (?:what|how|who|when|why)\b)/)
    .filter((c) => QUESTION_CLAUSE.test(c.trim()));
  return Math.max(1, clauses.length);
}

/** Kinds of sales signal in one sentence; a real sentence does one or two things, a barrage all of them. */
function signalFlags(s: RepSentence): string[] {
  const flags: [string, boolean][] = [
    ['empathy', s.empathy],
    ['reflection', s.reflection],
    ['time', s.timeRespect],
    ['impact', s.impact],
    ['anchor', s.valueAnchor],
    ['proof', s.proof],
    ['trade', s.trade],
    ['close', s.closeAsk || s.nextStep],
    ['probe', s.priceProbe],
  ];
  return [...flags.filter(([, on]) => on).map(([name]) => name), ...s.qualification];
}

const signalKinds = (s: RepSentence): number => signalFlags(s).length;

/**
 * The same barrage cut into short sentences ("I understand. I hear you. ROI. Payback. Tuesday?"):
 * many kinds of sales phrase in few words across the turn.
 */
function crammedTurn(sentences: readonly RepSentence[], words: number): boolean {
  const kinds = new Set(sentences.flatMap(signalFlags)).size;
  return kinds >= TURN_BARRAGE_KINDS && words / kinds <= WORDS_PER_KIND;
}

function objectionsFromTranscript(input: AnalysisInput, turns: readonly RepTurn[]): Objection[] {
  const out: Objection[] = [];
  for (const m of input.messages) {
    if (m.role !== 'buyer') continue;
    const kind = objectionIn(m.text, input.buyerObjections ?? []);
    if (!kind) continue;
    const response = turns.find((t) => t.previousBuyer === m) ?? null;
    out.push({ buyer: m, kind, response, handling: judgeResponse(response), accepted: false });
  }
  return out;
}

export function buildContext(input: AnalysisInput): SessionContext {
  const repTurns: RepTurn[] = [];
  let previousBuyer: TranscriptMessage | null = null;
  let topicInPlay: TopicMatch | null = null;
  let questionsBefore = 0;
  let buyerTopics = new Set<TopicKey>();
  let buyerWords = 0;
  let repWords = 0;
  const buyerSaid: string[] = [];
  /** Both sides' words so far: what a recap may sum up. */
  const said: string[] = [];
  const heard = new Set<string>();

  input.messages.forEach((message, position) => {
    if (message.role === 'buyer') {
      buyerWords += wordCount(message.text);
      previousBuyer = message;
      // Only the line just before the rep's turn: a better phrasing answers what the buyer just said.
      topicInPlay = topicIn(message.text);
      buyerTopics = new Set([...buyerTopics, ...topicsIn(message.text)]);
      buyerSaid.push(message.text);
      said.push(message.text);
      const last = repTurns.at(-1);
      if (last && last.nextBuyer === null && last.position === position - 1) {
        last.nextBuyer = message;
        const fresh = new Set(contentWords(message.text).filter((w) => !heard.has(w)));
        last.earned = fresh.size >= EARNED_NEW_WORDS;
      }
      for (const w of contentWords(message.text)) heard.add(w);
      return;
    }
    for (const w of contentWords(message.text)) heard.add(w);
    const sentences: RepSentence[] = sentencesForAnalysis(message.text, message.spoken).map((s) => {
      const signals = classifySentence(s.analysed);
      const playback = signals.reflection ? checkPlayback(s.analysed, buyerSaid, said) : 'supported';
      return {
        ...signals,
        reflection: signals.reflection && playback === 'supported',
        messageId: message.id,
        text: s.text,
        rude: isRude(s.analysed),
        phatic: isPleasantry(s.analysed.trim()),
        falsePlayback: playback === 'invented',
      };
    });
    const words = wordCount(message.text);
    repWords += words;
    const questions = sentences.reduce((n, s) => n + questionsIn(s), 0);
    const barrage = sentences.some((s) => signalKinds(s) >= BARRAGE_KINDS) || crammedTurn(sentences, words);
    // A keyword barrage earns nothing for the phrases it strings together: a sales phrase counts
    // when it does its job in a conversation, not when it is listed.
    if (barrage) for (const s of sentences) Object.assign(s, BARRAGE_EARNS_NOTHING);
    said.push(message.text);
    repTurns.push({
      message,
      position,
      sentences,
      words,
      previousBuyer,
      nextBuyer: null,
      topicInPlay,
      buyerTopics,
      questionsBefore,
      questions,
      stacked: questions >= STACK_AT,
      barrage,
      earned: false,
    });
    questionsBefore += questions;
  });

  const objections = input.buyer
    ? locateConcerns(input, repTurns, judgeResponse)
    : objectionsFromTranscript(input, repTurns);
  const placed = new Set(objections.map((o) => o.concernId));
  const raisedConcerns = (input.buyer?.concerns ?? []).filter((c) => !c.pending || placed.has(c.id));
  const concernsRaised = input.buyer ? raisedConcerns.length : objections.length;
  const concernsResolved = input.buyer
    ? input.buyer.concerns.filter((c) => c.resolved).length
    : objections.filter((o) => o.handling === 'handled').length;
  return {
    input,
    repTurns,
    repSentences: repTurns.flatMap((t) => t.sentences),
    objections,
    concernsRaised,
    concernsResolved,
    buyerWords,
    repWords,
    rudeTurns: repTurns.filter((t) => t.sentences.some((s) => s.rude)).length,
  };
}
