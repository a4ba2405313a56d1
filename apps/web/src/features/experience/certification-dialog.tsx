import { type Certification, CertificationInput } from '@competencyhub/domain/schemas/experience';
import { Paperclip } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequirableCompetencies } from '../../lib/competency-queries.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { uploadEvidence } from '../../lib/evidence-upload.ts';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useExperienceChange } from './experience-api.ts';

/** The dialog that adds or edits a certification: its dates, a file and the competencies it evidences. */

export function CertificationDialog({
  companyId,
  item,
  managing,
  onClose,
}: {
  companyId: string;
  item: Certification | null;
  /** The company a system-level user manages, when not their own: its files and competencies are not theirs. */
  managing: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fileInput = useId();
  const change = useExperienceChange(companyId);
  const catalog = useRequirableCompetencies(companyId, managing === null);
  const [name, setName] = useState(item?.name ?? '');
  const [issuer, setIssuer] = useState(item?.issuer ?? '');
  const [credentialId, setCredentialId] = useState(item?.credentialId ?? '');
  const [issuedOn, setIssuedOn] = useState(item?.issuedOn ?? '');
  const [expiresOn, setExpiresOn] = useState(item?.expiresOn ?? '');
  const [file, setFile] = useState<{ id: string; name: string } | null>(item?.file ?? null);
  const [linked, setLinked] = useState<Array<{ id: string; name: string }>>(item?.competencies ?? []);
  const [toLink, setToLink] = useState('');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formError, handleFailure } = useSubmitErrors(setErrors);
  const fieldError = useFieldError(errors);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function onFile(chosen: File | undefined) {
    if (!chosen) return;
    setUploadError(null);
    setUploading(true);
    try {
      const uploaded = await uploadEvidence(chosen);
      setFile({ id: uploaded.id, name: uploaded.name });
    } catch (error) {
      setUploadError(errorMessage(t, error));
    } finally {
      setUploading(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = CertificationInput.safeParse({
      name,
      issuer,
      credentialId,
      issuedOn,
      expiresOn,
      fileId: file?.id ?? null,
      competencyIds: linked.map((c) => c.id),
    });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      await change.mutateAsync({ kind: 'certifications', id: item?.id ?? null, input: parsed.data });
      notifySuccess({ title: t('experience.certifications.saved', { name: parsed.data.name }) });
      onClose();
    } catch (error) {
      handleFailure(error);
    }
  }

  const offered = catalog.frameworks.flatMap((framework) =>
    framework.competencies
      .filter((c) => !c.archivedAt && !linked.some((l) => l.id === c.id))
      .map((c) => ({ id: c.id, name: c.name, framework: framework.name })),
  );
  const formId = 'certification-form';
  return (
    <Modal
      wide
      open
      onOpenChange={(open) => !open && !change.isPending && onClose()}
      title={t(item ? 'experience.certifications.editTitle' : 'experience.certifications.addTitle')}
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
          className="sm:col-span-2"
          label={t('experience.certifications.name')}
          value={name}
          required
          maxLength={160}
          onChange={(event) => setName(event.target.value)}
          error={fieldError('name')}
        />
        <TextField
          label={t('experience.certifications.issuer')}
          value={issuer}
          maxLength={120}
          onChange={(event) => setIssuer(event.target.value)}
          error={fieldError('issuer')}
        />
        <TextField
          label={t('experience.certifications.credentialId')}
          value={credentialId}
          maxLength={120}
          onChange={(event) => setCredentialId(event.target.value)}
          error={fieldError('credentialId')}
        />
        <TextField
          label={t('experience.certifications.issuedOn')}
          type="date"
          value={issuedOn}
          onChange={(event) => setIssuedOn(event.target.value)}
          error={fieldError('issuedOn')}
        />
        <TextField
          label={t('experience.certifications.expiresOn')}
          type="date"
          value={expiresOn}
          hint={t('experience.certifications.expiresHint')}
          onChange={(event) => setExpiresOn(event.target.value)}
          error={fieldError('expiresOn')}
        />
        <div className="space-y-1.5 sm:col-span-2">
          <span className="block text-sm font-medium text-slate-800">
            {t('experience.certifications.file')}
          </span>
          {file ? (
            <p className="flex items-center gap-2 text-sm">
              <Paperclip aria-hidden="true" className="size-4 text-slate-500" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <Button size="sm" variant="ghost" onClick={() => setFile(null)}>
                {t('experience.certifications.removeFile')}
              </Button>
            </p>
          ) : (
            <label
              htmlFor={fileInput}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700 hover:border-indigo-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
            >
              <Paperclip aria-hidden="true" className="size-4" />
              {uploading
                ? t('experience.certifications.uploading')
                : t('experience.certifications.chooseFile')}
              <input
                id={fileInput}
                type="file"
                className="sr-only"
                accept=".pdf,.png,.jpg,.jpeg,.webp"
                disabled={uploading}
                onChange={(event) => {
                  void onFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          )}
          {uploadError || fieldError('fileId') ? (
            <p className="text-sm text-red-700">{uploadError ?? fieldError('fileId')}</p>
          ) : null}
        </div>
        <div className="space-y-2 sm:col-span-2">
          <p className="text-sm font-medium text-slate-800">{t('experience.certifications.linked')}</p>
          <p className="text-xs text-slate-600">{t('experience.certifications.linkedHint')}</p>
          {linked.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {linked.map((c) => (
                <li
                  key={c.id}
                  className="flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-3 text-sm"
                >
                  {c.name}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('experience.certifications.unlink', { name: c.name })}
                    onClick={() => setLinked((list) => list.filter((l) => l.id !== c.id))}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {managing !== null ? (
            <p className="text-sm text-slate-700">
              {t('experience.certifications.elsewhere', { company: managing })}
            </p>
          ) : catalog.pending ? null : (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <SelectField
                className="min-w-0 flex-1"
                label={t('experience.certifications.link')}
                value={toLink}
                onChange={(event) => setToLink(event.target.value)}
              >
                <option value="">{t('experience.certifications.chooseCompetency')}</option>
                {offered.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <Button
                variant="secondary"
                disabled={!toLink}
                onClick={() => {
                  const chosen = offered.find((c) => c.id === toLink);
                  if (chosen) setLinked((list) => [...list, { id: chosen.id, name: chosen.name }]);
                  setToLink('');
                }}
              >
                {t('experience.certifications.add')}
              </Button>
            </div>
          )}
        </div>
      </form>
    </Modal>
  );
}
