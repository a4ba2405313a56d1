import {
  FAQ_CATEGORIES,
  FAQ_SEARCH_MAX_LENGTH,
  type FaqEntry,
  type FaqVote,
} from '@competencyhub/domain/schemas/public-site';
import { ChevronDown, Search, SearchX, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadLocaleAreas } from '../../lib/i18n/i18n.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing, inputClass, linkClass } from '../../ui/styles.ts';
import { countFaqView, useFaqVote } from './faq-feedback-api.ts';
import { highlight } from './highlight.tsx';
import { PublicLayout, PublicPageHeading } from './public-layout.tsx';
import { useFaq } from './public-site-api.ts';

const SEARCH_DELAY_MS = 300;

/** "Was this answer helpful?" for a signed-in member: pressing the chosen answer again withdraws it. */
function Helpful({ entry }: { entry: FaqEntry }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  // Words only signed-in readers see: not in the public pages' own area, which every visitor loads.
  useEffect(() => {
    void loadLocaleAreas(['faq-feedback']).then(() => setReady(true));
  }, []);
  const vote = useFaqVote();
  const [thanked, setThanked] = useState(false);
  const choose = (choice: FaqVote) =>
    vote.mutate(
      { faqId: entry.id, vote: entry.myVote === choice ? null : choice },
      { onSuccess: (result) => setThanked(result.myVote !== null) },
    );
  const questionId = `faq-helpful-${entry.id}`;
  if (!ready) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 px-1 pb-5 text-sm text-slate-700">
      <span id={questionId}>{t('faqFeedback.question')}</span>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of two toggle buttons, not a form fieldset */}
      <div role="group" aria-labelledby={questionId} className="flex gap-2">
        {(['upvote', 'downvote'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={entry.myVote === choice}
            disabled={vote.isPending}
            onClick={() => choose(choice)}
            className={`rounded-full border px-3 py-1 text-sm font-medium ${
              entry.myVote === choice
                ? 'border-indigo-600 bg-indigo-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            } ${focusRing}`}
          >
            {t(`faqFeedback.${choice}`)}
          </button>
        ))}
      </div>
      <span aria-live="polite" className="text-slate-600">
        {vote.isError ? t('faqFeedback.failed') : thanked && entry.myVote ? t('faqFeedback.thanks') : ''}
      </span>
    </div>
  );
}

function FaqItem({ entry, query, canVote }: { entry: FaqEntry; query: string; canVote: boolean }) {
  return (
    // A search opens every match; without one the answers start folded.
    <details
      key={query ? 'open' : 'closed'}
      open={Boolean(query)}
      // A reader opening an answer is counted; a search opens every match by itself, which is not.
      onToggle={(event) => {
        if (event.currentTarget.open && !query) countFaqView(entry.id);
      }}
      className="group border-b border-slate-200 last:border-b-0"
    >
      <summary
        className={`flex cursor-pointer list-none items-start justify-between gap-4 rounded-md px-1 py-4 text-left text-base font-semibold text-slate-900 hover:text-indigo-700 [&::-webkit-details-marker]:hidden ${focusRing}`}
      >
        <span>{highlight(entry.question, query)}</span>
        <ChevronDown
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <p className="whitespace-pre-line px-1 pb-5 text-sm leading-relaxed text-slate-700">
        {highlight(entry.answer, query)}
      </p>
      {canVote ? <Helpful entry={entry} /> : null}
    </details>
  );
}

