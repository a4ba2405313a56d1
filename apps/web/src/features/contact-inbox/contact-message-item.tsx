import type { ContactMessage } from '@competencyhub/domain/schemas/public-site';
import { Mail, MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { linkClass } from '../../ui/styles.ts';

interface ContactMessageItemProps {
  message: ContactMessage;
  pending: boolean;
  onToggleRead: () => void;
}

export function ContactMessageItem({ message, pending, onToggleRead }: ContactMessageItemProps) {
  const { t, i18n } = useTranslation();
  const unread = message.status === 'new';
  const titleId = `contact-message-${message.id}`;
  return (
    <li
      className={`relative rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${unread ? 'border-indigo-200' : 'border-slate-200'}`}
    >
      {unread ? (
        <span aria-hidden="true" className="absolute top-0 bottom-0 left-0 w-1 rounded-l-2xl bg-indigo-600" />
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {unread ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-indigo-600" />
                {t('contactInbox.unreadMarker')}
              </span>
            ) : null}
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {t(`contactInbox.topics.${message.topic}`)}
            </span>
          </div>
          <h2 id={titleId} className={`text-base text-slate-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
            {t('contactInbox.from', { name: message.name })}
          </h2>
          <p className="text-sm break-all text-slate-600">
            <a href={`mailto:${message.email}`} className={linkClass}>
              {message.email}
            </a>
            {message.company ? <span className="break-normal"> · {message.company}</span> : null}
          </p>
        </div>
        <p className="text-xs text-slate-600">
          {t('contactInbox.received', { date: formatDateTime(message.createdAt, i18n.resolvedLanguage) })}
        </p>
      </div>
      <p className="mt-4 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
        {message.message}
      </p>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          pending={pending}
          onClick={onToggleRead}
          aria-describedby={titleId}
        >
          {unread ? (
            <MailOpen aria-hidden="true" className="size-4" />
          ) : (
            <Mail aria-hidden="true" className="size-4" />
          )}
          {unread ? t('contactInbox.markRead') : t('contactInbox.markUnread')}
        </Button>
        <a
          href={`mailto:${message.email}`}
          aria-describedby={titleId}
          className="inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('contactInbox.reply')}
        </a>
      </div>
    </li>
  );
}
