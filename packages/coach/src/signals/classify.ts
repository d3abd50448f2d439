import type { QualificationElement } from '../types.js';
import type { TopicKey } from '../text/topics.js';
import { topicsIn } from '../text/topics.js';
import { wordCount } from '../text/words.js';
import { countFillers } from './fillers.js';
import * as P from './patterns.js';
import { QUALIFICATION_PATTERNS } from './qualification.js';

/** Everything the coach notices about one sentence the rep said. */
export type SentenceSignals = {
  words: number;
  fillers: number;
  question: boolean;
  open: boolean;
  impact: boolean;
  empathy: boolean;
  reflection: boolean;
  timeRespect: boolean;
  permission: boolean;
  pressure: boolean;
  dismissive: boolean;
  selfCentric: boolean;
  featureTerms: number;
  offer: boolean;
  aboutBuyer: boolean;
  proof: boolean;
  valueClaim: boolean;
  valueAnchor: boolean;
  priceProbe: boolean;
  trade: boolean;
  concession: boolean;
  nextStep: boolean;
  specificTime: boolean;
  closeAsk: boolean;
  vague: boolean;
  qualification: QualificationElement[];
  topics: Set<TopicKey>;
};

// Speech-to-text often drops the question mark, so a sentence also counts as a question when it
// opens the way questions do ("do you…", "what is…"); "What we do is…" does not.
const SPOKEN_QUESTION =
  /^(?:so,?\s+|and,?\s+|okay,?\s+)?(?:(?:what|how|why|when|where|who|which)(?:'s|\s+(?:is|are|was|were|do|does|did|would|could|will|can|should|has|have|happens|kind|type|sort|much|many|often|long))\b|(?:do|does|did|is|are|can|could|would|will|have|has|should)\s+(?:you|your|we|there|it|they|that|this|the|anyone)\b|(?:tell|walk|talk) me\b|help me understand\b)/i;

export function isQuestion(sentence: string): boolean {
  return /\?\s*$/.test(sentence) || SPOKEN_QUESTION.test(sentence.trim());
}

/** The rep presenting the offer (features, claims, proof) rather than asking or listening. */
export const isPitch = (s: SentenceSignals): boolean =>
  !s.question &&
  !s.concession &&
  !s.trade &&
  (s.valueClaim || s.featureTerms > 0 || s.proof || s.selfCentric || s.offer);

export function classifySentence(original: string): SentenceSignals {
  // Patterns are written with straight apostrophes; speech-to-text and phones produce curly ones.
  const sentence = original.replace(/[’‘]/g, "'");
  const question = isQuestion(sentence) && !P.PHATIC.test(sentence.trim());
  const featureTerms = sentence.match(P.FEATURE_TERMS)?.length ?? 0;
  const proof = P.PROOF.test(sentence);
  const qualification = question
    ? (Object.keys(QUALIFICATION_PATTERNS) as QualificationElement[]).filter((k) =>
        QUALIFICATION_PATTERNS[k].test(sentence),
      )
    : [];
  return {
    words: wordCount(sentence),
    fillers: countFillers(sentence),
    question,
    open: question && P.OPEN_QUESTION.test(sentence),
    impact: question && P.IMPACT_QUESTION.test(sentence),
    empathy: P.EMPATHY.test(sentence),
    reflection: P.REFLECTION.test(sentence),
    timeRespect: P.TIME_RESPECT.test(sentence),
    permission: P.PERMISSION.test(sentence),
    pressure: P.PRESSURE.test(sentence),
    dismissive: P.DISMISSIVE.test(sentence),
    selfCentric: P.SELF_CENTRIC.test(sentence),
    featureTerms,
    offer: P.OFFER.test(sentence),
    aboutBuyer: /\byou(?:r|rs|'re|'ve|'d)?\b/i.test(sentence.replace(/\byou know\b/gi, '')),
    proof,
    valueClaim: proof || (P.NUMBER_CLAIM.test(sentence) && P.VALUE_OUTCOME.test(sentence)),
    valueAnchor: P.VALUE_ANCHOR.test(sentence),
    priceProbe: question && P.PRICE_PROBE.test(sentence),
    trade: P.CONDITIONAL_TRADE.test(sentence),
    concession: P.CONCESSION.test(sentence) && !P.CONDITIONAL_TRADE.test(sentence),
    nextStep: P.NEXT_STEP.test(sentence),
    specificTime: P.SPECIFIC_TIME.test(sentence),
    closeAsk: P.CLOSE_ASK.test(sentence),
    vague: P.VAGUE_FOLLOW_UP.test(sentence),
    qualification,
    topics: topicsIn(sentence),
  };
}
