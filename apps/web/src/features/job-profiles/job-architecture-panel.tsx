import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { GradeLadderCard } from './grade-ladder-card.tsx';
import { useJobArchitecture } from './job-architecture-api.ts';
import { JobFamiliesCard } from './job-families-card.tsx';

/** The Job architecture tab of /job-profiles: the company's job families and its grade ladder. */
export function JobArchitecturePanel({ companyId, canEdit }: { companyId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const architecture = useJobArchitecture(companyId);
  if (architecture.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (architecture.isError) return <Alert tone="error">{errorMessage(t, architecture.error)}</Alert>;
  const { families, grades, defaultCurrency } = architecture.data;
  const editable = canEdit && architecture.data.canEdit;
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600">{t('jobProfiles.architecture.intro')}</p>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <GradeLadderCard
          companyId={companyId}
          grades={grades}
          defaultCurrency={defaultCurrency}
          canEdit={editable}
        />
        <JobFamiliesCard companyId={companyId} families={families} canEdit={editable} />
      </div>
    </div>
  );
}
