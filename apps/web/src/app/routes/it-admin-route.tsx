import { ServerCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SessionsPanel } from '../../features/it-admin/sessions-panel.tsx';
import { SystemPanel } from '../../features/it-admin/system-panel.tsx';
import { AssistantConfigCard } from '../../features/knowledge-base/assistant-config-card.tsx';
import { KnowledgeBasePanel } from '../../features/knowledge-base/knowledge-base-panel.tsx';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';

type ItAdminTab = 'users' | 'ai-rag' | 'system';

/**
 * /it-admin (system admins and the system owner). Of the spec's tabs, Users, AI/RAG and System are built:
 * the company's sessions (decision 0074);
 * how the assistant answers and the product-wide knowledge base every company's assistant reads; what
 * the platform runs on, its queues, storage and the nightly check of stored levels (issue 24).
 */
export function ItAdminRoute() {
  const { t } = useTranslation();
  // AI/RAG stays the tab without ?tab= (the tabs-by-role change decides the default per role).
  const [tab, select] = useTabParam<ItAdminTab>(['ai-rag', 'users', 'system']);
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
          tabs={[
            { id: 'users', label: t('itUsers.tab') },
            { id: 'ai-rag', label: t('itAdmin.tabs.aiRag') },
            { id: 'system', label: t('itAdmin.tabs.system') },
          ]}
        />
        <TabPanel idPrefix="it-admin" id="users" selected={tab === 'users'}>
          {/* Read only while shown: the sessions change with every sign-in. */}
          {tab === 'users' ? <SessionsPanel /> : null}
        </TabPanel>
        <TabPanel idPrefix="it-admin" id="ai-rag" selected={tab === 'ai-rag'}>
          {/* Only while shown: a company's IT team opens Users without asking for the platform's. */}
          {tab === 'ai-rag' ? (
            <div className="space-y-6">
              <AssistantConfigCard />
              <KnowledgeBasePanel scope="platform" />
            </div>
          ) : null}
        </TabPanel>
        <TabPanel idPrefix="it-admin" id="system" selected={tab === 'system'}>
          {/* Read only while shown: its figures are asked for afresh every minute. */}
          {tab === 'system' ? <SystemPanel /> : null}
        </TabPanel>
      </div>
    </div>
  );
}
