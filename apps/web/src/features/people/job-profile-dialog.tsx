import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignJobProfile, useJobProfiles } from '../../lib/competency-queries.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/**
 * Gives a person a job profile from /user-management. Their job title and department follow it
 * (the server copies them); "No job profile" clears all three. Only active profiles can be given; a
 * person whose profile was archived keeps it, shown as archived, until another is chosen.
 */
export function JobProfileAssignDialog({
  person,
  onClose,
}: {
  person: ProfileListItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const companyId = useCurrentUser().company?.id ?? '';
  const profiles = useJobProfiles(companyId, 'include');
  const hintId = useId();
  const assign = useAssignJobProfile(companyId);
  const [chosen, setChosen] = useState(person.jobProfileId ?? '');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await assign.mutateAsync({ personId: person.id, jobProfileId: chosen || null });
      notifySuccess({ title: t('jobProfiles.userManagement.saved', { name: person.fullName }) });
      onClose();
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  const label = (profile: { title: string; grade: string; department: string }) =>
    [profile.title, profile.grade, profile.department].filter(Boolean).join(' · ');
  const offered = (profiles.data?.items ?? []).filter(
    (profile) => !profile.archivedAt || profile.id === person.jobProfileId,
  );
  const archivedCurrent = offered.find((profile) => profile.archivedAt);

  const formId = 'assign-job-profile-form';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !assign.isPending && onClose()}
      title={t('jobProfiles.userManagement.title', { name: person.fullName })}
      description={t('jobProfiles.userManagement.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={assign.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            pending={assign.isPending}
            pendingLabel={t('jobProfiles.saving')}
            disabled={!profiles.data}
          >
            {t('jobProfiles.userManagement.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {profiles.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : profiles.isError ? (
          <Alert tone="error">{errorMessage(t, profiles.error)}</Alert>
        ) : (
          <div className="space-y-1.5">
            <SelectField
              label={t('jobProfiles.userManagement.label')}
              value={chosen}
              aria-describedby={archivedCurrent ? hintId : undefined}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{t('jobProfiles.userManagement.none')}</option>
              {offered.map((profile) => (
                <option key={profile.id} value={profile.id}>
                  {profile.archivedAt
                    ? t('jobProfiles.userManagement.archivedOption', { name: label(profile) })
                    : label(profile)}
                </option>
              ))}
            </SelectField>
            {archivedCurrent ? (
              <p id={hintId} className="text-xs text-slate-600">
                {t('jobProfiles.userManagement.archivedHint', { title: archivedCurrent.title })}
              </p>
            ) : null}
          </div>
        )}
      </form>
    </Modal>
  );
}
