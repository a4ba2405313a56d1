import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactInbox } from '../../features/contact-inbox/contact-inbox-page.tsx';
import { FaqAnalyticsPanel } from '../../features/faq-analytics/faq-analytics-panel.tsx';
import { PlatformSubscriptionsPanel } from '../../features/platform-subscriptions/platform-subscriptions-panel.tsx';
import { ImagesPanel } from '../../features/system-images/images-panel.tsx';
import { ThemesPanel } from '../../features/system-themes/themes-panel.tsx';
import { TooltipsPanel } from '../../features/tooltips/tooltips-panel.tsx';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';

type AdminTab = 'messages' | 'subscriptions' | 'themes' | 'images' | 'faq' | 'tooltips';

/** /system-admin (system admins and the system owner): the contact inbox, every company's subscription, the platform's themes and images, the FAQ's analytics and the tooltips. */
export function SystemAdminRoute() {
  const { t } = useTranslation();
  // Each tab keeps its own query (the inbox's status filter); switching starts the tab afresh.
  const [tab, select] = useTabParam<AdminTab>(
    ['messages', 'subscriptions', 'themes', 'images', 'faq', 'tooltips'],
    {
      keepOtherParams: false,
    },
  );
  return (
    <div className="space-y-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('systemAdmin.title')}</h1>
          <p className="text-sm text-slate-600">{t('systemAdmin.intro')}</p>
        </div>
      </header>
      <div>
        <Tabs
          idPrefix="system-admin"
          label={t('systemAdmin.tabs.label')}
          layout="grid"
          selected={tab}
          onSelect={select}
          tabs={[
            { id: 'messages', label: t('systemAdmin.tabs.messages') },
            { id: 'subscriptions', label: t('systemAdmin.tabs.subscriptions') },
            { id: 'themes', label: t('systemAdmin.tabs.themes') },
            { id: 'images', label: t('systemAdmin.tabs.images') },
            { id: 'faq', label: t('systemAdmin.tabs.faq') },
            { id: 'tooltips', label: t('tooltipAdmin.tab') },
          ]}
        />
        <TabPanel idPrefix="system-admin" id="messages" selected={tab === 'messages'}>
          {tab === 'messages' ? <ContactInbox /> : null}
        </TabPanel>
        <TabPanel idPrefix="system-admin" id="subscriptions" selected={tab === 'subscriptions'}>
          {tab === 'subscriptions' ? <PlatformSubscriptionsPanel /> : null}
        </TabPanel>
        <TabPanel idPrefix="system-admin" id="themes" selected={tab === 'themes'}>
          {tab === 'themes' ? <ThemesPanel /> : null}
        </TabPanel>
        <TabPanel idPrefix="system-admin" id="images" selected={tab === 'images'}>
          {tab === 'images' ? <ImagesPanel /> : null}
        </TabPanel>
        <TabPanel idPrefix="system-admin" id="faq" selected={tab === 'faq'}>
          {tab === 'faq' ? <FaqAnalyticsPanel /> : null}
        </TabPanel>
        <TabPanel idPrefix="system-admin" id="tooltips" selected={tab === 'tooltips'}>
          {tab === 'tooltips' ? <TooltipsPanel /> : null}
        </TabPanel>
      </div>
    </div>
  );
}
