import type { ComponentType, ReactNode } from 'react';

/** A page's title with its icon and one line saying what the page is for. */
export function PageHeader({
  icon: Icon,
  title,
  intro,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  intro: ReactNode;
}) {
  return (
    <header className="flex items-start gap-4">
      <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
    </header>
  );
}
