import { CURRENCY, centsToAmount } from '@competencyhub/domain/plans';

/** "$99" or "$10.99" in the reader's language: cents only when there are any. */
export function formatPrice(cents: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(centsToAmount(cents));
}

/** An amount on an invoice: always with cents ("$9.67", "-$33.00"). */
export function formatAmount(cents: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY }).format(
    centsToAmount(cents),
  );
}
