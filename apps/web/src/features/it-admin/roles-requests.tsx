import { canAdministerCompany } from '@competencyhub/domain/roles';
import type { RoleRequest } from '@competencyhub/domain/schemas/it-admin-roles';
import { ROLE_REQUEST_LIMITS } from '@competencyhub/domain/schemas/it-admin-roles-messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { RoleBadge } from '../../ui/role-badge.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  ROLE_REQUESTS_PAGE,
  type RoleRequestAction,
  useRoleRequestAction,
  useRoleRequests,
} from './roles-api.ts';
import { itAdminError } from './roles-messages.ts';
import { RoleRequestForm } from './roles-request-form.tsx';

const STATUS_COLOURS = { pending: 'orange', approved: 'green', rejected: 'red', withdrawn: 'gray' } as const;

/** Role requests: the form, then every request of the company, pending first, 20 a page. */
export function RoleRequests() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const requests = useRoleRequests(offset);
  const data = requests.data;
  return (
    <section aria-labelledby="it-role-requests" className="space-y-4">
      <div className="space-y-1">
        <h3 id="it-role-requests" className="text-base font-semibold text-slate-900">
          {t('itRoles.requests.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('itRoles.requests.intro')}</p>
      </div>
      <RoleRequestForm />
      {requests.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('app.loading')} />
        </div>
      ) : requests.isError ? (
        <Alert tone="error">{itAdminError(t, requests.error)}</Alert>
      ) : data && data.total === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {t('itRoles.requests.none')}
        </p>
      ) : data ? (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('itRoles.requests.counts', {
              from: offset + 1,
              to: offset + data.items.length,
              total: data.total,
              count: data.pending,
            })}
          </p>
          <ul className="space-y-3">
            {data.items.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} />
              </li>
            ))}
          </ul>
          {data.total > ROLE_REQUESTS_PAGE ? (
            <nav aria-label={t('itRoles.requests.pages')} className="flex gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - ROLE_REQUESTS_PAGE))}
              >
                {t('itRoles.requests.previous')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={offset + ROLE_REQUESTS_PAGE >= data.total}
                onClick={() => setOffset(offset + ROLE_REQUESTS_PAGE)}
              >
                {t('itRoles.requests.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function RequestCard({ request }: { request: RoleRequest }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const mine = request.requestedBy.id === me.user.id;
  const titleId = `it-role-request-${request.id}`;
  return (
    <Card as="article" labelledBy={titleId} className="space-y-3 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={titleId} className="font-semibold break-words text-slate-900">
            {request.person.fullName}
          </h4>
          <p className="text-sm break-all text-slate-600">{request.person.email}</p>
        </div>
        <Badge color={STATUS_COLOURS[request.status]}>{t(`itRoles.status.${request.status}`)}</Badge>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>{t('itRoles.requests.change')}</span>
        <RoleBadge role={request.fromRole} />
        <span aria-hidden="true">→</span>
        <span className="sr-only">{t('itRoles.requests.to')}</span>
        <RoleBadge role={request.role} />
      </p>
      <p className="text-sm break-words whitespace-pre-line text-slate-800">
        <span className="font-medium">{t('itRoles.requests.reason')}</span> {request.reason}
      </p>
      <p className="text-xs text-slate-600">
        {t('itRoles.requests.askedBy', {
          name: request.requestedBy.fullName,
          date: formatDateTime(request.requestedAt, i18n.language),
        })}
      </p>
      {request.decidedAt && request.status !== 'pending' ? (
        <p className="text-xs text-slate-600">
          {request.decidedBy
            ? t('itRoles.requests.decidedBy', {
                name: request.decidedBy.fullName,
                date: formatDateTime(request.decidedAt, i18n.language),
              })
            : t('itRoles.requests.withdrawnOn', { date: formatDateTime(request.decidedAt, i18n.language) })}
          {request.decisionNote ? ` — ${request.decisionNote}` : ''}
        </p>
      ) : null}
      {request.status === 'pending' && !mine && canAdministerCompany(me.user.role) ? (
        <Decision request={request} />
      ) : null}
      {request.status === 'pending' && mine ? <Withdraw request={request} /> : null}
    </Card>
  );
}

function useAct() {
  const { t } = useTranslation();
  const action = useRoleRequestAction();
  const act = (input: RoleRequestAction, done: () => void) =>
    action.mutate(input, {
      onSuccess: () => {
        notifySuccess({ title: t(`itRoles.done.${input.kind}`) });
        done();
      },
      onError: (error) =>
        notifyError({ title: t('itRoles.done.failed'), description: itAdminError(t, error) }),
    });
  return { act, pending: action.isPending };
}

function Decision({ request }: { request: RoleRequest }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const { act, pending } = useAct();
  return (
    <div className="space-y-3 border-t border-slate-100 pt-3">
      <TextField
        label={t('itRoles.decision.note')}
        hint={t('itRoles.decision.noteHint')}
        value={note}
        maxLength={ROLE_REQUEST_LIMITS.noteChars}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          size="sm"
          disabled={pending}
          aria-describedby={`it-role-request-${request.id}`}
          onClick={() => act({ kind: 'approve', id: request.id, note }, () => setNote(''))}
        >
          {t('itRoles.decision.approve')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={pending}
          aria-describedby={`it-role-request-${request.id}`}
          onClick={() => act({ kind: 'reject', id: request.id, note }, () => setNote(''))}
        >
          {t('itRoles.decision.reject')}
        </Button>
      </div>
    </div>
  );
}

function Withdraw({ request }: { request: RoleRequest }) {
  const { t } = useTranslation();
  const { act, pending } = useAct();
  return (
    <div className="border-t border-slate-100 pt-3">
      <Button
        size="sm"
        variant="secondary"
        disabled={pending}
        aria-describedby={`it-role-request-${request.id}`}
        onClick={() => act({ kind: 'withdraw', id: request.id }, () => undefined)}
      >
        {t('itRoles.decision.withdraw')}
      </Button>
    </div>
  );
}
