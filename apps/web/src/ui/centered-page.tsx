import type { ReactNode } from 'react';
import { Card } from './card.tsx';
import { SystemLogo } from './system-logo.tsx';

interface CenteredPageProps {
  children: ReactNode;
  /** Shown under the card, e.g. a help line. */
  footer?: ReactNode;
  width?: 'md' | 'lg';
}

/** Public pages (sign-in, reset, invitation) and full-page states: brand, one card, centred. */
export function CenteredPage({ children, footer, width = 'md' }: CenteredPageProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-indigo-50 via-slate-50 to-slate-50 px-4 py-10 sm:justify-center sm:py-16">
      <div className={`w-full ${width === 'lg' ? 'max-w-xl' : 'max-w-md'}`}>
        <div className="mb-8 flex justify-center">
          <SystemLogo size="lg" />
        </div>
        <Card className="p-6 sm:p-8">{children}</Card>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </main>
  );
}

export function PageHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-6 space-y-1.5 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
    </div>
  );
}
