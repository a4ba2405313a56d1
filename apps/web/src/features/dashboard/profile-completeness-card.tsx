import { profileCompleteness } from '@competencyhub/domain/profile-completeness';
import type { Profile } from '@competencyhub/domain/schemas/profiles';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel.tsx';
import { linkClass } from '../../ui/styles.ts';

/** How complete the user's own profile is, from their real profile, and what to add. */
export function ProfileCompletenessCard({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const { percent, missing } = profileCompleteness(user);
  return (
    <Panel title={t('dashboardSummary.completeness.title')}>
      <div className="flex items-center gap-4">
        <p className="text-3xl font-bold tabular-nums text-slate-900">
          {t('dashboardSummary.completeness.percent', { percent })}
        </p>
        <div
          role="progressbar"
          aria-label={t('dashboardSummary.completeness.title')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {missing.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('dashboardSummary.completeness.complete')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700">{t('dashboardSummary.completeness.missingIntro')}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {missing.map((field) => (
              <li
                key={field}
                className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
              >
                {t(`dashboardSummary.completeness.fields.${field}`)}
              </li>
            ))}
          </ul>
          <Link to="/profile" className={`mt-4 inline-block text-sm ${linkClass}`}>
            {t('dashboardSummary.completeness.action')}
          </Link>
        </>
      )}
    </Panel>
  );
}
