import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { canGrantRole } from '@competencyhub/domain/roles';
import type { CompanySession } from '@competencyhub/domain/schemas/it-admin-sessions';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { type SessionAction, useCompanySessions, useSessionAction } from './sessions-api.ts';
import { SessionRow, sessionDevice } from './sessions-row.tsx';

interface Pending {
  action: SessionAction;
  session: CompanySession;
}

/**
 * IT Administration > Users (issue 24, decision 0074): who is signed in to the company, on which
 * device, from which address and how recently, newest activity first, 20 at a time; an IT
 * administrator signs a session or a person out, or makes someone choose a new password. Each action
 * asks first (decision 0018).
 */
export function SessionsPanel() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const grantContext = { systemOwnerCompany: me.company?.id === SYSTEM_OWNER_COMPANY_ID };
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const sessions = useCompanySessions(q);
  const act = useSessionAction();
  const [pending, setPending] = useState<Pending | null>(null);
  // The row acted on may leave the list, and its button with it: focus goes back to the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const items = sessions.data?.pages.flatMap((page) => page.items) ?? [];
  const first = sessions.data?.pages[0];
  const total = first?.total ?? 0;

  const confirm = () => {
    if (!pending) return;
    const { action, session } = pending;
    act.mutate(action, {
      onSuccess: ({ signedOut }) => {
        setPending(null);
        heading.current?.focus();
        const name = session.person.fullName;
        notifySuccess({
          title:
            action.kind === 'session'
              ? t('itUsers.done.session', { device: sessionDevice(t, session), name })
              : action.kind === 'person'
                ? t('itUsers.done.person', { name, count: signedOut })
                : t('itUsers.done.reset', { name }),
        });
      },
    });
  };

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {t('itUsers.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('itUsers.intro')}</p>
      </div>
      <Card as="section" labelledBy="it-users-sessions" className="space-y-4 px-5 py-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <h3 id="it-users-sessions" className="font-semibold text-slate-900">
              {t('itUsers.sessions')}
            </h3>
            {sessions.data ? (
              <p className="text-sm text-slate-600" aria-live="polite">
                {first?.totalCapped
                  ? t('itUsers.countCapped', { total: new Intl.NumberFormat(i18n.language).format(total) })
                  : t('itUsers.count', { count: total })}
              </p>
            ) : null}
          </div>
          <TextField
            label={t('itUsers.search')}
            type="search"
            className="w-full sm:w-72"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {sessions.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : sessions.isError ? (
          <Alert tone="error">{errorMessage(t, sessions.error)}</Alert>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{q ? t('itUsers.noMatch') : t('itUsers.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((session) => {
              // User Management's rule, mirrored: never oneself, only people whose role one could grant.
              const self = session.person.id === me.user.id;
              const mayActOnPerson = !self && canGrantRole(me.user.role, session.person.role, grantContext);
              return (
                <SessionRow
                  key={session.id}
                  session={session}
                  maySignOut={!session.current && (self || mayActOnPerson)}
                  mayActOnPerson={mayActOnPerson}
                  onAction={(action) => {
                    act.reset();
                    setPending({ action, session });
                  }}
                />
              );
            })}
          </ul>
        )}
        <ShowMore list={sessions} label={t('itUsers.more')} />
        <p className="text-xs text-slate-600">{t('itUsers.placeNote')}</p>
      </Card>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        {...dialogText(t, pending)}
        pending={act.isPending}
        error={act.isError ? errorMessage(t, act.error) : null}
        onConfirm={confirm}
      />
    </div>
  );
}

function dialogText(t: ReturnType<typeof useTranslation>['t'], pending: Pending | null) {
  const name = pending?.session.person.fullName ?? '';
  const kind = pending?.action.kind ?? 'session';
  const device = pending ? sessionDevice(t, pending.session) : '';
  return {
    title: t(`itUsers.confirm.${kind}.title`, { name, device }),
    description: t(`itUsers.confirm.${kind}.body`, { name, device }),
    confirmLabel: t(`itUsers.confirm.${kind}.confirm`),
    pendingLabel: t('itUsers.confirm.working'),
  };
}
