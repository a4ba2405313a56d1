import {
  CATEGORY_NAME_MAX,
  type Category,
  CategoryInput,
  DESCRIPTION_MAX,
} from '@competencyhub/domain/schemas/competencies';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSaveCategory } from './frameworks-api.ts';

interface CategoryDialogProps {
  companyId: string;
  frameworkId: string;
  /** null to add one. */
  category: Category | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a category to a framework, or renames and describes one. */
export function CategoryDialog({
  companyId,
  frameworkId,
  category,
  open,
  onOpenChange,
}: CategoryDialogProps) {
  const { t } = useTranslation();
  const save = useSaveCategory(companyId, frameworkId);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure, reset } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);

  useEffect(() => {
    if (!open) return;
    setName(category?.name ?? '');
    setDescription(category?.description ?? '');
    setErrors({});
    reset();
  }, [open, category, reset]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = CategoryInput.safeParse({ name, description });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      await save.mutateAsync({ id: category?.id ?? null, input: parsed.data });
      notifySuccess({ title: t('frameworks.category.saved', { name: parsed.data.name }) });
      onOpenChange(false);
    } catch (error) {
      handleFailure(error);
    }
  }

  const formId = 'category-form';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={t(category ? 'frameworks.category.editTitle' : 'frameworks.category.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={save.isPending} pendingLabel={t('frameworks.saving')}>
            {t(category ? 'frameworks.save' : 'frameworks.category.add')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <FormErrorAlert message={formError} />
        <TextField
          label={t('frameworks.category.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={CATEGORY_NAME_MAX}
          required
          aria-required="true"
          error={fieldError('name')}
        />
        <TextAreaField
          label={t('frameworks.category.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={DESCRIPTION_MAX}
          error={fieldError('description')}
        />
      </form>
    </Modal>
  );
}
