import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useSetActive } from './people-api.ts';

/** Confirms deactivating (signs the person out everywhere) or reactivating someone. */
export function ActiveDialog({ person, onClose }: { person: ProfileListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const setActive = useSetActive();
  const activate = person.status === 'deactivated';
  const kind = activate ? 'reactivate' : 'deactivate';
  const name = person.fullName;

  const confirm = () => {
    setActive.mutate(
      { id: person.id, active: activate },
      {
        onSuccess: () => {
          notifySuccess({ title: t(`people.activeDialog.${kind}d`, { name }) });
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t(`people.activeDialog.${kind}Title`, { name })}
      description={
        <>
          <p>{t(`people.activeDialog.${kind}Body`)}</p>
          <p className="break-all font-medium text-slate-900">{person.email}</p>
        </>
      }
      confirmLabel={t(`people.activeDialog.${kind}Confirm`)}
      confirmVariant={activate ? 'primary' : 'danger'}
      pendingLabel={t('people.activeDialog.working')}
      pending={setActive.isPending}
      error={setActive.isError ? errorMessage(t, setActive.error) : null}
      onConfirm={confirm}
    />
  );
}
