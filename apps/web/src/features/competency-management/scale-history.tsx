import type { ScaleVersion } from '@competencyhub/domain/schemas/competencies';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';

/** Every version of the scale, newest first, with how the previous version's levels read on it. */
export function ScaleHistory({ versions }: { versions: readonly ScaleVersion[] }) {
  const { t, i18n } = useTranslation();
  if (versions.length < 2) return null;
  return (
    <section aria-labelledby="scale-history" className="space-y-3">
      <h3 id="scale-history" className="text-sm font-semibold text-slate-900">
        {t('frameworks.scale.historyTitle')}
      </h3>
      <ol className="space-y-3">
        {[...versions].reverse().map((version, index, all) => {
          const previous = all[index + 1];
          return (
            <li key={version.version} className="rounded-xl border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">
                {t('frameworks.scale.versionLine', {
                  version: version.version,
                  date: formatDate(version.createdAt, i18n.language),
                  levels: version.levels.map((level) => level.name).join(' · '),
                })}
              </p>
              {previous && version.mappingFromPrevious ? (
                <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
                  {previous.levels.map((level) => {
                    const target = version.levels.find(
                      (l) => l.value === version.mappingFromPrevious?.[String(level.value)],
                    );
                    return (
                      <li key={level.value}>
                        {level.name} <span aria-hidden="true">→</span>
                        <span className="sr-only">{t('frameworks.scale.becomes')}</span> {target?.name ?? '—'}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
