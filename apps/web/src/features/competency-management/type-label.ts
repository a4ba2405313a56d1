import { BUILT_IN_COMPETENCY_TYPES } from '@competencyhub/domain/schemas/competencies';
import { useTranslation } from 'react-i18next';

const BUILT_IN: readonly string[] = BUILT_IN_COMPETENCY_TYPES;

/** A built-in type in the person's language; a company's own type as the company wrote it. */
export function useTypeLabel() {
  const { t } = useTranslation();
  return (type: string) => (BUILT_IN.includes(type) ? t(`frameworks.types.${type}`) : type);
}
