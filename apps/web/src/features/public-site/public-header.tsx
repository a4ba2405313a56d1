import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { confirmSignedIn } from '../../lib/signed-in-hint.ts';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { focusRing } from '../../ui/styles.ts';
import { SystemLogo } from '../../ui/system-logo.tsx';

const NAV = [
  { key: 'features', to: '/landing#features' },
  { key: 'pricing', to: '/landing#pricing' },
  { key: 'faq', to: '/faq' },
] as const;

const navLinkClass = `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`;
const primaryLinkClass = `inline-flex whitespace-nowrap items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700 ${focusRing}`;

/**
 * Whether the visitor is signed in (the app's footer links here): known after the page is up, so
 * the prerendered page and an anonymous visit are unchanged.
 */
function useSignedInVisitor(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void confirmSignedIn(controller.signal).then((yes) => {
      if (!controller.signal.aborted) setSignedIn(yes);
    });
    return () => controller.abort();
  }, []);
  return signedIn;
}

/**
 * Brand, section links, sign-in and trial (or, for a signed-in visitor, the way back to the app);
 * below 1280 px everything but the brand folds into a menu.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const signedIn = useSignedInVisitor();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/landing" className={`rounded-md ${focusRing}`}>
          <SystemLogo size="header" />
        </Link>
        <nav aria-label={t('publicSite.nav.label')} className="hidden items-center gap-1 xl:flex">
          {NAV.map((item) => (
            <Link key={item.key} to={item.to} className={navLinkClass}>
              {t(`publicSite.nav.${item.key}`)}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          {signedIn ? (
            <Link to="/dashboard" className={primaryLinkClass}>
              {t('publicSite.nav.goToApp')}
            </Link>
          ) : (
            <>
              <Link to="/auth" className={navLinkClass}>
                {t('publicSite.nav.signIn')}
              </Link>
              <Link to="/auth?tab=signup" className={primaryLinkClass}>
                {t('publicSite.nav.startTrial')}
              </Link>
            </>
          )}
          <LanguageSwitcher compact />
        </div>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
          className={`inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 xl:hidden ${focusRing}`}
        >
          {open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">
            {open ? t('publicSite.nav.closeMenu') : t('publicSite.nav.openMenu')}
          </span>
        </button>
      </div>
      {/* Its contents exist only while open: one less copy of every link and of the language
          switcher to parse, lay out and hydrate on each visit (decision 0028). */}
      <div
        id={menuId}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pb-5 pt-3 sm:px-6 xl:hidden"
      >
        {open ? <MobileMenu signedIn={signedIn} /> : null}
      </div>
    </header>
  );
}

/** The folded menu's contents: the section links, trial and sign-in (or the app), and the language. */
function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('publicSite.nav.label')}>
        <ul className="space-y-1">
          {NAV.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={`block ${navLinkClass} text-base`}>
                {t(`publicSite.nav.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 grid gap-2 border-t border-slate-200 pt-4">
        {signedIn ? (
          <Link to="/dashboard" className={primaryLinkClass}>
            {t('publicSite.nav.goToApp')}
          </Link>
        ) : (
          <>
            <Link to="/auth?tab=signup" className={primaryLinkClass}>
              {t('publicSite.nav.startTrial')}
            </Link>
            <Link
              to="/auth"
              className={`inline-flex items-center justify-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 ${focusRing}`}
            >
              {t('publicSite.nav.signIn')}
            </Link>
          </>
        )}
        <div className="pt-2">
          <LanguageSwitcher />
        </div>
      </div>
    </>
  );
}
