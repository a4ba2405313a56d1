import { type ReactNode, useId } from 'react';
import { Card } from './card.tsx';

interface PanelProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card section of a page; its heading names the region for screen readers. */
export function Panel({ title, description, actions, children, className = '' }: PanelProps) {
  const headingId = useId();
  return (
    <Card as="section" labelledBy={headingId} className={`flex flex-col ${className}`}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="flex-1 px-5 py-5 sm:px-6">{children}</div>
    </Card>
  );
}
