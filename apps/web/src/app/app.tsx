import { StrictMode } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { Toaster } from '../ui/toaster.tsx';
import { AppErrorBoundary } from './error-screen.tsx';

/**
 * The whole app for `router`. The browser and the build's prerender of the landing page render this
 * same tree, so the prerendered markup hydrates as it is (decision 0028).
 */
export function App({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <RouterProvider router={router} />
        <Toaster />
      </AppErrorBoundary>
    </StrictMode>
  );
}
