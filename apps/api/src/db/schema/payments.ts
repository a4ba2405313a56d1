import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Webhook events received from the card provider (0024), by its event id: a replay finds its row. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  invoiceId: uuid('invoice_id'),
  outcome: text('outcome')
    .$type<'paid' | 'already_paid' | 'ignored' | 'amount_mismatch' | 'unknown_invoice'>()
    .notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
