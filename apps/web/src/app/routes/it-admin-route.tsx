import { type ItAdminTab, itAdminTabsFor } from '@competencyhub/domain/it-admin-tabs';
import { ServerCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RolesPanel } from '../../features/it-admin/roles-panel.tsx';
import { SecurityPanel } from '../../features/it-admin/security-panel.tsx';
import { SsoPanel } from '../../features/it-admin/sso-panel.tsx';
import { SystemPanel } from '../../features/it-admin/system-panel.tsx';
import { AssistantConfigCard } from '../../features/knowledge-base/assistant-config-card.tsx';
import { KnowledgeBasePanel } from '../../features/knowledge-base/knowledge-base-panel.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';

/** The tabs built so far, in the spec's order; each role sees those itAdminTabsFor gives it (decision 0070). */
const BUILT: readonly ItAdminTab[] = ['roles', 'sso', 'ai-rag', 'security', 'system'];
const LABELS: Partial<Record<ItAdminTab, string>> = {
  roles: 'itRoles.tab',
  sso: 'itSso.tab',
  'ai-rag': 'itAdmin.tabs.aiRag',
  security: 'itSecurity.tab',
  system: 'itAdmin.tabs.system',
};

/**
 * /it-admin. Platform staff see every tab; a company's IT administrator and account holder the
 * company tabs (decision 0070). Built: Roles (roles, what each may do, who holds them, role
 * requests), SSO (its state), Security (the company's sign-in rules), AI/RAG (the assistant and the
 * product-wide knowledge base) and System (what the platform runs on; issue 24).
 */
export function ItAdminRoute() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = itAdminTabsFor(me.user.role);
  const visible = BUILT.filter((tab) => allowed.includes(tab));
  const [first = 'roles', ...rest] = visible;
  const [tab, select] = useTabParam<ItAdminTab>([first, ...rest]);
  return (
    <div className="space-y-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
          <ServerCog aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('itAdmin.title')}</h1>
          <p className="text-sm text-slate-600">{t('itAdmin.intro')}</p>
        </div>
      </header>
      <div>
        <Tabs
          idPrefix="it-admin"
          label={t('itAdmin.tabs.label')}
          layout="grid"
          selected={tab}
          onSelect={select}
          tabs={visible.map((id) => ({ id, label: t(LABELS[id] ?? id) }))}
        />
        {visible.includes('roles') ? (
          <TabPanel idPrefix="it-admin" id="roles" selected={tab === 'roles'}>
            {tab === 'roles' ? <RolesPanel /> : null}
          </TabPanel>
        ) : null}
        {visible.includes('sso') ? (
          <TabPanel idPrefix="it-admin" id="sso" selected={tab === 'sso'}>
            {tab === 'sso' ? <SsoPanel /> : null}
          </TabPanel>
        ) : null}
        {visible.includes('ai-rag') ? (
          <TabPanel idPrefix="it-admin" id="ai-rag" selected={tab === 'ai-rag'}>
            <div className="space-y-6">
              <AssistantConfigCard />
              <KnowledgeBasePanel scope="platform" />
            </div>
          </TabPanel>
        ) : null}
        {visible.includes('security') ? (
          <TabPanel idPrefix="it-admin" id="security" selected={tab === 'security'}>
            {tab === 'security' ? <SecurityPanel /> : null}
          </TabPanel>
        ) : null}
        {visible.includes('system') ? (
          <TabPanel idPrefix="it-admin" id="system" selected={tab === 'system'}>
            {/* Read only while shown: its figures are asked for afresh every minute. */}
            {tab === 'system' ? <SystemPanel /> : null}
          </TabPanel>
        ) : null}
      </div>
    </div>
  );
}
