import type { ModeName } from '@buyerlab/contract';

/** Card copy of the interaction-mode dialog (docs/product.md#interaction-mode-dialog), written from each mode's goal. */
export const MODE_CARDS: ReadonlyArray<{ name: ModeName; title: string; lead: string; practise: string[] }> = [
  {
    name: 'prospecting',
    title: 'Prospecting',
    lead: 'A cold call to a buyer who is between two line issues and did not ask to hear from you.',
    practise: ['Earn the next 30 seconds', 'Give a reason that fits their plant', 'Leave with a meeting booked'],
  },
  {
    name: 'discovering',
    title: 'Discovering',
    lead: 'The buyer agreed to talk. Pains, budget and who really decides surface only when you ask well.',
    practise: [
      'Open questions, then follow-ups',
      'Quantify the pain in downtime or giveaway',
      'Uncover budget, authority, timeline',
    ],
  },
  {
    name: 'closing',
    title: 'Closing',
    lead: 'Your proposal is on their desk with open concerns: price, ROI, installation downtime, support.',
    practise: ['Resolve each objection with evidence', 'Trade, don’t give, on price', 'Ask for a concrete commitment'],
  },
];
