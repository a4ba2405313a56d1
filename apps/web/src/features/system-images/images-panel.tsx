import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  isAvatarContentType,
} from '@competencyhub/domain/schemas/my-profile';
import {
  SYSTEM_IMAGE_DESCRIPTION_MAX,
  SYSTEM_IMAGE_NAME_MAX,
  SYSTEM_IMAGE_TYPES,
  type SystemImage,
  type SystemImageType,
} from '@competencyhub/domain/schemas/system-images';
import { CheckCircle2, ImagePlus, Pencil, Power, RefreshCw, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { type ImageChange, useSystemImageChange, useSystemImages } from './images-api.ts';

/** The check the server makes again: a PNG, JPEG or WebP of at most 2 MB. */
function fileProblem(t: (key: string) => string, file: File): string | null {
  if (!isAvatarContentType(file.type)) return t('systemAdmin.images.wrongType');
  if (file.size > AVATAR_MAX_BYTES) return t('systemAdmin.images.tooLarge');
  return null;
}

const kilobytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1024);

/**
 * /system-admin, Images tab: the platform's logo, favicon and system-owner picture. The newest
 * upload of a type is the active one; an older one can be made active again.
 */
export function ImagesPanel() {
  const { t } = useTranslation();
  const images = useSystemImages();
  return (
    <div className="space-y-6">
      <div className="min-w-0 space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('systemAdmin.images.title')}</h2>
        <p className="max-w-2xl text-sm text-slate-600">{t('systemAdmin.images.intro')}</p>
      </div>
      <UploadCard />
      {images.isPending ? <Spinner label={t('app.loading')} /> : null}
      {images.isError ? <Alert tone="error">{errorMessage(t, images.error)}</Alert> : null}
      {images.data ? <ImageList items={images.data.items} /> : null}
    </div>
  );
}

