import {
  WEAK_PASSWORD_MESSAGES,
  WEAK_PASSWORD_REASONS,
  type WeakPasswordReason,
} from '@competencyhub/domain/schemas/auth';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../http/errors.ts';

/**
 * Password screening (NIST 800-63B 3.1.1.2; decision 0022): length is checked by the shared schema,
 * and here, on the server only, a new password is refused when it is one of the ~49,000 most
 * common passwords (zxcvbn-ts's list, from real leaks), one short pattern repeated, or made of the
 * person's e-mail address or name. There are still no composition rules.
 */
let common: ReadonlySet<string> | null = null;
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Lower case without accents, so 'Zoë' and 'zoe' compare equal. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
/** Letters and digits only: 'Ada.Lovelace-1815' -> 'adalovelace1815'. */
const compact = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, '');
const lettersOnly = (text: string) => fold(text).replace(/[^\p{L}]/gu, '');
const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Parts shorter than this are matched only as the whole password's letters ('ada' vs 'Ada2024!'). */
const MIN_CONTAINED = 4;

function isCommon(password: string): boolean {
  const list = commonPasswords();
  return [password.toLowerCase(), password.trim().toLowerCase(), compact(password)].some(
    (form) => form.length > 0 && list.has(form),
  );
}

/** One piece of up to four characters, repeated: '        ', 'aaaaaaaa', 'abcabcabc', '12341234'. */
const isRepetitive = (password: string) => /^([\s\S]{1,4})\1+$/u.test(password);

/** Whether the password is built on this personal text (a name, an e-mail's local part). */
function isBuiltOn(password: string, personal: string): boolean {
  const whole = compact(personal);
  const pw = compact(password);
  if (whole.length >= MIN_CONTAINED && pw.includes(whole)) return true;
  const letters = lettersOnly(password);
  return words(personal).some((word) =>
    word.length >= MIN_CONTAINED ? pw.includes(word) : word.length > 0 && letters === word,
  );
}

export interface PasswordOwner {
  email: string;
  name?: string | null | undefined;
}

/** The reasons a new password is too weak, in a fixed order; empty when it is fine. */
export function weakPasswordReasons(password: string, owner: PasswordOwner): WeakPasswordReason[] {
  const found = new Set<WeakPasswordReason>();
  if (isCommon(password)) found.add('common');
  if (isRepetitive(password)) found.add('repetitive');
  const localPart = owner.email.split('@')[0] ?? '';
  if (localPart && isBuiltOn(password, localPart)) found.add('contains_email');
  if (owner.name && isBuiltOn(password, owner.name)) found.add('contains_name');
  return WEAK_PASSWORD_REASONS.filter((reason) => found.has(reason));
}

/** Throws 400 WEAK_PASSWORD with the reasons, each message under `field` for the form. */
export function assertStrongPassword(password: string, owner: PasswordOwner, field: string): void {
  const reasons = weakPasswordReasons(password, owner);
  if (reasons.length === 0) return;
  throw new AppError('WEAK_PASSWORD', 'Choose a password that is harder to guess', {
    errors: { [field]: reasons.map((reason) => WEAK_PASSWORD_MESSAGES[reason]) },
    reasons,
  });
}
