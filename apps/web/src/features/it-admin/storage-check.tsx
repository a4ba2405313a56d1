import type { StorageCheckReport } from '@competencyhub/domain/schemas/it-admin';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';

/**
 * The latest nightly count of every company's files against its storage counter (decision 0069): when
 * it ran, whether every counter matched, and the companies whose counter had drifted, with what it said
 * and what was counted. A drifted counter is set to the count the same night.
 */
export function StorageCheck({ check }: { check: StorageCheckReport | null }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  if (check === null) return <p className="text-sm text-slate-600">{t('itSystem.storageCheck.never')}</p>;
  const when = formatDateTime(check.checkedAt, i18n.language);
  if (check.companies === 0) {
    return <p className="text-sm text-slate-700">{t('itSystem.storageCheck.noneStored', { date: when })}</p>;
  }
  if (check.mismatched === 0) {
    return (
      <p className="text-sm text-slate-700">
        {t('itSystem.storageCheck.allMatch', {
          date: when,
          count: check.companies,
          companies: number.format(check.companies),
        })}
      </p>
    );
  }
  const figures = (files: number, bytes: number) =>
    t('itSystem.storageCheck.figures', {
      count: files,
      files: number.format(files),
      size: formatBytes(bytes, i18n.language),
    });
  return (
    <Alert tone={check.repaired ? 'warning' : 'error'}>
      <p>
        {t(check.repaired ? 'itSystem.storageCheck.repaired' : 'itSystem.storageCheck.notRepaired', {
          date: when,
          count: check.mismatched,
          mismatched: number.format(check.mismatched),
        })}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {check.differences.map((difference) => (
          <li key={difference.companyId} className="[overflow-wrap:anywhere]">
            {t('itSystem.storageCheck.difference', {
              company: difference.companyName ?? t('itSystem.storageCheck.deletedCompany'),
              stored: figures(difference.stored.files, difference.stored.bytes),
              counted: figures(difference.counted.files, difference.counted.bytes),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
