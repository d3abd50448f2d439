import type { Topic } from '../catalog/keys';

// The closed vocabularies of the understanding layer. docs/nlu-labels.md says what each means,
// with examples; the corpus in packages/buyer/corpus is labelled with exactly these.

export const ACTS = [
  'greeting',
  'introduction',
  'permission',
  'question',
  'clarify',
  'summary',
  'empathy',
  'acknowledge',
  'inform',
  'value',
  'feature',
  'social_proof',
  'price',
  'discount',
  'offer',
  'meeting_request',
  'close_request',
  'accept',
  'small_talk',
  'rudeness',
  'role_break',
  'goodbye',
  'repeat_request',
] as const;
export type Act = (typeof ACTS)[number];

export const TOPICS: readonly Topic[] = [
  'operations',
  'pains',
  'metrics',
  'budget',
  'authority',
  'timeline',
  'decision_process',
  'competitors',
  'food_safety',
  'compliance',
  'maintenance',
  'changeover',
  'staffing',
  'quality',
  'price',
  'roi',
  'installation',
  'support',
  'contract',
  'tariffs',
  'next_step',
  'rapport',
];

export function isAct(x: string): x is Act {
  return (ACTS as readonly string[]).includes(x);
}

export function isTopic(x: string): x is Topic {
  return (TOPICS as readonly string[]).includes(x);
}
