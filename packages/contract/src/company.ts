/** How visitors reach us; shown in the footer and on the contact pages. */
export const COMPANY = {
  name: 'Buyerlab',
  email: 'hello@buyerlab.app',
  responseTime: 'We answer within one business day.',
} as const;
