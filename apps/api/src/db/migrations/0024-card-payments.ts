/**
 * Card payments through a provider (issue 11, decision 0040): the provider's payment on an invoice,
 * and every webhook event received, by the provider's event id, so a replayed event changes nothing.
 * payment_events is the platform's own record (no company column, no grant to the app role): the
 * webhook is not a company's request.
 */
export default /* sql */ `
ALTER TABLE invoices ADD COLUMN provider_payment_id text;

CREATE TABLE payment_events (
  id text PRIMARY KEY,
  provider text NOT NULL,
  type text NOT NULL,
  invoice_id uuid REFERENCES invoices(id) ON DELETE SET NULL,
  outcome text NOT NULL CHECK (outcome IN ('paid', 'already_paid', 'ignored', 'amount_mismatch', 'unknown_invoice')),
  received_at timestamptz NOT NULL DEFAULT now()
);
`;
