/**
 * Two-step sign-in and passkeys (issue 24, point 4; decision 0075). Better Auth's two-factor plugin keeps one row
 * per person with the authenticator-app secret and the recovery codes (both encrypted by Better Auth
 * with the app's secret), whether the setup was confirmed with a code, and the account-wide count of
 * failed codes that locks the second step for a while. `user.two_factor_enabled` is the plugin's flag
 * the sign-in checks. Its passkey plugin keeps one row per passkey (WebAuthn credential): the public
 * key, the signature counter, and a name the person chose; `last_used_at` is ours, written when a
 * sign-in with it succeeds. Identity tables, like `account`: not tenant-scoped, read by the owner role.
 */
export default /* sql */ `
ALTER TABLE "user" ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false;

CREATE TABLE two_factor (
  id uuid PRIMARY KEY,
  secret text NOT NULL,
  backup_codes text NOT NULL,
  user_id uuid NOT NULL UNIQUE REFERENCES "user"(id) ON DELETE CASCADE,
  verified boolean NOT NULL DEFAULT true,
  failed_verification_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);

CREATE TABLE passkey (
  id uuid PRIMARY KEY,
  name text,
  public_key text NOT NULL,
  user_id uuid NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  counter integer NOT NULL,
  device_type text NOT NULL,
  backed_up boolean NOT NULL,
  transports text,
  created_at timestamptz NOT NULL DEFAULT now(),
  aaguid text,
  last_used_at timestamptz
);
-- A person's passkeys (the list, and "has a second factor" in the session check).
CREATE INDEX passkey_user_id_idx ON passkey(user_id, created_at);
`;
