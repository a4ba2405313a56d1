import { useTranslation } from 'react-i18next';
import { PersonPicker } from '../../ui/person-picker.tsx';
import { useCareerPlanPeople } from './career-plan-api.ts';

/** Whose plan: one's own, or (for a manager) a report's. */
export function WhosePlan({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const people = useCareerPlanPeople(companyId);
  return (
    <PersonPicker
      label={t('careerPlan.whose')}
      ownLabel={t('careerPlan.mine')}
      options={(people.data?.items ?? []).map((person) => ({
        id: person.id,
        label: t('careerPlan.personOption', { name: person.fullName, count: person.targetCount }),
      }))}
    />
  );
}
