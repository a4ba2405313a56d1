import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { useCurrentUser, useSignOut } from '../lib/session.ts';
import { Avatar } from '../ui/avatar.tsx';
import { BrandMark } from '../ui/brand-mark.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { focusRing } from '../ui/styles.ts';

/** The minimal signed-in shell: a top bar with the product, the user and Sign out. */
export function AppLayout() {
  const { t } = useTranslation();
  const { user, company } = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();

  const onSignOut = () => {
    signOut.mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) });
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-semibold text-indigo-700 shadow focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50"
      >
        {t('app.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/dashboard" className={`rounded-md ${focusRing}`} aria-label={t('app.homeLink')}>
            <BrandMark />
          </Link>
          <div className="flex min-w-0 items-center gap-3">
            <div className="hidden min-w-0 text-right sm:block">
              <p className="truncate text-sm font-semibold text-slate-900">{user.fullName}</p>
              {company ? <p className="truncate text-xs text-slate-600">{company.name}</p> : null}
            </div>
            <Avatar name={user.fullName} />
            <span className="sr-only sm:hidden">{user.fullName}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={onSignOut}
              pending={signOut.isPending}
              pendingLabel={t('common.signingOut')}
            >
              {t('common.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 py-8 focus:outline-none sm:px-6 sm:py-10"
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
    </div>
  );
}
