import type { PayRange } from '@competencyhub/domain/schemas/job-architecture';
import { useTranslation } from 'react-i18next';

/**
 * "£40,000–£55,000 per year" in the reader's language and number format, in the range's own
 * currency (whole units: a published range has no cents); null without a range.
 */
export function usePayRangeLabel() {
  const { t, i18n } = useTranslation();
  return (range: PayRange | null): string | null => {
    if (!range) return null;
    const money = new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: range.currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    return t('jobProfiles.architecture.perYear', {
      range: t('jobProfiles.architecture.payRange', {
        min: money.format(range.min),
        max: money.format(range.max),
      }),
    });
  };
}

/** The currencies a pay range may be in, by code (the browser's list, with the chosen one kept). */
export function currencyCodes(chosen: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  return [...new Set([...known, chosen])].filter(Boolean).sort();
}
