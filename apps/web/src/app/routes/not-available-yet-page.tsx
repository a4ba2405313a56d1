import { findNavItem } from '@competencyhub/domain/navigation';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { focusRing } from '../../ui/styles.ts';

/** A signed-in page whose feature lands in a later release: designed, honest, with a way back. */
export function NotAvailableYetPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const item = findNavItem(pathname);
  const title = item ? t(item.labelKey) : t('shell.notAvailable.fallbackTitle');
  return (
    <section className="mx-auto max-w-2xl py-12" aria-labelledby="not-available-title">
      <h1 id="not-available-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h1>
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center shadow-sm">
        <Hourglass aria-hidden="true" className="mx-auto size-10 text-indigo-500" />
        <p className="mt-4 text-lg font-semibold text-slate-900">{t('shell.notAvailable.heading')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('shell.notAvailable.body', { page: title })}</p>
        <Link
          to="/dashboard"
          className={`mt-6 inline-flex rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 ${focusRing}`}
        >
          {t('shell.notAvailable.back')}
        </Link>
      </div>
    </section>
  );
}
