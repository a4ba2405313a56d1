import { z } from 'zod';
import { Id, plainLine, Timestamp } from './common.ts';

/**
 * Two-step sign-in (issue 24, point 4; decision 0075): an authenticator app's six-digit codes with
 * recovery codes, from Better Auth's two-factor plugin behind our own routes.
 */

const Password = z
  .string({ error: 'Enter your password' })
  .min(1, { error: 'Enter your password' })
  .max(1024);

/** A six-digit code from an authenticator app (spaces a user types are dropped). */
export const TotpCode = z
  .string({ error: 'Enter the six-digit code' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the six-digit code' }));

/** A recovery code as shown (ten letters and digits with a dash); case and spaces are forgiven. */
export const RecoveryCode = z
  .string({ error: 'Enter a recovery code' })
  .transform((v) => v.trim())
  .pipe(z.string().min(1, { error: 'Enter a recovery code' }).max(64, { error: 'Enter a recovery code' }));

export const PasswordConfirmation = z.object({ password: Password });
export type PasswordConfirmation = z.infer<typeof PasswordConfirmation>;

/** Whether the policy asks this person for a second factor, and from when it blocks them. */
export const SecondFactorDemand = z.object({
  required: z.boolean(),
  /** Whether they have a second factor set up. */
  enrolled: z.boolean(),
  /** ISO time after which the app is closed to them until they enrol; null when not required. */
  deadline: z.iso.datetime({ offset: true }).nullable(),
  /** True once the deadline has passed with no factor: only enrolment and sign-out answer. */
  blocking: z.boolean(),
});
export type SecondFactorDemand = z.infer<typeof SecondFactorDemand>;

export const TwoFactorStatus = z.object({
  totpEnabled: z.boolean(),
  /** Recovery codes still unused (null when two-step sign-in is off). */
  recoveryCodesLeft: z.number().int().min(0).nullable(),
  demand: SecondFactorDemand,
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** The start of the setup: what the authenticator app needs, and the recovery codes to keep. */
export const TotpSetup = z.object({
  /** The otpauth:// URI the QR code encodes. */
  totpUri: z.string(),
  /** The same secret, for typing into the app by hand. */
  secret: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TotpSetup = z.infer<typeof TotpSetup>;

export const ConfirmTotpInput = z.object({ code: TotpCode });
export type ConfirmTotpInput = z.infer<typeof ConfirmTotpInput>;

export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** The second step of a sign-in: a code from the app, or one recovery code. */
export const SecondStepInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: TotpCode }),
  z.object({ method: z.literal('recovery'), code: RecoveryCode }),
]);
export type SecondStepInput = z.infer<typeof SecondStepInput>;

/** At most this many passkeys per person: the list is shown whole. */
export const PASSKEYS_MAX = 20;

export const PasskeyName = plainLine(
  z
    .string({ error: 'Name the passkey' })
    .trim()
    .min(1, { error: 'Name the passkey' })
    .max(60, { error: 'Use at most 60 characters' }),
);

/** One of a person's passkeys as their profile lists it. */
export const PasskeyItem = z.object({
  id: Id,
  name: z.string().nullable(),
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable(),
});
export type PasskeyItem = z.infer<typeof PasskeyItem>;

export const PasskeyList = z.object({ items: z.array(PasskeyItem) });
export type PasskeyList = z.infer<typeof PasskeyList>;

/** WebAuthn options for the browser (`navigator.credentials`), passed through as the server made them. */
export const WebAuthnOptions = z.record(z.string(), z.unknown());

/** What the browser's authenticator answered (a credential as JSON), checked by SimpleWebAuthn. */
const WebAuthnResponse = z.record(z.string(), z.unknown());

export const AddPasskeyInput = z.object({ name: PasskeyName, response: WebAuthnResponse });
export type AddPasskeyInput = z.infer<typeof AddPasskeyInput>;

export const RenamePasskeyInput = z.object({ name: PasskeyName });
export type RenamePasskeyInput = z.infer<typeof RenamePasskeyInput>;

export const PasskeyParams = z.object({ passkeyId: Id });

export const PasskeySignInInput = z.object({ response: WebAuthnResponse });
export type PasskeySignInInput = z.infer<typeof PasskeySignInInput>;
