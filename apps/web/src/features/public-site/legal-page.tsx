import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { linkClass } from '../../ui/styles.ts';
import { PublicLayout, PublicPageHeading } from './public-layout.tsx';

/** Both texts were last changed on this day (shown in the reader's language). */
const LAST_UPDATED = Date.UTC(2026, 10, 1);

/**
 * A section body as written in the locale files: blank lines separate paragraphs, and lines that
 * start with "- " are list items.
 */
function Body({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) {
      blocks.push(
        <ul key={blocks.length} className="list-disc space-y-1.5 pl-5">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>,
      );
    }
    list = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) {
      list.push(line.slice(2));
    } else {
      flush();
      if (line.trim()) blocks.push(<p key={blocks.length}>{line}</p>);
    }
  }
  flush();
  return <div className="space-y-3 text-[0.95rem] leading-relaxed text-slate-700">{blocks}</div>;
}

interface LegalPageProps {
  area: 'terms' | 'privacy';
  /** Section keys under publicSite.<area>.sections, in reading order. */
  sections: readonly string[];
}

export function LegalPage({ area, sections }: LegalPageProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(
    LAST_UPDATED,
  );
  const title = t(`legal.${area}.title`);
  const anchor = (key: string) => `${area}-${key}`;
  return (
    <PublicLayout title={title}>
      <PublicPageHeading title={title} subtitle={t('legal.lastUpdated', { date })} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <nav aria-labelledby={`${area}-contents`} className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id={`${area}-contents`}
            className="text-sm font-semibold tracking-wide text-slate-900 uppercase"
          >
            {t('legal.contents')}
          </h2>
          <ol className="mt-3 space-y-2 border-l border-slate-200 pl-4 text-sm">
            {sections.map((key) => (
              <li key={key}>
                <a href={`#${anchor(key)}`} className={`${linkClass} font-normal text-slate-700`}>
                  {t(`legal.${area}.sections.${key}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-3xl">
          <p className="text-base leading-relaxed text-slate-800">{t(`legal.${area}.intro`)}</p>
          {sections.map((key) => (
            <section
              key={key}
              id={anchor(key)}
              aria-labelledby={`${anchor(key)}-title`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${anchor(key)}-title`} className="text-xl font-semibold text-slate-900">
                {t(`legal.${area}.sections.${key}.title`)}
              </h2>
              <div className="mt-3">
                <Body text={t(`legal.${area}.sections.${key}.body`)} />
              </div>
            </section>
          ))}
        </article>
      </div>
    </PublicLayout>
  );
}
