/**
 * Account security (issue 7): e-mail confirmation links become single-use. Better Auth's link is a
 * signed token that stays valid for 24 hours however often it is used; each use is recorded here by
 * the token's SHA-256 (never the token), and a second use is refused. Rows are kept until the token
 * would have expired anyway. A platform table, like the outbox: no tenant, no row-level security.
 * The value index serves "end every reset link of this account" (verification.value is the user id).
 */
export default /* sql */ `
CREATE TABLE used_email_confirmations (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX used_email_confirmations_expiry_idx ON used_email_confirmations(expires_at);

CREATE INDEX verification_value_idx ON verification(value);
`;
