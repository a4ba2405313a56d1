import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** Names the heading's id (`${name}-title`); with `anchor` also the section's, for /landing#name. */
  name: string;
  /** A target of the header's in-page links: focusable, and clear of the sticky header. */
  anchor?: boolean;
  title: string;
  subtitle: string;
  /** E.g. a background colour. */
  className?: string;
  children: ReactNode;
}

/** A landing page band: a centred heading and subtitle above the content. */
export function LandingSection({
  name,
  anchor = false,
  title,
  subtitle,
  className = '',
  children,
}: LandingSectionProps) {
  return (
    <section
      id={anchor ? name : undefined}
      tabIndex={anchor ? -1 : undefined}
      aria-labelledby={`${name}-title`}
      className={`py-20 sm:py-24 ${anchor ? 'scroll-mt-16 focus:outline-none' : ''} ${className}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${name}-title`} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{subtitle}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
