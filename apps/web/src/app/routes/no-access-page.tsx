import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../ui/styles.ts';

/** Shown inside the shell when a page is opened by someone whose role does not include it. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="no-access-title">
      <ShieldX aria-hidden="true" className="mx-auto size-12 text-slate-400" />
      <h1 id="no-access-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
        {t('shell.noAccess.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{t('shell.noAccess.body')}</p>
      <Link
        to="/dashboard"
        className={`mt-6 inline-flex rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 ${focusRing}`}
      >
        {t('shell.noAccess.back')}
      </Link>
    </section>
  );
}
