import type { BadgeColor } from '@competencyhub/domain/roles';
import type { Invitation } from '@competencyhub/domain/schemas/invitations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { RoleBadge } from '../../ui/role-badge.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useInvitations, useRevokeInvitation } from './invitations-api.ts';

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
  const date = formatDate(invitation.expiresAt, i18n.resolvedLanguage);
  const when =
    invitation.status === 'pending'
      ? t('invitations.expires', { date })
      : invitation.status === 'expired'
        ? t('invitations.expired', { date })
        : t('invitations.invitedOn', { date: formatDate(invitation.createdAt, i18n.resolvedLanguage) });

  return (
    <li className="flex flex-col gap-2 py-3.5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="truncate text-sm font-medium text-slate-900">{invitation.email}</p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <RoleBadge role={invitation.role} />
          <Badge color={STATUS_COLORS[invitation.status]}>
            {t(`invitations.status.${invitation.status}`)}
          </Badge>
          <span>{when}</span>
        </div>
      </div>
      {invitation.status === 'pending' ? (
        <Button
          size="sm"
          variant="danger"
          className="self-start sm:self-center"
          pending={revoke.isPending}
          onClick={() =>
            revoke.mutate(invitation.id, { onError: (error) => onError(errorMessage(t, error)) })
          }
        >
          {t('invitations.revoke')}
          <span className="sr-only"> {t('invitations.revokeFor', { email: invitation.email })}</span>
        </Button>
      ) : null}
    </li>
  );
}

export function InvitationsList() {
  const { t } = useTranslation();
  const invitations = useInvitations();
  const [error, setError] = useState<string | null>(null);

  if (invitations.isPending) return <Spinner label={t('app.loading')} />;
  if (invitations.isError) return <Alert tone="error">{errorMessage(t, invitations.error)}</Alert>;

  const items = invitations.data.items;
  return (
    <div className="space-y-3">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {items.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600">{t('invitations.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} onError={setError} />
          ))}
        </ul>
      )}
    </div>
  );
}
