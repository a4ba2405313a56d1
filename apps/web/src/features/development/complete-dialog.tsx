import {
  CompleteActionInput,
  type DevelopmentAction,
  type DevelopmentPlan,
  PLAN_COMMENT_MAX,
} from '@competencyhub/domain/schemas/development-plan';
import { Check, Paperclip } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { uploadEvidence } from '../../lib/evidence-upload.ts';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCompleteAction } from './development-api.ts';

/** The dialog that marks an action done, with its evidence (a link, a file, a note) for the line manager. */

export function CompleteDialog({
  companyId,
  action,
  lineManager,
  onClose,
}: {
  companyId: string;
  action: DevelopmentAction;
  lineManager: DevelopmentPlan['lineManager'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const complete = useCompleteAction(companyId);
  const fileInput = useId();
  const [evidenceUrl, setEvidenceUrl] = useState('');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<{ id: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);

  async function onFile(chosen: File | undefined) {
    if (!chosen) return;
    setUploadError(null);
    setUploading(true);
    try {
      const uploaded = await uploadEvidence(chosen);
      setFile({ id: uploaded.id, name: uploaded.name });
    } catch (failure) {
      setUploadError(errorMessage(t, failure));
    } finally {
      setUploading(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = CompleteActionInput.safeParse({ evidenceUrl, evidenceFileId: file?.id ?? null, note });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    try {
      await complete.mutateAsync({ id: action.id, input: parsed.data });
      notifySuccess({
        title: t('development.complete.done', { title: action.title }),
        ...(lineManager
          ? { description: t('development.complete.reassessmentAsked', { name: lineManager.fullName }) }
          : {}),
      });
      onClose();
    } catch (failure) {
      handleFailure(failure);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('development.complete.title', { title: action.title })}
      description={
        lineManager
          ? t('development.complete.intro', { name: lineManager.fullName })
          : t('development.complete.introNoManager')
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          type="url"
          label={t('development.complete.evidenceUrl')}
          value={evidenceUrl}
          onChange={(event) => setEvidenceUrl(event.target.value)}
          error={fieldError('evidenceUrl')}
        />
        <div className="space-y-1.5">
          <span className="block text-sm font-medium text-slate-800">{t('development.complete.file')}</span>
          {file ? (
            <p className="flex items-center gap-2 text-sm">
              <Paperclip aria-hidden="true" className="size-4 text-slate-500" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <Button size="sm" variant="ghost" onClick={() => setFile(null)}>
                {t('development.complete.removeFile')}
              </Button>
            </p>
          ) : (
            <label
              htmlFor={fileInput}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700 hover:border-indigo-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
            >
              <Paperclip aria-hidden="true" className="size-4" />
              {uploading ? t('development.complete.uploading') : t('development.complete.chooseFile')}
              <input
                id={fileInput}
                type="file"
                className="sr-only"
                disabled={uploading}
                onChange={(event) => {
                  void onFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          )}
          {uploadError || fieldError('evidenceFileId') ? (
            <p className="text-sm text-red-700">{uploadError ?? fieldError('evidenceFileId')}</p>
          ) : null}
        </div>
        <TextAreaField
          label={t('development.complete.note')}
          value={note}
          maxLength={PLAN_COMMENT_MAX}
          onChange={(event) => setNote(event.target.value)}
          error={fieldError('note')}
        />
        <FormErrorAlert message={formError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={uploading}
            pending={complete.isPending}
            pendingLabel={t('development.saving')}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('development.complete.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
