/** What card payment refuses with (decision 0040), apart from its schemas (see internal-ai-messages.ts). */
export const PAYMENT_MESSAGES = {
  cardUnavailable: 'Card payment is not set up: pay this invoice by bank transfer',
  notPayable: 'Only an open invoice can be paid',
  providerFailed: 'The card payment page could not be opened: try again in a moment, or pay by bank transfer',
  badSignature: 'The webhook signature does not match',
} as const;
