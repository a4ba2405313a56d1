import type { BadgeColor } from '@competencyhub/domain/roles';
import {
  type Certification,
  CertificationInput,
  type CertificationStatus,
  type Employment,
  EmploymentInput,
} from '@competencyhub/domain/schemas/experience';
import { Award, Briefcase, Paperclip, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequirableCompetencies } from '../../lib/competency-queries.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { uploadEvidence } from '../../lib/evidence-upload.ts';
import { type FieldErrors, issuesToErrors, useFieldError, useSubmitErrors } from '../../lib/form-state.ts';
import { formatDate } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useExperience, useExperienceChange } from './experience-api.ts';

const STATUS_COLORS: Record<CertificationStatus, BadgeColor> = {
  expired: 'red',
  expiring: 'orange',
  valid: 'green',
  no_expiry: 'gray',
};

const day = (value: string | null, language: string) =>
  value ? formatDate(`${value}T12:00:00Z`, language) : '';

function EmploymentDialog({
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

function CertificationDialog({
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

type Editing =
  | { kind: 'employment'; item: Employment | null }
  | { kind: 'certifications'; item: Certification | null };

/** /experience: one's employment history and qualifications, with expiry made visible. */
export function ExperiencePage() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const companyId = me.company?.id ?? '';
  // Platform staff managing a customer keep their experience in their own company (the server's rule).
  const managing =
    me.managedCompanyId && me.managedCompanyId !== me.user.companyId ? (me.company?.name ?? '') : null;
  const experience = useExperience(companyId);
  const change = useExperienceChange(companyId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<{ kind: Editing['kind']; id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!removing) return;
    try {
      await change.mutateAsync({ kind: removing.kind, id: removing.id, input: null });
      notifySuccess({ title: t('experience.removed', { name: removing.name }) });
      setRemoving(null);
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <div className="space-y-6">
      <header className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 sm:flex">
          <Briefcase aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('experience.title')}</h1>
          <p className="text-sm text-slate-600">{t('experience.intro')}</p>
        </div>
      </header>
      {experience.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : experience.isError ? (
        <Alert tone="error">{errorMessage(t, experience.error)}</Alert>
      ) : (
        <>
          <Card className="px-5 py-5 sm:px-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-semibold text-slate-900">{t('experience.certifications.title')}</h2>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing({ kind: 'certifications', item: null })}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('experience.certifications.add')}
              </Button>
            </div>
            {experience.data.certifications.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('experience.certifications.empty')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {experience.data.certifications.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-start gap-3 py-3">
                    <Award aria-hidden="true" className="mt-0.5 size-5 text-indigo-600" />
                    <div className="min-w-0 flex-1 basis-56 space-y-1">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                        {c.name}
                        <Badge color={STATUS_COLORS[c.status]}>
                          {t(`experience.certifications.statuses.${c.status}`)}
                        </Badge>
                      </p>
                      <p className="text-xs text-slate-600">
                        {[
                          c.issuer,
                          c.credentialId ? t('experience.certifications.idLine', { id: c.credentialId }) : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      <p className="text-xs text-slate-700">
                        {c.issuedOn
                          ? t('experience.certifications.issuedLine', {
                              date: day(c.issuedOn, i18n.language),
                            })
                          : ''}
                        {c.issuedOn && c.expiresOn ? ' · ' : ''}
                        {c.expiresOn
                          ? t(
                              c.status === 'expired'
                                ? 'experience.certifications.expiredLine'
                                : 'experience.certifications.expiresLine',
                              {
                                date: day(c.expiresOn, i18n.language),
                              },
                            )
                          : ''}
                      </p>
                      {c.competencies.length > 0 ? (
                        <p className="text-xs text-slate-600">
                          {t('experience.certifications.evidenceFor', {
                            names: c.competencies.map((x) => x.name).join(', '),
                          })}
                        </p>
                      ) : null}
                      {c.file ? (
                        <a
                          className="inline-flex items-center gap-1 text-sm text-indigo-700 underline"
                          href={`/api/v1/files/${c.file.id}`}
                          download
                        >
                          <Paperclip aria-hidden="true" className="size-3.5" />
                          {c.file.name}
                        </a>
                      ) : null}
                    </div>
                    <div className="flex gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('experience.editNamed', { name: c.name })}
                        onClick={() => setEditing({ kind: 'certifications', item: c })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('experience.removeNamed', { name: c.name })}
                        onClick={() => setRemoving({ kind: 'certifications', id: c.id, name: c.name })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card className="px-5 py-5 sm:px-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-semibold text-slate-900">{t('experience.employment.heading')}</h2>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing({ kind: 'employment', item: null })}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('experience.employment.add')}
              </Button>
            </div>
            {experience.data.employment.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('experience.employment.empty')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {experience.data.employment.map((job) => (
                  <li key={job.id} className="flex flex-wrap items-start gap-3 py-3">
                    <div className="min-w-0 flex-1 basis-56 space-y-1">
                      <p className="font-medium text-slate-900">
                        {t('experience.employment.line', { title: job.title, employer: job.employer })}
                      </p>
                      <p className="text-xs text-slate-600">
                        {job.endOn
                          ? t('experience.employment.period', {
                              from: day(job.startOn, i18n.language),
                              to: day(job.endOn, i18n.language),
                            })
                          : t('experience.employment.since', { from: day(job.startOn, i18n.language) })}
                      </p>
                      {job.description ? (
                        <p className="text-sm whitespace-pre-line text-slate-700">{job.description}</p>
                      ) : null}
                    </div>
                    <div className="flex gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('experience.editNamed', { name: job.title })}
                        onClick={() => setEditing({ kind: 'employment', item: job })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('experience.removeNamed', { name: job.title })}
                        onClick={() => setRemoving({ kind: 'employment', id: job.id, name: job.title })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
      {editing?.kind === 'employment' ? (
        <EmploymentDialog companyId={companyId} item={editing.item} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'certifications' ? (
        <CertificationDialog
          companyId={companyId}
          item={editing.item}
          managing={managing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            setError(null);
          }
        }}
        title={t('experience.removeTitle', { name: removing?.name ?? '' })}
        description={t('experience.removeBody')}
        confirmLabel={t('experience.remove')}
        pendingLabel={t('experience.saving')}
        pending={change.isPending}
        error={error}
        confirmVariant="danger"
        onConfirm={() => void remove()}
      />
    </div>
  );
}
