import type { Topic } from '../catalog/keys';
import {
  CLARIFYING,
  CLOSE,
  DISCOUNT,
  EMPATHY,
  FEATURE_TERMS,
  GOODBYE,
  GREETING,
  HANDLING,
  INTRODUCTION,
  NOT_OPEN,
  OFF_TOPIC,
  OPEN_START,
  PERMISSION,
  PRICE,
  QUESTION_START,
  ROLE_BREAK,
  RUDENESS,
  SOCIAL_PROOF,
  SUMMARY,
  VALUE,
  VALUE_NUMBER,
} from './lexicon-acts';
import { TOPIC_PATTERNS } from './lexicon-topics';
import type { TurnAct, TurnClassification } from './types';

/** Above this a spoken turn is a monologue: the buyer stops listening. */
export const RAMBLING_WORDS = 80;
const MAX_CHARS = 4000;

export function normalizeText(text: string): string {
  return text
    .slice(0, MAX_CHARS)
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

function sentencesOf(normalized: string): Array<{ text: string; asked: boolean }> {
  const parts = normalized.match(/[^.!?]+[.!?]*/g) ?? [];
  return parts.map((p) => ({
    text: p.replace(/^[\s,;:-]+/, '').replace(/^(so|and|but|ok(ay)?|well|now|also|great|sure|right),? /, ''),
    asked: p.includes('?'),
  }));
}

export function classifyTurn(text: string): TurnClassification {
  const normalized = normalizeText(text);
  const wordCount = normalized === '' ? 0 : normalized.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const acts = new Set<TurnAct>();
  const topics: Topic[] = [];
  for (const [topic, pattern] of TOPIC_PATTERNS) if (pattern.test(normalized)) topics.push(topic);

  let questionCount = 0;
  let openCount = 0;
  const sentences = sentencesOf(normalized);
  for (const s of sentences) {
    const isQ = s.asked || QUESTION_START.test(s.text);
    if (!isQ) continue;
    questionCount++;
    if (OPEN_START.test(s.text) && !NOT_OPEN.test(s.text)) openCount++;
  }
  const isQuestion = questionCount > 0;
  const isOpenQuestion = openCount > 0;
  if (isOpenQuestion) acts.add('open_question');
  if (questionCount > openCount) acts.add('closed_question');

  const featureTerms = normalized.match(FEATURE_TERMS)?.length ?? 0;
  const checks: ReadonlyArray<readonly [TurnAct, boolean]> = [
    ['greeting', GREETING.test(normalized)],
    ['introduction', INTRODUCTION.test(normalized)],
    ['permission', PERMISSION.test(normalized)],
    ['clarifying_question', CLARIFYING.test(normalized)],
    ['value_statement', VALUE.test(normalized) || VALUE_NUMBER.test(normalized)],
    ['feature_dump', featureTerms >= 3 || (featureTerms >= 2 && !isQuestion && wordCount > 25)],
    ['social_proof', SOCIAL_PROOF.test(normalized)],
    ['price', PRICE.test(normalized)],
    ['discount', DISCOUNT.test(normalized)],
    ['empathy', EMPATHY.test(normalized)],
    ['summary', SUMMARY.test(normalized)],
    ['objection_handling', HANDLING.test(normalized)],
    ['close_attempt', CLOSE.some((p) => p.test(normalized))],
    ['rambling', wordCount > RAMBLING_WORDS],
    ['rudeness', RUDENESS.test(normalized)],
    ['role_break_attempt', ROLE_BREAK.test(normalized)],
    ['goodbye', GOODBYE.test(sentences.at(-1)?.text ?? '')],
  ];
  for (const [act, hit] of checks) if (hit) acts.add(act);

  // Chat about the game is fine in a short opener; with nothing about the business it is off topic.
  if (OFF_TOPIC.test(normalized)) {
    const business = topics.some((t) => t !== 'rapport' && t !== 'next_step');
    if (!business) acts.add(wordCount <= 20 ? 'small_talk' : 'off_topic');
  }
  if (acts.size === 0 && topics.length === 0) acts.add('unclear');

  return { acts: [...acts], topics, isQuestion, isOpenQuestion, questionCount, wordCount, featureTerms, normalized };
}