export function FaqPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const faq = useFaq(i18n.resolvedLanguage, query);
  const items = faq.data?.items ?? [];
  const searching = faq.isFetching || search.trim() !== query;
  const searchBox = useRef<HTMLElement>(null);

  // Fewer results make the page shorter; a reader who had scrolled down is then left with the search
  // box under the sticky header, typing blind. Bring it back just below the header.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the results change
  useEffect(() => {
    const box = searchBox.current;
    const header = document.querySelector('header');
    if (box && header && box.getBoundingClientRect().top < header.getBoundingClientRect().bottom)
      box.scrollIntoView({ block: 'start' });
  }, [query, items.length]);

  return (
    <PublicLayout title={t('publicSite.faq.title')}>
      <PublicPageHeading title={t('publicSite.faq.title')} subtitle={t('publicSite.faq.subtitle')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <search ref={searchBox} className="block scroll-mt-24">
          <Field label={t('publicSite.faq.searchLabel')}>
            {(control) => (
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
                />
                <input
                  {...control}
                  type="search"
                  value={search}
                  maxLength={FAQ_SEARCH_MAX_LENGTH}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder={t('publicSite.faq.searchPlaceholder')}
                  autoComplete="off"
                  className={`${inputClass} border-slate-300 py-3 pr-11 pl-10 text-base [&::-webkit-search-cancel-button]:hidden`}
                />
                {search ? (
                  <button
                    type="button"
                    onClick={() => setSearch('')}
                    className={`absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${focusRing}`}
                  >
                    <X aria-hidden="true" className="size-4" />
                    <span className="sr-only">{t('publicSite.faq.clear')}</span>
                  </button>
                ) : null}
              </div>
            )}
          </Field>
        </search>

        <div className="mt-4 flex min-h-6 items-center gap-3 text-sm text-slate-600">
          <p aria-live="polite">
            {faq.data
              ? query
                ? t('publicSite.faq.results', { count: items.length, query })
                : t('publicSite.faq.count', { count: items.length })
              : null}
          </p>
          {faq.data && searching ? <Spinner size="sm" label={t('publicSite.faq.searching')} /> : null}
        </div>

        <div className="mt-6">
          {faq.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner label={t('app.loading')} />
            </div>
          ) : faq.isError && !faq.data ? (
            <Alert tone="error" title={t('publicSite.faq.loadError')}>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void faq.refetch()}>
                {t('publicSite.faq.retry')}
              </Button>
            </Alert>
          ) : items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
              <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
              <h2 className="mt-4 text-lg font-semibold text-slate-900">
                {t('publicSite.faq.emptyTitle', { query })}
              </h2>
              <p className="mt-2 text-sm text-slate-600">{t('publicSite.faq.emptyBody')}</p>
              <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
                <Button variant="secondary" onClick={() => setSearch('')}>
                  {t('publicSite.faq.clear')}
                </Button>
                <Link
                  to="/contact"
                  className={`inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-indigo-700 ${focusRing}`}
                >
                  {t('publicSite.faq.more.link')}
                </Link>
              </div>
            </div>
          ) : (
            <div className="space-y-10">
              {FAQ_CATEGORIES.map((category) => {
                const entries = items.filter((entry) => entry.category === category);
                if (!entries.length) return null;
                const headingId = `faq-${category}`;
                return (
                  <section key={category} aria-labelledby={headingId}>
                    <h2
                      id={headingId}
                      className="text-sm font-semibold tracking-wide text-indigo-700 uppercase"
                    >
                      {t(`publicSite.faq.categories.${category}`)}
                    </h2>
                    <div className="mt-2 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-5">
                      {entries.map((entry) => (
                        <FaqItem
                          key={entry.id}
                          entry={entry}
                          query={query}
                          canVote={faq.data?.canVote ?? false}
                        />
                      ))}
                    </div>
                  </section>
                );
              })}
            </div>
          )}
        </div>

        <aside className="mt-14 rounded-2xl bg-slate-50 px-6 py-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t('publicSite.faq.more.title')}</h2>
          <p className="mt-2 text-sm text-slate-600">{t('publicSite.faq.more.body')}</p>
          <Link to="/contact" className={`mt-4 inline-block text-sm ${linkClass}`}>
            {t('publicSite.faq.more.link')}
          </Link>
        </aside>
      </div>
    </PublicLayout>
  );
}
