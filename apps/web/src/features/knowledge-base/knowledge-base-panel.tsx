import {
  KNOWLEDGE_CATEGORIES,
  type KnowledgeCategory,
  type KnowledgeSource,
  type KnowledgeStatus,
} from '@competencyhub/domain/schemas/knowledge-base';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import {
  type KnowledgeScope,
  type SourceFilters,
  useKnowledgeSources,
  useSourceAction,
} from './knowledge-api.ts';
import { knowledgeError } from './knowledge-messages.ts';
import { ReviewRuleSwitch } from './review-rule-switch.tsx';
import { type CardAction, SourceCard } from './source-card.tsx';
import { PassagesDialog, RejectDialog } from './source-dialogs.tsx';

const CurationDialog = lazy(() => import('./curation-dialog.tsx'));

const STATUS_FILTERS = ['all', 'pending_review', 'ready', 'rejected'] as const;

/**
 * A knowledge base: a company's (the Knowledge base tab of /company-admin) or the platform's
 * product-wide content (the AI/RAG tab of /it-admin). Lists, filters and searches its pages; adds
 * one; reviews suggestions; reads a page again; deletes one.
 */
export function KnowledgeBasePanel({ scope }: { scope: KnowledgeScope }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof STATUS_FILTERS)[number]>('all');
  const [category, setCategory] = useState<KnowledgeCategory | 'all'>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const filters: SourceFilters = { status, category, q };
  const sources = useKnowledgeSources(scope, filters);
  const action = useSourceAction(scope);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<{ id: string; action: CardAction } | null>(null);
  const [reading, setReading] = useState<KnowledgeSource | null>(null);
  const [rejecting, setRejecting] = useState<KnowledgeSource | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeSource | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const first = sources.data?.pages[0];
  const counts = first?.counts;
  const items = sources.data?.pages.flatMap((page) => page.items) ?? [];
  const total = counts ? counts.pending_review + counts.ready + counts.rejected : 0;

  async function run(source: KnowledgeSource, kind: 'approve' | 'refetch') {
    setBusy({ id: source.id, action: kind });
    try {
      await action.mutateAsync({ kind, id: source.id });
      notifySuccess({ title: t(`knowledgeBase.done.${kind}`, { title: source.title }) });
    } catch (error) {
      notifyError({ title: t('knowledgeBase.curation.errorTitle'), description: problemOf(error) });
    } finally {
      setBusy(null);
    }
  }

  const problemOf = (error: unknown) => knowledgeError(t, error);

  function onAction(source: KnowledgeSource, kind: CardAction) {
    setDialogError(null);
    if (kind === 'approve' || kind === 'refetch') void run(source, kind);
    else if (kind === 'passages') setReading(source);
    else if (kind === 'reject') setRejecting(source);
    else setDeleting(source);
  }

  return (
    <section className="space-y-5" aria-labelledby={`knowledge-${scope}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-3xl space-y-1">
          <h2 id={`knowledge-${scope}-title`} className="text-lg font-semibold text-slate-900">
            {t(scope === 'platform' ? 'knowledgeBase.platformTitle' : 'knowledgeBase.title')}
          </h2>
          <p className="text-sm text-slate-600">
            {t(scope === 'platform' ? 'knowledgeBase.platformIntro' : 'knowledgeBase.intro')}
          </p>
          {first ? (
            <p className="text-sm text-slate-600">
              {t('knowledgeBase.totals', {
                pages: t('knowledgeBase.pageCount', { count: first.counts.ready }),
                passages: t('knowledgeBase.passageCount', { count: first.passageCount }),
              })}
            </p>
          ) : null}
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('knowledgeBase.addPage')}
        </Button>
      </div>
      {scope === 'company' ? <ReviewRuleSwitch /> : null}
      <div className="space-y-3">
        {/* Product-wide pages go straight in: nothing waits for review or is rejected there. */}
        {scope === 'company' ? (
          // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, labelled as one filter
          <div role="group" aria-label={t('knowledgeBase.filters.status')} className="flex flex-wrap gap-2">
            {STATUS_FILTERS.map((value) => {
              const count = value === 'all' ? total : counts?.[value as KnowledgeStatus];
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={status === value}
                  onClick={() => setStatus(value)}
                  className={`rounded-full border px-3 py-1.5 text-sm font-medium ${
                    status === value
                      ? 'border-indigo-600 bg-indigo-600 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                  } ${focusRing}`}
                >
                  {t(`knowledgeBase.filters.${value}`)}
                  {count !== undefined ? <span className="ml-1.5 tabular-nums">({count})</span> : null}
                </button>
              );
            })}
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('knowledgeBase.filters.search')}
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('knowledgeBase.filters.searchPlaceholder')}
          />
          <SelectField
            label={t('knowledgeBase.filters.category')}
            value={category}
            onChange={(event) => setCategory(event.target.value as KnowledgeCategory | 'all')}
          >
            <option value="all">{t('knowledgeBase.filters.allCategories')}</option>
            {KNOWLEDGE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`knowledgeBase.categories.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {sources.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('app.loading')} />
        </div>
      ) : sources.isError ? (
        <Alert tone="error">{errorMessage(t, sources.error)}</Alert>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {total === 0
            ? t(scope === 'platform' ? 'knowledgeBase.emptyPlatform' : 'knowledgeBase.empty')
            : status === 'pending_review' && !q && category === 'all'
              ? t('knowledgeBase.noneWaiting')
              : t('knowledgeBase.noMatch')}
        </p>
      ) : (
        <div className="space-y-3">
          {items.map((source) => (
            <SourceCard
              key={source.id}
              source={source}
              busy={busy?.id === source.id ? busy.action : null}
              onAction={(kind) => onAction(source, kind)}
            />
          ))}
          {sources.hasNextPage ? (
            <div className="flex justify-center">
              <ShowMore list={sources} size="md" label={t('knowledgeBase.showMore')} />
            </div>
          ) : null}
        </div>
      )}
      {adding ? (
        <Suspense fallback={null}>
          <CurationDialog open={adding} onOpenChange={setAdding} scope={scope} direct />
        </Suspense>
      ) : null}
      <PassagesDialog scope={scope} source={reading} onClose={() => setReading(null)} />
      <RejectDialog
        source={rejecting}
        pending={action.isPending}
        error={dialogError}
        onClose={() => setRejecting(null)}
        onReject={(reason) => {
          if (!rejecting) return;
          const source = rejecting;
          action.mutate(
            { kind: 'reject', id: source.id, reason },
            {
              onSuccess: () => {
                setRejecting(null);
                notifySuccess({ title: t('knowledgeBase.done.reject', { title: source.title }) });
              },
              onError: (error) => setDialogError(problemOf(error)),
            },
          );
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('knowledgeBase.delete.title', { title: deleting?.title ?? '' })}
        description={t(
          deleting?.status === 'ready' ? 'knowledgeBase.delete.bodyReady' : 'knowledgeBase.delete.body',
        )}
        confirmLabel={t('knowledgeBase.delete.confirm')}
        pendingLabel={t('knowledgeBase.delete.deleting')}
        pending={action.isPending}
        error={dialogError}
        wide
        onConfirm={() => {
          if (!deleting) return;
          const source = deleting;
          action.mutate(
            { kind: 'delete', id: source.id },
            {
              onSuccess: () => {
                setDeleting(null);
                notifySuccess({ title: t('knowledgeBase.done.delete', { title: source.title }) });
              },
              onError: (error) => setDialogError(problemOf(error)),
            },
          );
        }}
      />
    </section>
  );
}