function UploadCard() {
  const { t } = useTranslation();
  const change = useSystemImageChange();
  const formRef = useRef<HTMLFormElement>(null);
  const [imageType, setImageType] = useState<SystemImageType>('logo');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const fileId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problems: Record<string, string> = {};
    if (!file) problems.file = t('systemAdmin.images.chooseFile');
    else {
      const problem = fileProblem(t, file);
      if (problem) problems.file = problem;
    }
    if (!name.trim()) problems.name = t('systemAdmin.images.nameRequired');
    setFieldErrors(problems);
    if (!file || Object.keys(problems).length > 0) return;
    try {
      await change.mutateAsync({ kind: 'upload', file, imageType, name: name.trim(), description });
      notifySuccess({ title: t('systemAdmin.images.uploaded', { name: name.trim() }) });
      setName('');
      setDescription('');
      setFile(null);
      formRef.current?.reset();
    } catch (failure) {
      setError(errorMessage(t, failure));
      if (isApiError(failure)) {
        setFieldErrors(
          Object.fromEntries(
            Object.entries(failure.fieldErrors).map(([field, messages]) => [
              field,
              translateValidationMessage(t, messages[0]) ?? '',
            ]),
          ),
        );
      }
    }
  }

  return (
    <Card className="px-5 py-5 sm:px-6" labelledBy="system-images-upload-title">
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div>
          <h3 id="system-images-upload-title" className="font-semibold text-slate-900">
            {t('systemAdmin.images.uploadTitle')}
          </h3>
          <p className="text-sm text-slate-600">{t('systemAdmin.images.uploadIntro')}</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label={t('systemAdmin.images.type')}
            value={imageType}
            onChange={(event) => setImageType(event.target.value as SystemImageType)}
          >
            {SYSTEM_IMAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`systemAdmin.images.types.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('systemAdmin.images.name')}
            value={name}
            maxLength={SYSTEM_IMAGE_NAME_MAX}
            required
            error={fieldErrors.name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <TextAreaField
          label={t('systemAdmin.images.description')}
          hint={t('systemAdmin.images.descriptionHint')}
          value={description}
          maxLength={SYSTEM_IMAGE_DESCRIPTION_MAX}
          rows={2}
          error={fieldErrors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
            {t('systemAdmin.images.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            aria-describedby={`${fileId}-hint${fieldErrors.file ? ` ${fileId}-error` : ''}`}
            aria-invalid={fieldErrors.file ? true : undefined}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100"
            onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id={`${fileId}-hint`} className="text-xs text-slate-600">
            {t('systemAdmin.images.fileHint')}
          </p>
          {fieldErrors.file ? (
            <p id={`${fileId}-error`} className="text-sm font-medium text-red-700">
              {fieldErrors.file}
            </p>
          ) : null}
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" pending={change.isPending} pendingLabel={t('systemAdmin.images.uploading')}>
          <Upload aria-hidden="true" className="size-4" />
          {t('systemAdmin.images.upload')}
        </Button>
      </form>
    </Card>
  );
}

function ImageList({ items }: { items: SystemImage[] }) {
  const { t, i18n } = useTranslation();
  const change = useSystemImageChange();
  const [editing, setEditing] = useState<SystemImage | null>(null);
  const [deleting, setDeleting] = useState<SystemImage | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<SystemImage | null>(null);

  async function run(action: ImageChange, success: string) {
    setError(null);
    try {
      await change.mutateAsync(action);
      notifySuccess({ title: success });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  async function onReplacement(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    const image = replacing;
    setReplacing(null);
    if (!file || !image) return;
    const problem = fileProblem(t, file);
    if (problem) return setError(problem);
    await run(
      { kind: 'replace', id: image.id, file },
      t('systemAdmin.images.replaced', { name: image.name }),
    );
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await change.mutateAsync({ kind: 'delete', id: deleting.id });
      notifySuccess({ title: t('systemAdmin.images.deleted', { name: deleting.name }) });
      setDeleting(null);
    } catch (failure) {
      setDeleteError(errorMessage(t, failure));
    }
  }

  if (items.length === 0) {
    return (
      <Card className="px-5 py-6 sm:px-6">
        <p className="text-sm text-slate-700">{t('systemAdmin.images.empty')}</p>
      </Card>
    );
  }
  return (
    <section aria-labelledby="system-images-list-title" className="space-y-3">
      <h3 id="system-images-list-title" className="font-semibold text-slate-900">
        {t('systemAdmin.images.listTitle')}
      </h3>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <input
        ref={replaceInput}
        type="file"
        accept={AVATAR_CONTENT_TYPES.join(',')}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="system-image-replace-input"
        onChange={(event) => void onReplacement(event)}
      />
      <ul className="grid gap-4 lg:grid-cols-2">
        {items.map((image) => (
          <li key={image.id}>
            <Card className="flex h-full flex-col gap-3 px-5 py-4 sm:px-6">
              <div className="flex items-start gap-4">
                <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-[repeating-conic-gradient(#e2e8f0_0%_25%,#fff_0%_50%)] bg-[length:16px_16px] ring-1 ring-slate-200">
                  <img
                    src={image.fileUrl}
                    alt={t('systemAdmin.images.previewAlt', { name: image.name })}
                    className="max-h-16 max-w-16 object-contain"
                  />
                </div>
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h4 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{image.name}</h4>
                    {image.isActive ? (
                      <Badge color="green">
                        <CheckCircle2 aria-hidden="true" className="mr-1 size-3.5" />
                        {t('systemAdmin.images.active')}
                      </Badge>
                    ) : (
                      <Badge color="gray">{t('systemAdmin.images.inactive')}</Badge>
                    )}
                  </div>
                  <p className="text-sm text-slate-700">{t(`systemAdmin.images.types.${image.imageType}`)}</p>
                  <p className="text-xs text-slate-600">
                    {t('systemAdmin.images.facts', {
                      width: image.dimensions.width,
                      height: image.dimensions.height,
                      size: kilobytes(image.fileSize, i18n.language),
                      date: formatDate(image.createdAt, i18n.language),
                    })}
                  </p>
                  {image.description ? (
                    <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{image.description}</p>
                  ) : null}
                </div>
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                {image.isActive ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('systemAdmin.images.deactivateNamed', { name: image.name })}
                    pending={change.isPending}
                    onClick={() =>
                      void run(
                        { kind: 'update', id: image.id, input: { isActive: false } },
                        t('systemAdmin.images.deactivated', { name: image.name }),
                      )
                    }
                  >
                    <Power aria-hidden="true" className="size-4" />
                    {t('systemAdmin.images.deactivate')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('systemAdmin.images.activateNamed', { name: image.name })}
                    pending={change.isPending}
                    onClick={() =>
                      void run(
                        { kind: 'update', id: image.id, input: { isActive: true } },
                        t('systemAdmin.images.activated', { name: image.name }),
                      )
                    }
                  >
                    <ImagePlus aria-hidden="true" className="size-4" />
                    {t('systemAdmin.images.activate')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('systemAdmin.images.replaceNamed', { name: image.name })}
                  onClick={() => {
                    setReplacing(image);
                    replaceInput.current?.click();
                  }}
                >
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {t('systemAdmin.images.replace')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('systemAdmin.images.editNamed', { name: image.name })}
                  onClick={() => setEditing(image)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('systemAdmin.images.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('systemAdmin.images.deleteNamed', { name: image.name })}
                  onClick={() => {
                    setDeleteError(null);
                    setDeleting(image);
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('systemAdmin.images.delete')}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {editing ? <EditImage image={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('systemAdmin.images.deleteTitle', { name: deleting?.name ?? '' })}
        description={t(
          deleting?.isActive ? 'systemAdmin.images.deleteActiveBody' : 'systemAdmin.images.deleteBody',
        )}
        confirmLabel={t('systemAdmin.images.delete')}
        pendingLabel={t('systemAdmin.images.deleting')}
        pending={change.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

function EditImage({ image, onClose }: { image: SystemImage; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useSystemImageChange();
  const [name, setName] = useState(image.name);
  const [description, setDescription] = useState(image.description);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const formId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    try {
      await change.mutateAsync({ kind: 'update', id: image.id, input: { name, description } });
      notifySuccess({ title: t('systemAdmin.images.saved', { name: name.trim() }) });
      onClose();
    } catch (failure) {
      setError(errorMessage(t, failure));
      if (isApiError(failure)) setFieldErrors(failure.fieldErrors);
    }
  }

  const fieldError = (field: string) => {
    const message = fieldErrors[field]?.[0];
    return message ? translateValidationMessage(t, message) : undefined;
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('systemAdmin.images.editTitle', { name: image.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('systemAdmin.images.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={change.isPending}>
            {t('systemAdmin.images.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void save(event)} className="space-y-4">
        <TextField
          label={t('systemAdmin.images.name')}
          value={name}
          maxLength={SYSTEM_IMAGE_NAME_MAX}
          required
          error={fieldError('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label={t('systemAdmin.images.description')}
          value={description}
          maxLength={SYSTEM_IMAGE_DESCRIPTION_MAX}
          rows={3}
          error={fieldError('description')}
          onChange={(event) => setDescription(event.target.value)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Modal>
  );
}
