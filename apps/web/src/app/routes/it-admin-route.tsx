import { type ItAdminTab, itAdminTabsFor } from '@competencyhub/domain/it-admin-tabs';
import { isSystemLevel } from '@competencyhub/domain/roles';
import { ServerCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewPanel } from '../../features/it-admin/overview-panel.tsx';
import { RolesPanel } from '../../features/it-admin/roles-panel.tsx';
import { SecurityPanel } from '../../features/it-admin/security-panel.tsx';
import { SessionsPanel } from '../../features/it-admin/sessions-panel.tsx';
import { SsoPanel } from '../../features/it-admin/sso-panel.tsx';
import { SystemPanel } from '../../features/it-admin/system-panel.tsx';
import { AssistantConfigCard } from '../../features/knowledge-base/assistant-config-card.tsx';
import { KnowledgeBasePanel } from '../../features/knowledge-base/knowledge-base-panel.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { NoAccessPage } from './no-access-page.tsx';

/**
 * Each built tab: its label's key and its panel. A tab shows when it is here and the viewer's role
 * opens it (itAdminTabsFor, decision 0070), in the spec's order; adding a tab is one entry.
 */
const TABS: Partial<Record<ItAdminTab, { label: string; panel: (shown: boolean) => ReactNode }>> = {
  // Read only while shown: their figures are asked for afresh every minute.
  overview: { label: 'itOverview.tab', panel: (shown) => (shown ? <OverviewPanel /> : null) },
  users: { label: 'itUsers.tab', panel: (shown) => (shown ? <SessionsPanel /> : null) },
  roles: { label: 'itRoles.tab', panel: (shown) => (shown ? <RolesPanel /> : null) },
  sso: { label: 'itSso.tab', panel: (shown) => (shown ? <SsoPanel /> : null) },
  'ai-rag': {
    label: 'itAdmin.tabs.aiRag',
    panel: (shown) =>
      shown ? (
        <div className="space-y-6">
          <AssistantConfigCard />
          <KnowledgeBasePanel scope="platform" />
        </div>
      ) : null,
  },
  security: { label: 'itSecurity.tab', panel: (shown) => (shown ? <SecurityPanel /> : null) },
  system: { label: 'itAdmin.tabs.system', panel: (shown) => (shown ? <SystemPanel /> : null) },
};

/**
 * /it-admin (issue 24): the tabs the viewer's role opens. Platform staff get every tab, about the
 * company they manage and the platform; a company's IT administrator and account holder get their
 * company's tabs; anyone else the page that says they may not open it.
 */
export function ItAdminRoute() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const tabs = itAdminTabsFor(me.user.role).filter((tab) => TABS[tab]);
  const [tab, select] = useTabParam<ItAdminTab>(
    tabs.length ? (tabs as [ItAdminTab, ...ItAdminTab[]]) : ['overview'],
  );
  if (tabs.length === 0) return <NoAccessPage />;
  return (
    <div className="space-y-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
          <ServerCog aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('itAdmin.title')}</h1>
          <p className="text-sm text-slate-600">
            {isSystemLevel(me.user.role) ? t('itAdmin.intro') : t('itOverview.companyIntro')}
          </p>
        </div>
      </header>
      <div>
        <Tabs
          idPrefix="it-admin"
          label={t('itAdmin.tabs.label')}
          layout="grid"
          selected={tab}
          onSelect={select}
          tabs={tabs.map((id) => ({ id, label: t(TABS[id]?.label ?? '') }))}
        />
        {tabs.map((id) => (
          <TabPanel key={id} idPrefix="it-admin" id={id} selected={tab === id}>
            {TABS[id]?.panel(tab === id)}
          </TabPanel>
        ))}
      </div>
    </div>
  );
}
