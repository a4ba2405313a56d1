import type { LevelCheckReport } from '@competencyhub/domain/schemas/it-admin';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';

/**
 * The latest nightly comparison of stored levels, fits and fit totals with a fresh computation from
 * the ratings (decision 0053): how many were sampled and how many differed, and the first of those.
 * A difference means a path wrote ratings without the one writer, or a recompute was still running.
 */
export function LevelCheck({ check }: { check: LevelCheckReport | null }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const value = (n: number | null) => (n === null ? t('itSystem.levels.none') : number.format(n));
  return (
    <Card as="section" labelledBy="it-system-levels" className="space-y-4 px-5 py-5">
      <div className="space-y-1">
        <h3 id="it-system-levels" className="font-semibold text-slate-900">
          {t('itSystem.levels.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('itSystem.levels.intro')}</p>
      </div>
      {check === null ? (
        <p className="text-sm text-slate-600">{t('itSystem.levels.never')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {t('itSystem.levels.checkedAt', { date: formatDateTime(check.checkedAt, i18n.language) })}
          </p>
          <dl className="grid gap-3 sm:grid-cols-3">
            {(['levels', 'fits', 'fitTotals'] as const).map((kind) => (
              <div key={kind} className="rounded-xl bg-slate-50 px-4 py-3">
                <dt className="text-xs text-slate-600">{t(`itSystem.levels.kinds.${kind}`)}</dt>
                <dd className="mt-1 font-semibold text-slate-900">
                  {t('itSystem.levels.mismatchedOf', {
                    mismatched: number.format(check[kind].mismatched),
                    sampled: number.format(check[kind].sampled),
                  })}
                </dd>
              </div>
            ))}
          </dl>
          {check.differences.length === 0 ? (
            <Alert tone="success">{t('itSystem.levels.allAgree')}</Alert>
          ) : (
            // The box scrolls sideways on a phone (Chromium lets the keyboard focus a scrolling box).
            <section
              aria-label={t('itSystem.levels.differences')}
              className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">{t('itSystem.levels.differences')}</caption>
                <thead className="text-xs text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('itSystem.levels.columns.kind')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('itSystem.levels.columns.where')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('itSystem.levels.columns.stored')}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {t('itSystem.levels.columns.fresh')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {check.differences.map((d) => (
                    <tr key={`${d.kind}-${d.companyId}-${d.personId}-${d.competencyId}-${d.jobProfileId}`}>
                      <td className="py-2 pr-3 align-top">{t(`itSystem.levels.difference.${d.kind}`)}</td>
                      <td className="py-2 pr-3 align-top font-mono text-xs text-slate-700">
                        {[d.companyId, d.personId, d.competencyId ?? d.jobProfileId]
                          .filter(Boolean)
                          .join(' / ')}
                      </td>
                      <td className="py-2 pr-3 align-top">
                        {value(d.stored)}
                        {d.otherFieldsDiffer ? (
                          <span className="block text-xs text-slate-600">
                            {t(`itSystem.levels.otherDiffers.${d.kind}`)}
                          </span>
                        ) : null}
                      </td>
                      <td className="py-2 align-top">{value(d.fresh)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </Card>
  );
}
