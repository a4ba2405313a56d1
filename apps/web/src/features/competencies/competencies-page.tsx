import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { Alert } from '../../ui/alert.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { AssessmentsTab } from './assessments-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';

type Tab = 'overview' | 'assessments';

/** /competencies: where one stands (Overview) and the assessments that say so (?tab=assessments). */
export function CompetenciesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [tab, select] = useTabParam<Tab>(['overview', 'assessments']);
  const company = me.company;
  return (
    <div className="space-y-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
          <Target aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('competencies.title')}</h1>
          <p className="text-sm text-slate-600">{t('competencies.intro')}</p>
        </div>
      </header>
      {company ? (
        <div>
          <Tabs
            idPrefix="competencies"
            label={t('competencies.tabsLabel')}
            layout="grid"
            selected={tab}
            onSelect={select}
            tabs={[
              { id: 'overview', label: t('competencies.tabs.overview') },
              { id: 'assessments', label: t('competencies.tabs.assessments') },
            ]}
          />
          <TabPanel idPrefix="competencies" id="overview" selected={tab === 'overview'}>
            {tab === 'overview' ? <OverviewTab companyId={company.id} /> : null}
          </TabPanel>
          <TabPanel idPrefix="competencies" id="assessments" selected={tab === 'assessments'}>
            {tab === 'assessments' ? <AssessmentsTab companyId={company.id} /> : null}
          </TabPanel>
        </div>
      ) : (
        <Alert tone="warning">{t('competencies.noCompany')}</Alert>
      )}
    </div>
  );
}
