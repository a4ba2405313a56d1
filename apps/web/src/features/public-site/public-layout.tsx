import { PRODUCT_NAME } from '@competencyhub/domain/constants';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markPrerenderTakenOver } from '../../lib/prerendered.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

interface PublicLayoutProps {
  /** The page's name for the browser tab; the landing page passes none and shows the product alone. */
  title?: string;
  children: ReactNode;
}

/** The frame of every public page: skip link, header, the page, and the landing footer. */
export function PublicLayout({ title, children }: PublicLayoutProps) {
  const { t } = useTranslation();

  useEffect(markPrerenderTakenOver, []);

  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-semibold text-indigo-700 shadow focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50"
      >
        {t('publicSite.nav.skipToContent')}
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

/** The heading band at the top of the FAQ, contact and legal pages. */
export function PublicPageHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mx-auto mt-4 max-w-2xl text-base text-slate-600">{subtitle}</p> : null}
      </div>
    </div>
  );
}
