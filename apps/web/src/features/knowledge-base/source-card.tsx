import type { BadgeColor } from '@competencyhub/domain/roles';
import type { KnowledgeSource, KnowledgeStatus } from '@competencyhub/domain/schemas/knowledge-base';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { focusRing } from '../../ui/styles.ts';

const STATUS_COLOURS: Record<KnowledgeStatus, BadgeColor> = {
  pending_review: 'orange',
  ready: 'green',
  rejected: 'gray',
};

/** The address as people read it: its escapes decoded (the link itself keeps them). */
function readableAddress(url: string): string {
  let shown = url;
  try {
    shown = decodeURI(url);
  } catch {
    // Not valid escapes: shown as it is.
  }
  // Decoded, invisible format characters (a right-to-left override) could make it read otherwise.
  return shown.replace(/[\p{Cc}\p{Cf}]/gu, '');
}

export type CardAction = 'approve' | 'reject' | 'refetch' | 'delete' | 'passages';

/** One page of the knowledge base: what it is, where it stands, and what may be done with it. */
export function SourceCard({
  source,
  busy,
  onAction,
}: {
  source: KnowledgeSource;
  /** An action on this page is running: its buttons wait. */
  busy: CardAction | null;
  onAction: (action: CardAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(iso, i18n.resolvedLanguage);
  const kind =
    source.contentType === 'application/pdf' ? 'pdf' : source.contentType === 'text/html' ? 'html' : 'text';
  return (
    <article
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby={`source-${source.id}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={`source-${source.id}`} className="font-semibold break-words text-slate-900">
            {source.title}
          </h3>
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            title={source.url}
            className={`flex max-w-full items-center gap-1 text-sm text-indigo-700 underline ${focusRing}`}
          >
            <span className="truncate">{readableAddress(source.url)}</span>
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">{t('knowledgeBase.opensNewTab')}</span>
          </a>
        </div>
        <div className="shrink-0">
          <Badge color={STATUS_COLOURS[source.status]}>{t(`knowledgeBase.status.${source.status}`)}</Badge>
        </div>
      </div>
      {source.description ? <p className="text-sm text-slate-700">{source.description}</p> : null}
      <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="sr-only">{t('knowledgeBase.fields.category')}</dt>
          <dd>{t(`knowledgeBase.categories.${source.category}`)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('knowledgeBase.fields.submitted')}</dt>
          <dd>
            {source.submittedBy
              ? t(source.autoApproved ? 'knowledgeBase.addedBy' : 'knowledgeBase.suggestedBy', {
                  name: source.submittedBy.fullName,
                  date: date(source.submittedAt),
                })
              : date(source.submittedAt)}
          </dd>
        </div>
        {source.status === 'ready' ? (
          <div>
            <dt className="sr-only">{t('knowledgeBase.fields.content')}</dt>
            <dd>
              {t('knowledgeBase.readAs', {
                kind: t(`knowledgeBase.kinds.${kind}`),
                count: source.passageCount,
                language: t(`knowledgeBase.languages.${source.searchConfig}`),
              })}
            </dd>
          </div>
        ) : null}
        {source.fetchedAt ? (
          <div>
            <dt className="sr-only">{t('knowledgeBase.fields.fetched')}</dt>
            <dd>
              {t('knowledgeBase.fetchedOn', {
                date: formatDateTime(source.fetchedAt, i18n.resolvedLanguage),
              })}
            </dd>
          </div>
        ) : null}
        {source.reviewedBy && !source.autoApproved ? (
          <div>
            <dt className="sr-only">{t('knowledgeBase.fields.reviewed')}</dt>
            <dd>
              {t('knowledgeBase.reviewedBy', {
                name: source.reviewedBy.fullName,
                date: date(source.reviewedAt ?? source.submittedAt),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {source.tags.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('knowledgeBase.fields.tags')}>
          {source.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {source.searchQuery ? (
        <p className="text-sm text-slate-600">
          {t('knowledgeBase.searchQueryIs', { query: source.searchQuery })}
        </p>
      ) : null}
      {source.notes ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700">
          <span className="font-medium">{t('knowledgeBase.fields.notes')}: </span>
          {source.notes}
        </p>
      ) : null}
      {source.rejectionReason ? (
        <p className="text-sm text-slate-700">
          {t('knowledgeBase.rejectedBecause', {
            name: source.reviewedBy?.fullName ?? '',
            reason: source.rejectionReason,
          })}
        </p>
      ) : null}
      {source.fetchProblem ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t('knowledgeBase.lastReadFailed', {
            date: formatDateTime(source.fetchProblemAt ?? source.submittedAt, i18n.resolvedLanguage),
            problem: t(`knowledgeBase.problems.${source.fetchProblem}`),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {source.status === 'pending_review' ? (
          <>
            <Button
              size="sm"
              onClick={() => onAction('approve')}
              pending={busy === 'approve'}
              pendingLabel={t('knowledgeBase.curation.processing')}
              disabled={busy !== null}
            >
              {t('knowledgeBase.actions.approve')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onAction('reject')} disabled={busy !== null}>
              {t('knowledgeBase.actions.reject')}
            </Button>
          </>
        ) : null}
        {source.status === 'ready' ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAction('passages')}
              disabled={busy !== null}
            >
              {t('knowledgeBase.actions.passages')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAction('refetch')}
              pending={busy === 'refetch'}
              pendingLabel={t('knowledgeBase.curation.processing')}
              disabled={busy !== null}
            >
              {t('knowledgeBase.actions.refetch')}
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="danger" onClick={() => onAction('delete')} disabled={busy !== null}>
          {t('knowledgeBase.actions.delete')}
        </Button>
      </div>
    </article>
  );
}
