import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useDecideProfile } from './people-api.ts';

interface Requester {
  id: string;
  fullName: string;
  email: string;
}

/**
 * Asks before rejecting a request to join: the person loses the chance to get in with this account,
 * so it is confirmed like every other destructive action. Used by the pending list and the people menu.
 */
export function RejectRequestDialog({
  person,
  onClose,
  onRejected,
}: {
  person: Requester;
  onClose: () => void;
  onRejected: (name: string) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideProfile();
  const name = person.fullName;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('people.rejectDialog.title', { name })}
      description={
        <>
          <p>{t('people.rejectDialog.body', { name, email: person.email })}</p>
          <p>{t('people.rejectDialog.later')}</p>
        </>
      }
      confirmLabel={t('people.rejectDialog.confirm')}
      pendingLabel={t('people.rejectDialog.working')}
      pending={decide.isPending}
      error={decide.isError ? errorMessage(t, decide.error) : null}
      onConfirm={() =>
        decide.mutate(
          { id: person.id, decision: 'reject' },
          {
            onSuccess: () => {
              onRejected(name);
              onClose();
            },
          },
        )
      }
    />
  );
}
