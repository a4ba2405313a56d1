import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../ui/button.tsx';
import { CenteredPage } from '../ui/centered-page.tsx';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
}

export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <div className="space-y-4 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('errorScreen.title')}</h1>
        <p className="break-words rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {describe(error) ?? t('errorScreen.unknown')}
        </p>
        <Button fullWidth onClick={() => window.location.reload()}>
          {t('errorScreen.reload')}
        </Button>
      </div>
    </CenteredPage>
  );
}

/** The router's error element: a page that throws while rendering or loading lands here. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Outermost net, for errors above the router (providers). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
