import { navigationPaths } from '@competencyhub/domain/navigation';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { PUBLIC_PAGES, page, SIGNED_IN_AREAS } from './routes/pages.tsx';

// The guard, like the shell, reads the session with TanStack Query; public pages need neither.
const RequireNavAccess = lazy(async () => ({
  default: (await import('./route-guard.tsx')).RequireNavAccess,
}));

// The shell (sidebar, menus, drawer) is its own chunk: public pages never download it.
const AppLayout = page(() => import('./app-layout.tsx'), 'AppLayout', { areas: SIGNED_IN_AREAS });
const RequireAuth = page(() => import('./route-guard.tsx'), 'RequireAuth', { areas: SIGNED_IN_AREAS });
const RootRedirect = page(() => import('./route-guard.tsx'), 'RootRedirect');
const NotFoundPage = page(() => import('./not-found-page.tsx'), 'NotFoundPage', { queries: false });
// Each signed-in path's page comes from the guard's chunk (already loaded by RequireAuth).
const SignedInPage = lazy(async () => ({ default: (await import('./route-guard.tsx')).SignedInPage }));

function RootLayout() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<FullPageSpinner label={t('app.loading')} delayed />}>
      <Outlet />
    </Suspense>
  );
}

function signedInRoute(path: string) {
  return {
    path,
    element: (
      <RequireNavAccess path={path}>
        <SignedInPage path={path} />
      </RequireNavAccess>
    ),
  };
}

/** Every route of the app; the browser router uses them, and so does the build's prerender (src/prerender.tsx). */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        { path: '/', element: <RootRedirect /> },
        { path: '/login', element: <Navigate to="/auth" replace /> },
        { path: '/register', element: <Navigate to="/auth?tab=signup" replace /> },
        { path: '/users', element: <Navigate to="/user-management" replace /> },
        ...Object.entries(PUBLIC_PAGES).map(([path, Page]) => ({ path, element: <Page /> })),
        {
          element: <RequireAuth />,
          children: [{ element: <AppLayout />, children: navigationPaths().map(signedInRoute) }],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(appRoutes());
}
