import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '../ui/toaster.tsx';
import { AppErrorBoundary } from './error-screen.tsx';
import { createRouter } from './router.tsx';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
      <Toaster />
    </AppErrorBoundary>
  );
}
