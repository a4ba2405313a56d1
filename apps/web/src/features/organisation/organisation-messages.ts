import { PERMISSION_REFUSALS } from '@competencyhub/domain/permissions';
import {
  LOCATION_PLACE_MAX,
  ORG_CODE_MAX,
  ORG_DEPTH_MAX,
  ORG_EXTERNAL_ID_MAX,
  ORG_KIND_MAX,
  ORG_MESSAGES,
  ORG_NAME_MAX,
} from '@competencyhub/domain/schemas/organisation-messages';
import type { TFunction } from 'i18next';
import { translateValidationMessage } from '../../lib/error-messages.ts';

/**
 * The organisation's own messages (the server and the shared schema speak English), translated
 * here rather than in the shared map every page downloads: only this tab shows them.
 */
const KEYS: Record<string, string> = {
  ...Object.fromEntries(
    (Object.entries(ORG_MESSAGES) as [keyof typeof ORG_MESSAGES, string][]).map(([key, text]) => [
      text,
      `organisation.validation.${key}`,
    ]),
  ),
  [PERMISSION_REFUSALS.manage_organisation]: 'organisation.validation.forbidden',
};

/** The limit each message quotes, as {{max}} in its translations. */
const LIMITS: Partial<Record<keyof typeof ORG_MESSAGES, number>> = {
  nameTooLong: ORG_NAME_MAX,
  codeTooLong: ORG_CODE_MAX,
  kindTooLong: ORG_KIND_MAX,
  externalIdTooLong: ORG_EXTERNAL_ID_MAX,
  placeTooLong: LOCATION_PLACE_MAX,
  tooDeep: ORG_DEPTH_MAX,
};

/** A message of the organisation in the reader's language; others as every page translates them. */
export function orgMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS[message];
  if (!key) return translateValidationMessage(t, message);
  const max = LIMITS[key.replace('organisation.validation.', '') as keyof typeof ORG_MESSAGES];
  return t(key, { defaultValue: message, max });
}
