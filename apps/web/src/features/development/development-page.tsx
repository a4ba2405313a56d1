import { Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PlanView } from './plan-view.tsx';
import { WhosePlan } from './whose-plan.tsx';

export function DevelopmentPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [params] = useSearchParams();
  const personId = params.get('person');
  return (
    <div className="space-y-6">
      <PageHeader icon={Sprout} title={t('development.title')} intro={t('development.intro')} />
      {me.company ? (
        <>
          <WhosePlan companyId={me.company.id} />
          <PlanView key={personId ?? 'me'} companyId={me.company.id} personId={personId} />
        </>
      ) : (
        <Alert tone="info">{t('development.noCompany')}</Alert>
      )}
    </div>
  );
}
