import { isSystemLevel } from '@competencyhub/domain/roles';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';
import { Panel } from '../../ui/panel.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { actorOf } from './actor.ts';
import { BulkInvite } from './bulk-invite.tsx';
import { CompanyPicker } from './company-picker.tsx';
import { InvitationsList } from './invitations-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { PendingApprovalsPanel } from './pending-approvals-panel.tsx';
import { usePendingCount } from './people-api.ts';
import { PeopleTab } from './people-tab.tsx';

const SECTIONS = ['people', 'pending', 'invitations', 'invite'] as const;
type Section = (typeof SECTIONS)[number];
const PREFIX = 'user-management';

/**
 * /user-management: the company's people, requests to join, invitations and inviting, for
 * admin-level users; system-level users first choose which company they manage. The open
 * section is kept in ?tab= so it survives a reload and can be linked to.
 */
export function UserManagementPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const actor = actorOf(me);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const section: Section = SECTIONS.find((s) => s === requested) ?? 'people';
  const pending = usePendingCount();
  const companyName = me.company?.name ?? '';

  const select = (next: Section) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'people') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const tabs = SECTIONS.map((id) => ({
    id,
    label: t(`people.management.tabs.${id}`),
    ...(id === 'pending'
      ? { count: pending.data, countLabel: t('people.management.pendingCount', { count: pending.data ?? 0 }) }
      : {}),
  }));

  return (
    <div className="space-y-6">
      <header className="space-y-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('people.management.title')}</h1>
        <p className="max-w-3xl text-sm text-slate-600">
          {t('people.management.description', { company: companyName })}
        </p>
      </header>

      {isSystemLevel(me.user.role) ? (
        <CompanyPicker
          companyId={me.company?.id ?? null}
          companyName={companyName}
          companyDomains={me.company?.domains ?? []}
        />
      ) : null}

      <div>
        <Tabs
          layout="grid"
          idPrefix={PREFIX}
          label={t('people.management.tabs.label')}
          tabs={tabs}
          selected={section}
          onSelect={select}
        />
        <TabPanel idPrefix={PREFIX} id="people" selected={section === 'people'}>
          <PeopleTab actor={actor} companyName={companyName} />
        </TabPanel>
        <TabPanel idPrefix={PREFIX} id="pending" selected={section === 'pending'}>
          <PendingApprovalsPanel />
        </TabPanel>
        <TabPanel idPrefix={PREFIX} id="invitations" selected={section === 'invitations'}>
          <Panel title={t('invitations.listTitle')} description={t('invitations.listDescription')}>
            <InvitationsList filterable />
          </Panel>
        </TabPanel>
        <TabPanel idPrefix={PREFIX} id="invite" selected={section === 'invite'}>
          <div className="space-y-6">
            <Panel title={t('invitations.title')} description={t('invitations.description')}>
              <div className="max-w-2xl">
                <InviteForm actorRole={actor.role} systemOwnerCompany={actor.systemOwnerCompany} />
              </div>
            </Panel>
            <Panel title={t('invitations.bulk.title')} description={t('invitations.bulk.description')}>
              <BulkInvite />
            </Panel>
          </div>
        </TabPanel>
      </div>
    </div>
  );
}
