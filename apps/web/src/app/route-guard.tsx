import { blocksApp } from '@competencyhub/domain/account-status';
import { findNavItem } from '@competencyhub/domain/navigation';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser, wasSignedOutHere } from '../lib/session.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { NoAccessPage } from './routes/no-access-page.tsx';
import { page } from './routes/pages.tsx';
import { SIGNED_IN_PAGES } from './routes/signed-in-pages.tsx';
import { useSessionState } from './use-session-state.ts';

// Seen only by people whose account is not approved yet: nobody else downloads it.
const PendingApprovalScreen = lazy(async () => ({
  default: (await import('../features/auth/pending-approval-screen.tsx')).PendingApprovalScreen,
}));

// Seen only by people whose company asks them for a second factor they lack, past the grace period.
const MustEnrolScreen = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/security/must-enrol-screen.tsx'),
    import('../lib/i18n/i18n.ts').then(({ loadLocaleAreas }) => loadLocaleAreas(['security'])),
  ]);
  return { default: module.MustEnrolScreen };
});

/** Spec section 4: every signed-in route goes through this one guard. */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSessionState();
  const location = useLocation();

  if (session.kind === 'loading') return <FullPageSpinner label={t('app.initializing')} />;
  if (session.kind === 'signed-out') {
    if (wasSignedOutHere()) return <Navigate to="/landing" replace />;
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (blocksApp(session.me.user.status)) {
    const { email, emailVerified } = session.me.user;
    return (
      <Suspense fallback={<FullPageSpinner label={t('app.initializing')} />}>
        <PendingApprovalScreen email={email} emailVerified={emailVerified} />
      </Suspense>
    );
  }
  if (session.me.secondFactor.blocking) {
    return (
      <Suspense fallback={<FullPageSpinner label={t('app.initializing')} />}>
        <MustEnrolScreen />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** '/': the dashboard when signed in, otherwise the landing page. */
export function RootRedirect() {
  const { t } = useTranslation();
  const session = useSessionState();
  if (session.kind === 'loading') return <FullPageSpinner label={t('app.initializing')} />;
  return <Navigate to={session.kind === 'signed-in' ? '/dashboard' : '/landing'} replace />;
}

/**
 * A sidebar page opened by address by someone whose roles do not include it: a clear refusal in
 * the shell instead of a page whose every call the server would refuse.
 */
export function RequireNavAccess({ path, children }: { path: string; children: ReactNode }) {
  const me = useCurrentUser();
  const item = findNavItem(path);
  if (item && !item.roles.some((role) => me.effectiveRoles.includes(role))) return <NoAccessPage />;
  return children;
}

const NotAvailableYetPage = page(() => import('./routes/not-available-yet-page.tsx'), 'NotAvailableYetPage');

/**
 * The page of a signed-in path, or the designed "not available yet" page. It lives here, with the
 * guard every signed-in route already loaded, so the map of signed-in pages stays out of the chunk
 * the public pages share.
 */
export function SignedInPage({ path }: { path: string }) {
  const Page = SIGNED_IN_PAGES[path] ?? NotAvailableYetPage;
  return <Page />;
}
