import type { AssistantMessage, Citation, ExternalSource } from '@competencyhub/domain/schemas/assistant';
import { ExternalLink, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { focusRing } from '../../ui/styles.ts';
import { useRateAnswer } from './assistant-api.ts';
import { SafeMarkdown } from './safe-markdown.tsx';

/** A message as the dialog shows it: the server's, or one made here while waiting (id `local-…`). */
export type Item = AssistantMessage & { failure?: string };

/**
 * Spec section 2: 'External Sources Found', numbered cards (title, description, domain) that open
 * in a new tab and can be added to the knowledge base. Their text is shown as text, never as markup.
 */
export function ExternalSources({
  sources,
  onAdd,
}: {
  sources: readonly ExternalSource[];
  onAdd: (source: ExternalSource) => void;
}) {
  const { t } = useTranslation();
  const idBase = useId();
  return (
    <section className="mt-3 space-y-2" aria-label={t('assistant.externalSources.title')}>
      <h3 className="text-xs font-semibold text-slate-700">{t('assistant.externalSources.title')}</h3>
      <p className="text-xs text-slate-600">{t('assistant.externalSources.intro')}</p>
      <ol className="space-y-2">
        {sources.map((source, index) => (
          <li key={source.url} className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
            <div className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1 space-y-1">
                <a
                  id={`${idBase}-${index}`}
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex items-start gap-1 font-medium break-words text-indigo-700 underline ${focusRing}`}
                >
                  {source.title}
                  <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                  <span className="sr-only">{t('assistant.externalSources.opensNewTab')}</span>
                </a>
                {source.description ? <p className="text-xs text-slate-700">{source.description}</p> : null}
                <p className="text-xs text-slate-500">{source.domain}</p>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => onAdd(source)}
                  aria-describedby={`${idBase}-${index}`}
                >
                  <Plus aria-hidden="true" className="size-3.5" />
                  {t('assistant.externalSources.add')}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

const linkClass = `font-medium text-indigo-700 underline ${focusRing}`;

/**
 * A source's title as a link, built as an element, not Markdown: a page's address may hold "](" and
 * would otherwise add links of its own. App paths stay in the app; web pages (http and https only,
 * as the server keeps them) open in a new tab.
 */
function CitationLink({ title, url }: { title: string; url: string }) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={linkClass}>
        {title}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {title}
      </a>
    );
  }
  return <span className="font-medium">{title}</span>;
}

function Sources({ citations }: { citations: Citation[] }) {
  const { t } = useTranslation();
  return (
    <ol className="mt-2 space-y-3">
      {citations.map((citation) => (
        <li
          key={`${citation.kind}-${citation.url}-${citation.title}`}
          className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200"
        >
          <p className="text-xs font-medium text-slate-500">{t(`assistant.kinds.${citation.kind}`)}</p>
          <CitationLink title={citation.title} url={citation.url} />
          <div className="mt-1 text-sm text-slate-700">
            <SafeMarkdown text={citation.excerpt} links={false} />
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Feedback({ message }: { message: Item }) {
  const { t } = useTranslation();
  const rate = useRateAnswer();
  const [rating, setRating] = useState(message.rating);
  const [comment, setComment] = useState('');
  const [commented, setCommented] = useState(false);
  if (message.id.startsWith('local-')) return null;
  const send = (choice: 'helpful' | 'not_helpful', text?: string) =>
    rate.mutate(
      { messageId: message.id, input: { rating: choice, ...(text ? { comment: text } : {}) } },
      {
        onSuccess: () => {
          setRating(choice);
          if (text) setCommented(true);
        },
      },
    );
  if (!rating) {
    return (
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span id={`rate-${message.id}`}>{t('assistant.feedback.question')}</span>
        {/* biome-ignore lint/a11y/useSemanticElements: two buttons labelled by the question, not a form */}
        <div role="group" aria-labelledby={`rate-${message.id}`} className="flex gap-2">
          {(['helpful', 'not_helpful'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              disabled={rate.isPending}
              onClick={() => send(choice)}
              className={`rounded-full border border-slate-300 bg-white px-2.5 py-0.5 font-medium text-slate-700 hover:bg-slate-50 ${focusRing}`}
            >
              {t(`assistant.feedback.${choice}`)}
            </button>
          ))}
        </div>
        {rate.isError ? <span role="alert">{t('assistant.feedback.failed')}</span> : null}
      </div>
    );
  }
  return (
    <div className="mt-2 space-y-2 text-xs text-slate-600">
      <p role="status">{t('assistant.feedback.thanks')}</p>
      {commented ? null : (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (comment.trim()) send(rating, comment.trim());
          }}
        >
          <label className="sr-only" htmlFor={`comment-${message.id}`}>
            {t('assistant.feedback.commentLabel')}
          </label>
          <input
            id={`comment-${message.id}`}
            value={comment}
            maxLength={1000}
            onChange={(event) => setComment(event.target.value)}
            placeholder={t('assistant.feedback.commentPlaceholder')}
            className={`min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-xs ${focusRing}`}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={!comment.trim() || rate.isPending}>
            {t('assistant.feedback.send')}
          </Button>
        </form>
      )}
    </div>
  );
}

export function Answer({
  message,
  onAddSource,
}: {
  message: Item;
  onAddSource: (source: ExternalSource) => void;
}) {
  const { t } = useTranslation();
  if (message.mode === 'error') {
    return <p>{message.failure ?? t('assistant.errorReply')}</p>;
  }
  const external = message.externalSources.length ? (
    <ExternalSources sources={message.externalSources} onAdd={onAddSource} />
  ) : null;
  if (message.mode === 'model') {
    return (
      <>
        {/* While it streams in, the model's text is not checked yet: its links are text until the
            server's answer (which keeps only the cited passages' links) replaces it. */}
        <SafeMarkdown text={message.content} links={!message.id.startsWith('local-')} />
        {message.id.startsWith('local-') ? null : (
          <p className="mt-2 text-xs text-slate-500">{t('assistant.aiLabel')}</p>
        )}
        {message.citations.length ? (
          <>
            <p className="mt-3 text-xs font-semibold text-slate-600">{t('assistant.sources')}</p>
            <Sources citations={message.citations} />
          </>
        ) : null}
        {external}
      </>
    );
  }
  if (message.citations.length === 0) {
    return (
      <>
        <p>
          {t('assistant.nothingFound')}{' '}
          <Link to="/contact" className={`font-medium text-indigo-700 underline ${focusRing}`}>
            {t('assistant.contactSupport')}
          </Link>
        </p>
        {external}
      </>
    );
  }
  return (
    <>
      <p className="text-xs font-semibold text-slate-600">{t('assistant.retrievalLabel')}</p>
      <Sources citations={message.citations} />
      {external}
    </>
  );
}
