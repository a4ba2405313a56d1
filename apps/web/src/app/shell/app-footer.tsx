import { COPYRIGHT_YEAR, PRODUCT_NAME } from '@competencyhub/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../ui/styles.ts';
import { SystemLogo } from '../../ui/system-logo.tsx';

const LINKS = [
  { to: '/terms', key: 'appFooter.terms' },
  { to: '/privacy', key: 'appFooter.privacy' },
  { to: '/faq', key: 'appFooter.faq' },
  { to: '/contact', key: 'appFooter.contact' },
] as const;

/** The app variant of the footer (spec section 2): Terms, Privacy, FAQ, Contact. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="flex flex-col items-center justify-between gap-3 px-4 py-4 text-sm text-slate-600 sm:flex-row sm:px-6">
        <p className="flex items-center gap-2">
          <SystemLogo size="app-footer" decorative />
          <span>{t('appFooter.copyright', { year: COPYRIGHT_YEAR, product: PRODUCT_NAME })}</span>
        </p>
        <nav aria-label={t('appFooter.label')}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`rounded-sm hover:text-slate-900 hover:underline ${focusRing}`}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
