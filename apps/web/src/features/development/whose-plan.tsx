import { useTranslation } from 'react-i18next';
import { PersonPicker } from '../../ui/person-picker.tsx';
import { useDevelopmentPeople } from './development-api.ts';

/** Whose plan: one's own, or (for a manager) a report's, with their open or overdue actions. */
export function WhosePlan({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const people = useDevelopmentPeople(companyId);
  return (
    <PersonPicker
      label={t('development.whose')}
      ownLabel={t('development.mine')}
      options={(people.data?.items ?? []).map((person) => ({
        id: person.id,
        label:
          person.overdueActions > 0
            ? t('development.personOverdue', { name: person.fullName, count: person.overdueActions })
            : t('development.personOption', { name: person.fullName, count: person.openActions }),
      }))}
    />
  );
}
