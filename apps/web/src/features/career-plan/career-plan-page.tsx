import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PlanView } from './plan-view.tsx';
import { WhosePlan } from './whose-plan.tsx';

export function CareerPlanPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [params] = useSearchParams();
  const companyId = me.company?.id ?? '';
  const personId = params.get('person');
  return (
    <div className="space-y-6">
      <PageHeader icon={Compass} title={t('careerPlan.title')} intro={t('careerPlan.intro')} />
      {me.company ? (
        <>
          <WhosePlan companyId={companyId} />
          <PlanView key={personId ?? 'me'} companyId={companyId} personId={personId} />
        </>
      ) : (
        <Alert tone="info">{t('careerPlan.noCompany')}</Alert>
      )}
    </div>
  );
}
