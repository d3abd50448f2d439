import type { Topic } from '../catalog/keys';

/** How the buyer names a topic in passing ("which do you mean, changeovers or staffing?"). */
export const TOPIC_PHRASES: Partial<Record<Topic, string>> = {
  operations: 'how the line runs',
  pains: 'what goes wrong',
  metrics: 'our numbers',
  budget: 'the budget',
  authority: 'who decides',
  timeline: 'timing',
  decision_process: 'how we decide',
  competitors: 'who we buy from',
  food_safety: 'food safety',
  compliance: 'compliance',
  maintenance: 'maintenance',
  changeover: 'changeovers',
  staffing: 'staffing',
  quality: 'quality',
  price: 'price',
  roi: 'what it costs us',
  installation: 'installation',
  support: 'service',
  contract: 'terms',
  tariffs: 'duties and tariffs',
  next_step: 'next steps',
};
