import { isSystemLevel } from '@competencyhub/domain/roles';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { BrandingPanel } from './branding-panel.tsx';
import { useCompanyDetails } from './company-api.ts';
import { CompanyDetailsForm } from './company-details-form.tsx';
import { DomainsPanel } from './domains-panel.tsx';
import { FeedbackSettingsPanel } from './feedback-settings-panel.tsx';

type AdminTab = 'details' | 'branding' | 'organisation' | 'knowledge-base';

/** A tab another feature fills, composed by the route (features stay apart). */
export interface ComposedTab {
  label: string;
  panel: ReactNode;
}

/** The knowledge base's tab: its panel and how many suggestions wait, composed by the route. */
export interface KnowledgeBaseTab {
  label: string;
  panel: ReactNode;
  waiting: number | undefined;
  /** Read instead of the bare count, e.g. "2 waiting for review". */
  waitingLabel: string;
}

interface ComposedTabs {
  organisation: ComposedTab;
  knowledgeBase: KnowledgeBaseTab;
}

function CompanyAdmin({ companyId, organisation, knowledgeBase }: { companyId: string } & ComposedTabs) {
  const { t } = useTranslation();
  const details = useCompanyDetails(companyId);
  const [tab, select] = useTabParam<AdminTab>(['details', 'branding', 'organisation', 'knowledge-base']);
  if (details.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (details.isError) return <Alert tone="error">{errorMessage(t, details.error)}</Alert>;
  return (
    <div>
      <Tabs
        idPrefix="company"
        label={t('company.tabs.label')}
        layout="grid"
        selected={tab}
        onSelect={select}
        tabs={[
          { id: 'details', label: t('company.tabs.details') },
          { id: 'branding', label: t('company.tabs.branding') },
          { id: 'organisation', label: organisation.label },
          {
            id: 'knowledge-base',
            label: knowledgeBase.label,
            count: knowledgeBase.waiting,
            countLabel: knowledgeBase.waitingLabel,
          },
        ]}
      />
      <TabPanel idPrefix="company" id="details" selected={tab === 'details'}>
        {tab === 'details' ? (
          <div className="grid items-start gap-6 xl:grid-cols-5">
            <div className="xl:col-span-3">
              <CompanyDetailsForm company={details.data} />
            </div>
            <div className="space-y-6 xl:col-span-2">
              <DomainsPanel companyId={companyId} companyName={details.data.name} />
              <FeedbackSettingsPanel company={details.data} />
            </div>
          </div>
        ) : null}
      </TabPanel>
      <TabPanel idPrefix="company" id="branding" selected={tab === 'branding'}>
        {tab === 'branding' ? <BrandingPanel companyId={companyId} companyName={details.data.name} /> : null}
      </TabPanel>
      <TabPanel idPrefix="company" id="organisation" selected={tab === 'organisation'}>
        {tab === 'organisation' ? organisation.panel : null}
      </TabPanel>
      <TabPanel idPrefix="company" id="knowledge-base" selected={tab === 'knowledge-base'}>
        {tab === 'knowledge-base' ? knowledgeBase.panel : null}
      </TabPanel>
    </div>
  );
}

/**
 * /company-admin: the company's details and e-mail domains, its branding, its organisation and its
 * knowledge base (account holders and platform staff).
 */
export function CompanyAdminPage({ organisation, knowledgeBase }: ComposedTabs) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const company = me.company;
  const staff = isSystemLevel(me.user.role);

  return (
    <div className="space-y-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
          <Building2 aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('company.title')}</h1>
          <p className="text-sm text-slate-600">{t('company.intro')}</p>
        </div>
      </header>
      {company && staff ? (
        <Alert tone="info">
          {me.managedCompanyId
            ? t('company.managing', { company: company.name })
            : t('company.managingOwn', { company: company.name })}
        </Alert>
      ) : null}
      {company ? (
        <CompanyAdmin companyId={company.id} organisation={organisation} knowledgeBase={knowledgeBase} />
      ) : (
        <Alert tone="warning">{t('company.noCompany')}</Alert>
      )}
    </div>
  );
}
