import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from '../ui/centered-page.tsx';
import { focusRing } from '../ui/styles.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <div className="space-y-4 text-center">
        <p className="text-5xl font-bold tracking-tight text-indigo-600" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
        <p className="text-sm text-slate-600">{t('notFound.body')}</p>
        <Link
          to="/"
          className={`inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700 ${focusRing}`}
        >
          {t('notFound.home')}
        </Link>
      </div>
    </CenteredPage>
  );
}
