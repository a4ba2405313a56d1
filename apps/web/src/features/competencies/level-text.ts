import type { ScaleLevel } from '@competencyhub/domain/schemas/competencies';
import { useTranslation } from 'react-i18next';

/** "3 · Proficient", "3.4 (between Proficient and Advanced)", or "Not rated yet", in the person's language. */
export function useLevelText() {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (level: number | null, levels: readonly ScaleLevel[]) => {
    if (level === null) return t('competencies.notRated');
    const exact = levels.find((l) => l.value === level);
    if (exact) return t('competencies.levelLabel', { value: level, name: exact.name });
    const below = levels.find((l) => l.value === Math.floor(level));
    const above = levels.find((l) => l.value === Math.ceil(level));
    return t('competencies.levelBetween', {
      value: number.format(level),
      below: below?.name ?? '',
      above: above?.name ?? '',
    });
  };
}
