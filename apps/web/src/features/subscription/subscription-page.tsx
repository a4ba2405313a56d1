import { isSystemLevel } from '@competencyhub/domain/roles';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { AddOnsPanel } from './add-ons-panel.tsx';
import { InternalAiPanel } from './internal-ai-panel.tsx';
import { InvoiceDocument, InvoicesPanel } from './invoices-panel.tsx';
import { OverviewPanel } from './overview-panel.tsx';
import { PlansPanel } from './plans-panel.tsx';
import { useSubscription } from './subscription-api.ts';

type SubscriptionTab = 'overview' | 'plans' | 'addons' | 'invoices' | 'internal-ai';
const TABS = [
  'overview',
  'plans',
  'addons',
  'invoices',
  'internal-ai',
] as const satisfies readonly SubscriptionTab[];

/**
 * /subscription (account holders; platform staff for the company they manage): the plan, live usage,
 * plan changes, add-ons, invoices and, on enterprise plans, the internal AI. The user menu's Purchase Add-ons opens `?tab=addons`.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const subscription = useSubscription();
  const [tab, select] = useTabParam<SubscriptionTab>(TABS);
  const [params] = useSearchParams();
  const invoiceId = params.get('invoice');

  if (invoiceId) {
    return <InvoiceDocument invoiceId={invoiceId} cardPayments={subscription.data?.cardPayments ?? false} />;
  }
  return (
    <div className="space-y-6">
      <PageHeader icon={CreditCard} title={t('subscription.title')} intro={t('subscription.intro')} />
      {me.company && isSystemLevel(me.user.role) ? (
        <Alert tone="info">{t('subscription.managing', { company: me.company.name })}</Alert>
      ) : null}
      {subscription.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('app.loading')} />
        </div>
      ) : subscription.isError ? (
        // Spec section 8: 'Failed to load subscription'.
        <Alert tone="error" title={t('subscription.errors.loadFailed')}>
          {errorMessage(t, subscription.error)}
        </Alert>
      ) : (
        <div>
          <Tabs
            idPrefix="subscription"
            label={t('subscription.tabs.label')}
            layout="grid"
            selected={tab}
            onSelect={select}
            tabs={TABS.map((id) => ({ id, label: t(`subscription.tabs.${id}`) }))}
          />
          <TabPanel idPrefix="subscription" id="overview" selected={tab === 'overview'}>
            {tab === 'overview' ? <OverviewPanel subscription={subscription.data} onSelect={select} /> : null}
          </TabPanel>
          <TabPanel idPrefix="subscription" id="plans" selected={tab === 'plans'}>
            {tab === 'plans' ? <PlansPanel subscription={subscription.data} /> : null}
          </TabPanel>
          <TabPanel idPrefix="subscription" id="addons" selected={tab === 'addons'}>
            {tab === 'addons' ? <AddOnsPanel subscription={subscription.data} /> : null}
          </TabPanel>
          <TabPanel idPrefix="subscription" id="invoices" selected={tab === 'invoices'}>
            {tab === 'invoices' ? <InvoicesPanel cardPayments={subscription.data.cardPayments} /> : null}
          </TabPanel>
          <TabPanel idPrefix="subscription" id="internal-ai" selected={tab === 'internal-ai'}>
            {tab === 'internal-ai' ? (
              <InternalAiPanel subscription={subscription.data} onSeePlans={() => select('plans')} />
            ) : null}
          </TabPanel>
        </div>
      )}
    </div>
  );
}
