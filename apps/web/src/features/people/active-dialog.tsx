import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from './modal.tsx';
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
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t(`people.activeDialog.${kind}Title`, { name })}
      description={t(`people.activeDialog.${kind}Body`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={setActive.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={activate ? 'primary' : 'danger'}
            onClick={confirm}
            pending={setActive.isPending}
            pendingLabel={t('people.activeDialog.working')}
          >
            {t(`people.activeDialog.${kind}Confirm`)}
          </Button>
        </>
      }
    >
      {setActive.isError ? (
        <Alert tone="error">{errorMessage(t, setActive.error)}</Alert>
      ) : (
        <p className="text-sm text-slate-700">{person.email}</p>
      )}
    </Modal>
  );
}
