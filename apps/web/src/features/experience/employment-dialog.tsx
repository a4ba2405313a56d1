import { type Employment, EmploymentInput } from '@competencyhub/domain/schemas/experience';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useExperienceChange } from './experience-api.ts';

/** The dialog that adds a job to one's employment history or edits one. */

export function EmploymentDialog({
  companyId,
  item,
  onClose,
}: {
  companyId: string;
  item: Employment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useExperienceChange(companyId);
  const [employer, setEmployer] = useState(item?.employer ?? '');
  const [title, setTitle] = useState(item?.title ?? '');
  const [startOn, setStartOn] = useState(item?.startOn ?? '');
  const [endOn, setEndOn] = useState(item?.endOn ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = EmploymentInput.safeParse({ employer, title, startOn, endOn, description });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      await change.mutateAsync({ kind: 'employment', id: item?.id ?? null, input: parsed.data });
      notifySuccess({ title: t('experience.employment.saved') });
      onClose();
    } catch (error) {
      handleFailure(error);
    }
  }

  const formId = 'employment-form';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !change.isPending && onClose()}
      title={t(item ? 'experience.employment.editTitle' : 'experience.employment.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            pending={change.isPending}
            pendingLabel={t('experience.saving')}
          >
            {t('experience.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormErrorAlert message={formError} />
        </div>
        <TextField
          label={t('experience.employment.employer')}
          value={employer}
          required
          maxLength={120}
          onChange={(event) => setEmployer(event.target.value)}
          error={fieldError('employer')}
        />
        <TextField
          label={t('experience.employment.title')}
          value={title}
          required
          maxLength={120}
          onChange={(event) => setTitle(event.target.value)}
          error={fieldError('title')}
        />
        <TextField
          label={t('experience.employment.from')}
          type="date"
          value={startOn}
          required
          onChange={(event) => setStartOn(event.target.value)}
          error={fieldError('startOn')}
        />
        <TextField
          label={t('experience.employment.to')}
          type="date"
          value={endOn}
          hint={t('experience.employment.toHint')}
          onChange={(event) => setEndOn(event.target.value)}
          error={fieldError('endOn')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('experience.employment.description')}
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
          error={fieldError('description')}
        />
      </form>
    </Modal>
  );
}
