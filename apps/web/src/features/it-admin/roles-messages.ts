import { PERMISSION_REFUSALS } from '@competencyhub/domain/permissions';
import { ROLE_REQUEST_MESSAGES } from '@competencyhub/domain/schemas/it-admin-roles-messages';
import { SECURITY_POLICY_MESSAGES } from '@competencyhub/domain/schemas/it-admin-security-messages';
import { SECURITY_POLICY_LIMITS } from '@competencyhub/domain/security-policy';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';

/**
 * The Roles and Security tabs' own messages (the server and the shared schemas speak English),
 * translated here rather than in the map every page downloads: only this page shows them.
 */
const KEYS: Record<string, { key: string; params?: Record<string, number> }> = {
  ...Object.fromEntries(
    Object.entries(ROLE_REQUEST_MESSAGES).map(([name, text]) => [
      text,
      { key: `itRoles.validation.${name}` },
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(SECURITY_POLICY_MESSAGES).map(([name, text]) => [
      text,
      {
        key: `itSecurity.validation.${name}`,
        params:
          name in SECURITY_POLICY_LIMITS
            ? SECURITY_POLICY_LIMITS[name as keyof typeof SECURITY_POLICY_LIMITS]
            : {},
      },
    ]),
  ),
  [PERMISSION_REFUSALS.administer_company]: { key: 'itRoles.validation.onlyAccountHolders' },
};

export function itAdminMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known = KEYS[message];
  return known
    ? t(known.key, { ...known.params, defaultValue: message })
    : translateValidationMessage(t, message);
}

/** A failed call's message in the reader's language. */
export function itAdminError(t: TFunction, error: unknown): string {
  if (isApiError(error) && KEYS[error.message]) return itAdminMessage(t, error.message) ?? error.message;
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
    const first = Object.values(error.fieldErrors).flat()[0];
    if (first) return itAdminMessage(t, first) ?? first;
  }
  return errorMessage(t, error);
}
