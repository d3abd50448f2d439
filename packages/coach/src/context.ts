import { classifySentence, type SentenceSignals } from './signals/classify.js';
import { objectionIn, type ObjectionKind } from './signals/objections.js';
import { splitSentences } from './text/sentences.js';
import { topicIn, topicsIn, type TopicKey, type TopicMatch } from './text/topics.js';
import { wordCount } from './text/words.js';
import type { AnalysisInput, TranscriptMessage } from './types.js';

export type RepSentence = SentenceSignals & { messageId: string; text: string };

export type RepTurn = {
  message: TranscriptMessage;
  position: number;
  sentences: RepSentence[];
  words: number;
  /** The buyer message this turn answers, and the topic it had opened. */
  previousBuyer: TranscriptMessage | null;
  topicInPlay: TopicMatch | null;
  /** Every topic the buyer had raised before this turn: what a pitch should connect to. */
  buyerTopics: ReadonlySet<TopicKey>;
  /** Questions the rep had asked before this turn: pitching with none asked is premature. */
  questionsBefore: number;
};

export type ObjectionHandling = 'handled' | 'partial' | 'conceded' | 'dismissed' | 'ignored';

export type Objection = {
  buyer: TranscriptMessage;
  kind: ObjectionKind;
  response: RepTurn | null;
  handling: ObjectionHandling;
};

export type SessionContext = {
  input: AnalysisInput;
  repTurns: RepTurn[];
  repSentences: RepSentence[];
  objections: Objection[];
  buyerWords: number;
  repWords: number;
};

function judgeResponse(response: RepTurn | null): ObjectionHandling {
  if (!response) return 'ignored';
  const s = response.sentences;
  if (s.some((x) => x.dismissive || x.pressure)) return 'dismissed';
  const acknowledged = s.some((x) => x.empathy || x.reflection || x.timeRespect);
  const explored = s.some((x) => x.question || x.proof || x.valueClaim || x.valueAnchor || x.trade);
  if (acknowledged && explored) return 'handled';
  if (s.some((x) => x.concession)) return 'conceded';
  return acknowledged || explored ? 'partial' : 'ignored';
}

export function buildContext(input: AnalysisInput): SessionContext {
  const repTurns: RepTurn[] = [];
  const pending: { buyer: TranscriptMessage; kind: ObjectionKind; responseIndex: number | null }[] = [];
  let previousBuyer: TranscriptMessage | null = null;
  let topicInPlay: TopicMatch | null = null;
  let questionsBefore = 0;
  let buyerTopics = new Set<TopicKey>();
  let buyerWords = 0;
  let repWords = 0;

  input.messages.forEach((message, position) => {
    if (message.role === 'buyer') {
      buyerWords += wordCount(message.text);
      previousBuyer = message;
      topicInPlay = topicIn(message.text) ?? topicInPlay;
      buyerTopics = new Set([...buyerTopics, ...topicsIn(message.text)]);
      const kind = objectionIn(message.text, input.buyerObjections ?? []);
      if (kind) pending.push({ buyer: message, kind, responseIndex: null });
      return;
    }
    const sentences = splitSentences(message.text).map((s) => ({
      ...classifySentence(s.text),
      messageId: message.id,
      text: s.text,
    }));
    const words = wordCount(message.text);
    repWords += words;
    for (const p of pending)
      if (p.responseIndex === null && p.buyer === previousBuyer) p.responseIndex = repTurns.length;
    repTurns.push({ message, position, sentences, words, previousBuyer, topicInPlay, buyerTopics, questionsBefore });
    questionsBefore += sentences.filter((s) => s.question).length;
  });

  const objections = pending.map((p) => {
    const response = p.responseIndex === null ? null : (repTurns[p.responseIndex] ?? null);
    return { buyer: p.buyer, kind: p.kind, response, handling: judgeResponse(response) };
  });
  return { input, repTurns, repSentences: repTurns.flatMap((t) => t.sentences), objections, buyerWords, repWords };
}
