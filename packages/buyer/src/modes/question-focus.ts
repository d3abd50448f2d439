import type { Topic } from '../catalog/keys';
import { TOPIC_PATTERNS } from '../classify/lexicon-topics';
import type { TurnClassification } from '../classify/types';

// Reading a question closer than the clause model does: the subject it names, whether it asks
// after trouble, and whether it asks what the buyer tracks.

/** The areas that can hurt: a pains question naming one of them is about that area. */
export const SORE_TOPICS: Topic[] = [
  'pains',
  'changeover',
  'food_safety',
  'maintenance',
  'staffing',
  'quality',
  'compliance',
];

/** A question after what goes wrong, takes long or gets in the way, whatever area it names. */
const TROUBLE =
  /\b(wrong|problems?|issues?|trouble|trigger(s|ed)?|caus(e|es|ed|ing)|hard(est)?|tough(est)?|slow(s|ing)?|longest|pain\w*|struggl\w*|challeng\w*|frustrat\w*|headaches?|worst|bottlenecks?|eats?|kill(s|ing)?|hurts?|sideways|fail\w*|break(s|ing)?|stuck)\b/;

/** "Do you track MTTR?": a question after what the buyer measures, whatever it is measured on. */
const ASKS_WHAT_IS_TRACKED =
  /\b(do|does|are) (you|your (team|plant|people|guys)|y'?all)( guys)? (even |actually |currently |formally )?(track|measure|monitor|log|record|keep (track|tabs)|trend|report)(ing)?\b/;

/** "When something breaks, …": a clause that only sets the scene for the question after it. */
export const LEAD_IN = /^(and |so |but )?(when|whenever|if|once|as|since|after|before|while)\b/;

/**
 * The words of what the rep asked, each question with the phrase that named its subject ("For
 * training, who from your side would be in the room?"); the whole turn when nothing was asked.
 */
export function askedWords(cls: TurnClassification): string {
  const asked = cls.understanding.clauses
    .filter((x) => x.asked)
    .map((x) => (x.subject ? `${x.subject}, ${x.text}` : x.text))
    .join(' ');
  return asked || cls.normalized;
}

/** The one specific subject a question names in so many words ("sanitation", "changeovers"). */
function namedSubject(text: string): Topic | null {
  const named = TOPIC_PATTERNS.filter(([t, pattern]) => t !== 'pains' && t !== 'operations' && pattern.test(text));
  return named.length === 1 ? named[0]![0] : null;
}

/** Below this the clause model's "operations" is a guess at a broad question, not a reading. */
const SURE_OF_OPERATIONS = 0.5;

/**
 * The topics asked about, read closer. "What's your biggest headache maintenance-wise?" reads as
 * pains but names the area: the buyer answers about that area (its sore point, or what it is
 * like and where the real trouble is). "Can you tell me how sanitation works on your lines?" may
 * read as a broad question about operations when the model is unsure, but it names its subject.
 * Only a single named subject counts; two leave the question as broad as it was.
 */
export function focusedTopics(cls: TurnClassification, asked: readonly Topic[]): Topic[] {
  const clauses = cls.understanding.clauses.filter((x) => x.asked);
  const subject = clauses.length > 0 ? namedSubject(askedWords(cls).toLowerCase()) : null;
  const broad = asked[0] === 'pains' || asked[0] === 'operations' ? asked[0] : null;
  const unsureOfOperations = clauses.some((x) => x.topic === 'operations' && x.topicConfidence < SURE_OF_OPERATIONS);
  let focused = [...asked];
  if (subject && broad && asked.includes(subject)) focused = [subject, ...asked.filter((t) => t !== subject)];
  else if (subject && broad && (broad === 'pains' ? SORE_TOPICS.includes(subject) : unsureOfOperations))
    focused = [subject, ...asked.slice(1)];
  // A question about what is tracked is about the numbers, when the model saw numbers in it at all.
  const tracked = clauses.some(
    (x) =>
      ASKS_WHAT_IS_TRACKED.test(x.text.toLowerCase()) && (x.topic === 'metrics' || x.topicAlternative === 'metrics'),
  );
  return tracked ? ['metrics', ...focused.filter((t) => t !== 'metrics')] : focused;
}

/** The question asks what goes wrong, takes long or gets in the way. */
export function asksAboutTrouble(cls: TurnClassification): boolean {
  return cls.understanding.clauses.some((x) => x.asked && TROUBLE.test(x.text.toLowerCase()));
}
