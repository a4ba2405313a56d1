import type { Role } from '@competencyhub/domain/roles';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../ui/panel.tsx';
import { InvitationsList } from './invitations-list.tsx';
import { InviteForm } from './invite-form.tsx';

export function InvitePanel({
  actorRole,
  systemOwnerCompany,
}: {
  actorRole: Role;
  systemOwnerCompany: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('invitations.title')} description={t('invitations.description')}>
      <InviteForm actorRole={actorRole} systemOwnerCompany={systemOwnerCompany} />
      <div className="mt-6 border-t border-slate-200 pt-5">
        <h3 className="mb-3 text-sm font-semibold text-slate-900">{t('invitations.listTitle')}</h3>
        <InvitationsList />
      </div>
    </Panel>
  );
}
