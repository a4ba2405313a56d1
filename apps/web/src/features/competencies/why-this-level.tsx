import { confidenceBand, isStale, levelValidUntil } from '@competencyhub/domain/level-confidence';
import type { AssessedCompetency } from '@competencyhub/domain/schemas/assessments';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useLevelHistory } from './assessments-api.ts';
import { EvidenceHistory } from './evidence-history.tsx';
import { useLevelText } from './level-text.ts';

/** Today as the server's validity dates count it (UTC days). */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

const LevelHistoryChart = lazy(() => import('./level-history-chart.tsx'));

/**
 * "Why this level?": every source that counted, who (or how many peers), what level, when and with
 * what weight, under the company's rules; then the level's history as a chart and as a table.
 */
export function WhyThisLevel({
  companyId,
  personId,
  competency,
  minPeerRaters,
}: {
  companyId: string;
  personId: string | null;
  competency: AssessedCompetency;
  minPeerRaters: number;
}) {
  const { t, i18n } = useTranslation();
  const levelText = useLevelText();
  const history = useLevelHistory(companyId, personId, competency.competencyId, true);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const { current } = competency;
  // A linked certificate that expires after the re-assessment date is what the level holds until.
  const reassessBy = levelValidUntil(current, null);
  const vouching =
    current.validUntil !== null && reassessBy !== null && current.validUntil > reassessBy
      ? competency.certifications.find((certification) => certification.expiresOn === current.validUntil)
      : undefined;
  return (
    <div className="space-y-4">
      {current.contributions.length === 0 ? (
        <p className="text-sm text-slate-600">
          {personId ? t('competencies.why.noneOther') : t('competencies.why.none')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('competencies.why.caption', { name: competency.name })}</caption>
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {t('competencies.why.source')}
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {t('competencies.why.who')}
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {t('competencies.why.level')}
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {t('competencies.why.when')}
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  {t('competencies.why.weight')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {current.contributions.map((contribution) => (
                <tr key={contribution.source}>
                  <td className="py-2 pr-3 text-slate-900">
                    {t(`competencies.sources.${contribution.source}`)}
                  </td>
                  <td className="py-2 pr-3 text-slate-700">
                    {contribution.source === 'peers'
                      ? t('competencies.why.peers', { count: contribution.peerCount ?? 0 })
                      : contribution.raterName}
                  </td>
                  <td className="py-2 pr-3 text-slate-700">
                    {levelText(contribution.level, competency.levels)}
                  </td>
                  <td className="py-2 pr-3 text-slate-700">
                    {formatDate(contribution.ratedAt, i18n.language)}
                  </td>
                  <td className="py-2 text-slate-700">
                    {contribution.weight === 0
                      ? t('competencies.why.notUsed')
                      : percent.format(contribution.weight)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {current.level !== null ? (
        <div className="space-y-1 text-sm text-slate-700">
          <p>
            <span className="font-medium text-slate-900">
              {t('competencies.why.confidence', {
                band: t(`competencies.why.confidenceBands.${confidenceBand(current.confidence)}`),
                score: current.confidence,
              })}
            </span>{' '}
            {t('competencies.why.confidenceHint')}
          </p>
          {current.validUntil ? (
            <p>
              {t(
                isStale(current.validUntil, todayUtc())
                  ? 'competencies.why.stale'
                  : vouching
                    ? 'competencies.why.validUntilCertificate'
                    : 'competencies.why.validUntil',
                {
                  date: formatDate(`${current.validUntil}T12:00:00Z`, i18n.language),
                  name: vouching?.name ?? '',
                },
              )}
            </p>
          ) : null}
        </div>
      ) : null}
      {current.peersWithheld > 0 ? (
        <p className="text-sm text-slate-600">
          {t(
            current.contributions.some((c) => c.source === 'peers')
              ? 'competencies.peers.pendingRound'
              : 'competencies.peers.withheld',
            { count: current.peersWithheld, min: minPeerRaters },
          )}
        </p>
      ) : null}
      <EvidenceHistory companyId={companyId} personId={personId} competencyId={competency.competencyId} />
      <div>
        <h4 className="text-sm font-semibold text-slate-900">{t('competencies.history.title')}</h4>
        {history.isPending ? (
          <Spinner label={t('app.loading')} size="sm" />
        ) : history.isError ? (
          <Alert tone="error">{errorMessage(t, history.error)}</Alert>
        ) : history.data.points.length === 0 ? (
          <p className="text-sm text-slate-600">{t('competencies.history.empty')}</p>
        ) : (
          <div className="space-y-2">
            <Suspense fallback={<Spinner label={t('app.loading')} size="sm" />}>
              <LevelHistoryChart history={history.data} />
            </Suspense>
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-indigo-700">
                {t('competencies.history.asTable')}
              </summary>
              <table className="mt-2 w-full text-left text-sm">
                <thead className="text-xs text-slate-600">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      {t('competencies.why.when')}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      {t('competencies.why.source')}
                    </th>
                    <th scope="col" className="py-1 font-semibold">
                      {t('competencies.why.level')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {history.data.points.map((point) => (
                    <tr key={`${point.ratedAt}-${point.source}`}>
                      <td className="py-1.5 pr-3">{formatDate(point.ratedAt, i18n.language)}</td>
                      <td className="py-1.5 pr-3">
                        {point.source === 'peers'
                          ? t('competencies.why.peers', { count: point.peerCount ?? 0 })
                          : `${t(`competencies.sources.${point.source}`)}${point.raterName ? ` (${point.raterName})` : ''}`}
                      </td>
                      <td className="py-1.5">{levelText(point.level, history.data.levels)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </div>
        )}
      </div>
    </div>
  );
}
