import { HEADER_HEIGHT_UNITS, SIDEBAR_WIDTH_UNITS } from '@competencyhub/domain/constants';
import { DEFAULT_FONT, FONT_STACKS } from '@competencyhub/domain/schemas/branding';
import './shell.css';
import { hasPermission } from '@competencyhub/domain/permissions';
import { canUseHelpMode } from '@competencyhub/domain/roles';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { type CSSProperties, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { HelpModeBanner, HelpModeToggle } from '../features/help-mode/help-mode-toggle.tsx';
import { EnrolmentBanner } from '../features/security/enrolment-banner.tsx';
import { DARK_QUERY, setThemeMode } from '../lib/color-scheme.ts';
import { useCurrentUser } from '../lib/session.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { LanguageSwitcher } from '../ui/language-switcher.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { focusRing } from '../ui/styles.ts';
import { AppFooter } from './shell/app-footer.tsx';
import { CompanyBrand } from './shell/company-brand.tsx';
import { HelpAssistant } from './shell/help-assistant.tsx';
import { ReadOnlyBanner } from './shell/read-only-banner.tsx';
import { Sidebar } from './shell/sidebar.tsx';
import { SystemBanner } from './shell/system-banner.tsx';
import { UserMenu } from './shell/user-menu.tsx';

// The page's tooltips (System Admin > Tooltips) load after the shell, on every signed-in page.
const TooltipsLayer = lazy(() => import('../features/tooltips/tooltips-layer.tsx'));

/** Layout units are 0.25 rem, as in the spec's header and sidebar sizes. */
const units = (value: number) => `${value * 0.25}rem`;

/**
 * The signed-in shell (spec section 2): banner for system-level users, header with the company
 * brand, language and user menu, the sidebar (a drawer below 1024 px), the page and the footer.
 * The company's brand (issue 10) comes with /me: header height and sidebar width from its styles,
 * its colours as CSS custom properties on the container (Tailwind's utilities read them, so every
 * page follows), and its custom CSS as a stylesheet scoped to this container. The user menu is
 * outside the custom CSS's reach (data-brand-protected).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const brand = me.company?.brand ?? null;
  const themeMode = brand?.themeMode ?? 'light';
  const systemDark = useMediaQuery(DARK_QUERY);
  const dark = themeMode === 'dark' || (themeMode === 'system' && systemDark);
  // The company's mode for every page of the app; leaving the app (a public page) follows the system.
  useEffect(() => {
    setThemeMode(themeMode);
    return () => setThemeMode(null);
  }, [themeMode]);
  const font = FONT_STACKS[brand?.fontFamily ?? DEFAULT_FONT];
  // Dialogs render outside the app's container (at the end of <body>): they take the brand's font from here.
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--brand-font', font);
    root.classList.add('ch-branded');
    return () => {
      root.style.removeProperty('--brand-font');
      root.classList.remove('ch-branded');
    };
  }, [font]);
  const sizes = {
    '--header-height': units(HEADER_HEIGHT_UNITS[brand?.headerStyle ?? 'default']),
    '--sidebar-width': units(SIDEBAR_WIDTH_UNITS[brand?.sidebarStyle ?? 'default']),
    '--brand-font': font,
    ...(dark ? brand?.darkVariables : brand?.variables),
  } as CSSProperties;
  const accent = Boolean(brand?.variables['--brand-accent']);

  // A new page closes the drawer; focus goes back to the menu button through the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);

  return (
    <div style={sizes} className="ch-app flex min-h-dvh flex-col bg-slate-50">
      {brand?.customCssUrl ? <link rel="stylesheet" href={brand.customCssUrl} precedence="brand" /> : null}
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-semibold text-indigo-700 shadow focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-[70]"
      >
        {t('app.skipToContent')}
      </a>
      <div data-brand-protected="" className="print:hidden">
        <SystemBanner me={me} />
      </div>
      <header
        className={`sticky top-0 z-40 bg-white/95 backdrop-blur print:hidden ${
          accent ? 'brand-accent-line' : 'border-b border-slate-200'
        }`}
      >
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:h-[var(--header-height)]">
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger
              className={`-ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden ${focusRing}`}
              aria-label={t('shell.openNavigation')}
            >
              <Menu aria-hidden="true" className="size-5" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 lg:hidden" />
              <Dialog.Content
                aria-describedby={undefined}
                className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-xl focus:outline-none lg:hidden"
              >
                <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
                  <Dialog.Title className="text-base font-semibold text-slate-900">
                    {t('nav.label')}
                  </Dialog.Title>
                  <Dialog.Close
                    className={`rounded-lg p-2 text-slate-700 hover:bg-slate-100 ${focusRing}`}
                    aria-label={t('shell.closeNavigation')}
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                </div>
                <div className="flex-1 overflow-y-auto">
                  <Sidebar onNavigate={() => setDrawerOpen(false)} />
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <div className={`min-w-0 flex-1 ${brand?.logoPosition === 'center' ? 'flex justify-center' : ''}`}>
            <CompanyBrand company={me.company} showName={brand?.showCompanyName ?? true} />
          </div>
          <div data-brand-protected="" className="flex shrink-0 items-center gap-2 sm:gap-3">
            {canUseHelpMode(me.user.role) ? (
              <HelpModeToggle canCreateTooltips={hasPermission(me.user.role, 'operate_platform')} />
            ) : null}
            <LanguageSwitcher compact />
            <UserMenu me={me} />
          </div>
        </div>
      </header>
      <HelpModeBanner />
      {me.company?.subscription?.access === 'read_only' ? (
        <ReadOnlyBanner role={me.user.role} trial={me.company.subscription.status === 'trialing'} />
      ) : null}
      {me.secondFactor.required && !me.secondFactor.enrolled ? <EnrolmentBanner /> : null}
      <div className="flex flex-1">
        {/* The column carries the background and border the full height; the sidebar inside stays in view. */}
        <div className="hidden w-[var(--sidebar-width)] shrink-0 border-r border-slate-200 bg-white lg:block print:hidden">
          <div className="sticky top-[var(--header-height)] max-h-[calc(100dvh-var(--header-height))] overflow-y-auto">
            <Sidebar />
          </div>
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <main
            id="main"
            tabIndex={-1}
            className="w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
          >
            <Suspense
              fallback={
                <div className="flex justify-center py-20">
                  <Spinner label={t('app.loading')} />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </main>
          {/* Room under the footer for the Help button, so it never covers the page's last line. */}
          <div className="pb-20 print:hidden">
            <AppFooter />
          </div>
          <HelpAssistant role={me.user.role} fullName={me.user.fullName} />
          <Suspense fallback={null}>
            <TooltipsLayer />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
