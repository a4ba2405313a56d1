import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { AppLayout } from './app-layout.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { RequireAuth, RootRedirect } from './route-guard.tsx';

/** React.lazy for named exports: each page is its own chunk. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const AuthPage = page(() => import('../features/auth/auth-page.tsx'), 'AuthPage');
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const VerifyEmailPage = page(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const AcceptInvitationPage = page(
  () => import('../features/invitations/accept-invitation-page.tsx'),
  'AcceptInvitationPage',
);
const DashboardRoute = page(() => import('./routes/dashboard-route.tsx'), 'DashboardRoute');
const NotFoundPage = page(() => import('./not-found-page.tsx'), 'NotFoundPage');

function RootLayout() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<FullPageSpinner label={t('app.loading')} />}>
      <Outlet />
    </Suspense>
  );
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        { path: '/', element: <RootRedirect /> },
        { path: '/login', element: <Navigate to="/auth" replace /> },
        { path: '/register', element: <Navigate to="/auth?tab=signup" replace /> },
        { path: '/auth', element: <AuthPage /> },
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/verify-email', element: <VerifyEmailPage /> },
        { path: '/invitation/accept/:invitationId', element: <AcceptInvitationPage /> },
        {
          element: <RequireAuth />,
          children: [
            { element: <AppLayout />, children: [{ path: '/dashboard', element: <DashboardRoute /> }] },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
