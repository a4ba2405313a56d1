import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  isAvatarContentType,
} from '@competencyhub/domain/schemas/my-profile';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useRemoveAvatar, useUploadAvatar } from './profile-api.ts';

interface PhotoControlsProps {
  name: string;
  avatarUrl: string | null;
}

/**
 * The profile photo with Upload / Remove. A chosen file is checked here first (type and size, so
 * nobody waits for an upload that will be refused; the server checks again, and sniffs the real
 * type), then previewed, and only saved when the person confirms with "Save photo".
 */
export function PhotoControls({ name, avatarUrl }: PhotoControlsProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  // The preview is an object URL; give its memory back when it is replaced or the page closes.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    setError(null);
    if (!isAvatarContentType(file.type)) return setError(t('profile.photo.wrongType'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('profile.photo.tooLarge'));
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  const onSave = async () => {
    if (!chosen) return;
    setError(null);
    try {
      await upload.mutateAsync(chosen.file);
      setChosen(null);
      notifySuccess({ title: t('profile.photo.uploaded') });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      setConfirmRemove(false);
      notifySuccess({ title: t('profile.photo.removed') });
    } catch (failure) {
      setConfirmRemove(false);
      setError(errorMessage(t, failure));
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
      <div className="flex shrink-0 self-start rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {chosen ? (
          <img
            src={chosen.previewUrl}
            alt={t('profile.photo.previewAlt')}
            className="size-20 rounded-full object-cover"
          />
        ) : (
          <Avatar name={name} imageUrl={avatarUrl} size="lg" />
        )}
      </div>
      {/* Below the banner that the photo overlaps (ProfileHeader pulls this row up by 2.75rem). */}
      <div className="min-w-0 space-y-2 sm:pt-14">
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_CONTENT_TYPES.join(',')}
          className="hidden"
          tabIndex={-1}
          data-testid="avatar-file-input"
          onChange={onFileChosen}
        />
        {chosen ? (
          <>
            <p className="text-sm font-medium text-slate-800">{t('profile.photo.previewNote')}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                pending={upload.isPending}
                pendingLabel={t('profile.photo.saving')}
                onClick={onSave}
              >
                {t('profile.photo.save')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={upload.isPending}
                onClick={() => setChosen(null)}
              >
                {t('common.cancel')}
              </Button>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-describedby={hintId}
              onClick={() => inputRef.current?.click()}
            >
              <ImagePlus aria-hidden="true" className="size-4" />
              {t('profile.photo.upload')}
            </Button>
            {avatarUrl ? (
              <Button size="sm" variant="ghost" onClick={() => setConfirmRemove(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('profile.photo.remove')}
              </Button>
            ) : null}
          </div>
        )}
        <p id={hintId} className="text-xs text-slate-600">
          {t('profile.photo.hint')}
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('profile.photo.removeTitle')}
        description={t('profile.photo.removeBody')}
        confirmLabel={t('profile.photo.remove')}
        pendingLabel={t('profile.photo.removing')}
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </div>
  );
}
