import {
  type JobFamily,
  JobFamilyUpdate,
  NewJobFamily,
} from '@competencyhub/domain/schemas/job-architecture';
import {
  JOB_FAMILY_DESCRIPTION_MAX,
  JOB_FAMILY_NAME_MAX,
} from '@competencyhub/domain/schemas/job-architecture-messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useFamilyChange } from './job-architecture-api.ts';

/** Creates a job family (family null) or renames and redescribes one. */
export function FamilyDialog({
  companyId,
  family,
  onClose,
}: {
  companyId: string;
  family: JobFamily | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useFamilyChange(companyId);
  const [name, setName] = useState(family?.name ?? '');
  const [description, setDescription] = useState(family?.description ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = (family ? JobFamilyUpdate : NewJobFamily).safeParse({ name, description });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      const saved = family
        ? await change.mutateAsync({ kind: 'update', id: family.id, input: parsed.data })
        : await change.mutateAsync({ kind: 'create', input: parsed.data as NewJobFamily });
      notifySuccess({
        title: t(
          family ? 'jobProfiles.architecture.families.saved' : 'jobProfiles.architecture.families.created',
          {
            name: saved.name,
          },
        ),
      });
      onClose();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  const formId = 'job-family-form';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !change.isPending && onClose()}
      title={t(
        family
          ? 'jobProfiles.architecture.families.editTitle'
          : 'jobProfiles.architecture.families.createTitle',
      )}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            pending={change.isPending}
            pendingLabel={t('jobProfiles.saving')}
          >
            {t('jobProfiles.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormErrorAlert message={formError} />
        <TextField
          label={t('jobProfiles.architecture.families.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={JOB_FAMILY_NAME_MAX}
          required
          aria-required="true"
          error={fieldError('name')}
          autoComplete="off"
        />
        <TextAreaField
          label={t('jobProfiles.architecture.families.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={JOB_FAMILY_DESCRIPTION_MAX}
          error={fieldError('description')}
        />
      </form>
    </Modal>
  );
}
