import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageStatus,
} from '@competencyhub/domain/schemas/public-site';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { useContactMessages, useSetContactMessageStatus } from './contact-inbox-api.ts';
import { ContactMessageItem } from './contact-message-item.tsx';

const FILTERS = ['all', ...CONTACT_MESSAGE_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

function useFilter(): [Filter, (next: Filter) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: Filter = raw === 'new' || raw === 'read' ? raw : 'all';
  const set = (next: Filter) => setParams(next === 'all' ? {} : { status: next }, { replace: true });
  return [filter, set];
}

/** System administration's Messages tab: what people sent through the public contact form. */
export function ContactInbox() {
  const { t } = useTranslation();
  const [filter, setFilter] = useFilter();
  const status: ContactMessageStatus | undefined = filter === 'all' ? undefined : filter;
  const messages = useContactMessages(status);
  const setStatus = useSetContactMessageStatus();
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = messages.data?.pages[0]?.unreadCount;

  const toggle = (id: string, current: ContactMessageStatus) => {
    const next = current === 'new' ? 'read' : 'new';
    setStatus.mutate(
      { id, status: next },
      {
        onSuccess: () =>
          notifySuccess({
            title: next === 'read' ? t('contactInbox.markedRead') : t('contactInbox.markedUnread'),
          }),
        onError: (error) =>
          notifyError({ title: t('contactInbox.updateFailed'), description: errorMessage(t, error) }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-lg font-semibold text-slate-900">{t('contactInbox.title')}</h2>
            {unread ? (
              <span className="rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                {t('contactInbox.unread', { count: unread })}
              </span>
            ) : null}
          </div>
          <p className="max-w-2xl text-sm text-slate-600">{t('contactInbox.subtitle')}</p>
        </div>
        <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-1 shadow-xs">
          <legend className="sr-only">{t('contactInbox.filterLabel')}</legend>
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${filter === value ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'} ${focusRing}`}
            >
              {t(`contactInbox.filters.${value}`)}
            </button>
          ))}
        </fieldset>
      </div>

      {messages.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('contactInbox.loading')} />
        </div>
      ) : messages.isError ? (
        <Alert tone="error" title={t('contactInbox.loadError')}>
          <p>{errorMessage(t, messages.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void messages.refetch()}>
            {t('contactInbox.retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">
            {filter === 'all' ? t('contactInbox.emptyTitle') : t('contactInbox.emptyFilteredTitle')}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            {filter === 'all' ? t('contactInbox.emptyBody') : t('contactInbox.emptyFilteredBody')}
          </p>
        </div>
      ) : (
        <>
          <ul className="space-y-4">
            {items.map((message) => (
              <ContactMessageItem
                key={message.id}
                message={message}
                pending={setStatus.isPending && setStatus.variables?.id === message.id}
                onToggleRead={() => toggle(message.id, message.status)}
              />
            ))}
          </ul>
          {messages.hasNextPage ? (
            <div className="flex justify-center">
              <ShowMore
                list={messages}
                size="md"
                label={t('contactInbox.loadMore')}
                pendingLabel={t('contactInbox.loading')}
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
