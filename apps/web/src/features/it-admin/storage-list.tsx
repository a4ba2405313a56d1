import type { StorageCheckReport } from '@competencyhub/domain/schemas/it-admin';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatBytes } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useStorageUse } from './it-admin-api.ts';
import { StorageCheck } from './storage-check.tsx';

/** What each company stores (files, photos, logos), largest first, 20 at a time, and the platform's total. */
export function StorageList({
  totals,
  check,
}: {
  totals: { files: number; bytes: number };
  check: StorageCheckReport | null;
}) {
  const { t, i18n } = useTranslation();
  const storage = useStorageUse();
  const number = new Intl.NumberFormat(i18n.language);
  const items = storage.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card as="section" labelledBy="it-system-storage" className="space-y-4 px-5 py-5">
      <div className="space-y-1">
        <h3 id="it-system-storage" className="font-semibold text-slate-900">
          {t('itSystem.storage.title')}
        </h3>
        <p className="text-sm text-slate-600">
          {t('itSystem.storage.total', {
            size: formatBytes(totals.bytes, i18n.language),
            count: totals.files,
            files: number.format(totals.files),
          })}
        </p>
      </div>
      <StorageCheck check={check} />
      {storage.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : storage.isError ? (
        <Alert tone="error">{errorMessage(t, storage.error)}</Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('itSystem.storage.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('itSystem.storage.title')}</caption>
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('itSystem.storage.columns.company')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('itSystem.storage.columns.files')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('itSystem.storage.columns.size')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={item.companyId}>
                  <td className="break-words py-2 pr-3 text-slate-900">{item.companyName}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{number.format(item.files)}</td>
                  <td className="whitespace-nowrap py-2 text-right tabular-nums">
                    {formatBytes(item.bytes, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ShowMore list={storage} label={t('itSystem.storage.more')} />
    </Card>
  );
}
