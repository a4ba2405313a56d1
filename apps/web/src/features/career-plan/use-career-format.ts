import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Fits, days and times as the career plan shows them, in the reader's language. */

export function useCareerFormat() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      fit: (value: number | null) =>
        value === null ? t('careerPlan.fit.none') : percent.format(value / 100),
      day: (value: string) => date.format(new Date(`${value}T00:00:00Z`)),
      at: (value: string) => dateTime.format(new Date(value)),
    };
  }, [t, i18n.language]);
}
