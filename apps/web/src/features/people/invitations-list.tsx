import type { BadgeColor } from '@competencyhub/domain/roles';
import { INVITATION_STATUSES, type Invitation } from '@competencyhub/domain/schemas/invitations';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { RoleBadge } from '../../ui/role-badge.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  type InvitationStatus,
  useInvitations,
  useResendInvitation,
  useRevokeInvitation,
} from './invitations-api.ts';

const STATUS_COLORS: Record<Invitation['status'], BadgeColor> = {
  pending: 'blue',
  accepted: 'green',
  revoked: 'gray',
  expired: 'orange',
};

function InvitationRow({
  invitation,
  onError,
}: {
  invitation: Invitation;
  onError: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const { email, status } = invitation;
  const date = formatDate(invitation.expiresAt, i18n.resolvedLanguage);
  const when =
    status === 'pending'
      ? t('invitations.expires', { date })
      : status === 'expired'
        ? t('invitations.expired', { date })
        : t('invitations.invitedOn', { date: formatDate(invitation.createdAt, i18n.resolvedLanguage) });
  const fail = (error: unknown) => onError(errorMessage(t, error));

  return (
    <li className="flex flex-col gap-2 py-3.5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p title={email} className="truncate text-sm font-medium text-slate-900">
          {email}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <RoleBadge role={invitation.role} />
          <Badge color={STATUS_COLORS[status]}>{t(`invitations.status.${status}`)}</Badge>
          <span>{when}</span>
          {invitation.invitedByName ? (
            <span>{t('invitations.invitedBy', { name: invitation.invitedByName })}</span>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 self-start sm:self-center">
        {status === 'pending' || status === 'expired' ? (
          <Button
            size="sm"
            variant="secondary"
            pending={resend.isPending}
            aria-label={t('invitations.resendFor', { email })}
            onClick={() =>
              resend.mutate(invitation.id, {
                onSuccess: () => notifySuccess({ title: t('invitations.resent', { email }) }),
                onError: fail,
              })
            }
          >
            {t('invitations.resend')}
          </Button>
        ) : null}
        {status === 'pending' ? (
          <Button
            size="sm"
            variant="danger"
            aria-label={t('invitations.revokeFor', { email })}
            onClick={() => setConfirmingRevoke(true)}
          >
            {t('invitations.revoke')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        wide
        open={confirmingRevoke}
        onOpenChange={(open) => {
          setConfirmingRevoke(open);
          if (!open) revoke.reset();
        }}
        title={t('invitations.revokeDialog.title', { email })}
        description={t('invitations.revokeDialog.body', { email })}
        confirmLabel={t('invitations.revokeDialog.confirm')}
        pendingLabel={t('invitations.revokeDialog.working')}
        pending={revoke.isPending}
        error={revoke.isError ? errorMessage(t, revoke.error) : null}
        onConfirm={() =>
          revoke.mutate(invitation.id, {
            onSuccess: () => {
              setConfirmingRevoke(false);
              notifySuccess({ title: t('invitations.revoked', { email }) });
            },
          })
        }
      />
    </li>
  );
}

/** The company's invitations, newest first; with `filterable`, a status filter and a count. */
export function InvitationsList({ filterable = false }: { filterable?: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<InvitationStatus | ''>('');
  const invitations = useInvitations(status || undefined);
  const [error, setError] = useState<string | null>(null);
  const items = invitations.data?.pages.flatMap((page) => page.items) ?? [];
  const total = invitations.data?.pages[0]?.total ?? 0;

  let content: ReactNode;
  if (invitations.isPending) content = <Spinner label={t('app.loading')} />;
  else if (invitations.isError) content = <Alert tone="error">{errorMessage(t, invitations.error)}</Alert>;
  else if (items.length === 0) {
    content = (
      <p className="py-4 text-center text-sm text-slate-600">
        {status ? t('invitations.emptyFiltered') : t('invitations.empty')}
      </p>
    );
  } else {
    content = (
      <ul className="divide-y divide-slate-200" aria-label={t('invitations.listTitle')}>
        {items.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} onError={setError} />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      {filterable ? (
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-4">
          <SelectField
            label={t('invitations.filter')}
            value={status}
            onChange={(event) => setStatus(event.target.value as InvitationStatus | '')}
            className="w-full sm:w-56"
          >
            <option value="">{t('invitations.allStatuses')}</option>
            {INVITATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`invitations.status.${s}`)}
              </option>
            ))}
          </SelectField>
          <p className="text-sm text-slate-700" aria-live="polite">
            {invitations.isSuccess ? t('invitations.showing', { shown: items.length, total }) : null}
          </p>
        </div>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {content}
      <ShowMore list={invitations} label={t('invitations.loadMore')} />
    </div>
  );
}
