import { blocksApp } from '@competencyhub/domain/account-status';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PendingApprovalScreen } from '../features/auth/pending-approval-screen.tsx';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { useSessionState } from './use-session-state.ts';

/** Spec section 4: every signed-in route goes through this one guard. */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSessionState();
  const location = useLocation();

  if (session.kind === 'loading') return <FullPageSpinner label={t('app.initializing')} />;
  if (session.kind === 'signed-out') {
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (blocksApp(session.me.user.status)) return <PendingApprovalScreen email={session.me.user.email} />;
  return <Outlet />;
}

/** '/': the dashboard when signed in, otherwise the sign-in page (the landing page comes later). */
export function RootRedirect() {
  const { t } = useTranslation();
  const session = useSessionState();
  if (session.kind === 'loading') return <FullPageSpinner label={t('app.initializing')} />;
  return <Navigate to={session.kind === 'signed-in' ? '/dashboard' : '/auth'} replace />;
}
