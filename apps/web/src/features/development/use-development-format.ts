import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Days, times and levels as the development plan shows them, in the reader's language. */

export function useDevelopmentFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    return {
      day: (value: string) => date.format(new Date(`${value}T00:00:00Z`)),
      at: (value: string) => dateTime.format(new Date(value)),
      level: (value: number | null) => (value === null ? '—' : number.format(value)),
    };
  }, [i18n.language]);
}
