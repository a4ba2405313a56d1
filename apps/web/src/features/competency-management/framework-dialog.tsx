import {
  DESCRIPTION_MAX,
  FRAMEWORK_NAME_MAX,
  type FrameworkDetail,
  FrameworkInput,
  type FrameworkSummary,
} from '@competencyhub/domain/schemas/competencies';
import { faqLocaleFor } from '@competencyhub/domain/schemas/public-site';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCreateFramework, useUpdateFramework } from './frameworks-api.ts';

interface FrameworkDialogProps {
  companyId: string;
  /** null to create one. */
  framework: Pick<FrameworkSummary, 'id' | 'name' | 'description'> | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (framework: FrameworkDetail) => void;
}

/** Creates a framework, or renames and describes one. */
export function FrameworkDialog({ companyId, framework, open, onOpenChange, onSaved }: FrameworkDialogProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateFramework(companyId);
  const update = useUpdateFramework(companyId, framework?.id ?? '');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure, reset } = useSubmitErrors(setErrors);
  const pending = create.isPending || update.isPending;
  const fieldError = useFieldError(errors);

  useEffect(() => {
    if (!open) return;
    setName(framework?.name ?? '');
    setDescription(framework?.description ?? '');
    setErrors({});
    reset();
  }, [open, framework, reset]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = FrameworkInput.safeParse({ name, description });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      // A new framework's scale is named in the person's language, as the dialog says.
      const saved = framework
        ? await update.mutateAsync(parsed.data)
        : await create.mutateAsync({ ...parsed.data, locale: faqLocaleFor(i18n.resolvedLanguage) });
      notifySuccess({
        title: t(framework ? 'frameworks.dialog.saved' : 'frameworks.dialog.created', { name: saved.name }),
      });
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      handleFailure(error);
    }
  }

  const formId = 'framework-form';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t(framework ? 'frameworks.dialog.editTitle' : 'frameworks.dialog.createTitle')}
      description={framework ? undefined : t('frameworks.dialog.createDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={pending} pendingLabel={t('frameworks.saving')}>
            {t(framework ? 'frameworks.save' : 'frameworks.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormErrorAlert message={formError} />
        <TextField
          label={t('frameworks.dialog.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={FRAMEWORK_NAME_MAX}
          required
          aria-required="true"
          error={fieldError('name')}
          placeholder={t('frameworks.dialog.namePlaceholder')}
        />
        <TextAreaField
          label={t('frameworks.dialog.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={DESCRIPTION_MAX}
          error={fieldError('description')}
          hint={t('frameworks.dialog.descriptionHint')}
        />
      </form>
    </Modal>
  );
}
