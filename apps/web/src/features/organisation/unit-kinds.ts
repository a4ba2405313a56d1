import { BUILT_IN_UNIT_KINDS } from '@competencyhub/domain/schemas/organisation';
import type { TFunction } from 'i18next';

/** A unit's kind as shown: a built-in kind in the reader's language, a company's own as typed. */
export function kindLabel(t: TFunction, kind: string): string {
  return (BUILT_IN_UNIT_KINDS as readonly string[]).includes(kind) ? t(`organisation.kinds.${kind}`) : kind;
}

export const isBuiltInKind = (kind: string) => (BUILT_IN_UNIT_KINDS as readonly string[]).includes(kind);
