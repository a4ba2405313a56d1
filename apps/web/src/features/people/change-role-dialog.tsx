import type { Role } from '@competencyhub/domain/roles';
import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { type Actor, rolesActorGrants } from './actor.ts';
import { useChangeRole } from './people-api.ts';

interface Props {
  actor: Actor;
  person: ProfileListItem;
  onClose: () => void;
}

/** Offers only the roles the actor may grant; the server checks the same rule. */
export function ChangeRoleDialog({ actor, person, onClose }: Props) {
  const { t } = useTranslation();
  const roles = rolesActorGrants(actor);
  const [role, setRole] = useState<Role>(person.role);
  const change = useChangeRole();
  const name = person.fullName;

  const save = () => {
    change.mutate(
      { id: person.id, role },
      {
        onSuccess: () => {
          notifySuccess({ title: t('people.roleDialog.changed', { name, role: t(`roles.${role}`) }) });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('people.roleDialog.title', { name })}
      description={t('people.roleDialog.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={save}
            pending={change.isPending}
            pendingLabel={t('people.roleDialog.saving')}
            disabled={role === person.role}
          >
            {t('people.roleDialog.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <SelectField
          label={t('fields.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {roles.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </SelectField>
        {change.isError ? <Alert tone="error">{errorMessage(t, change.error)}</Alert> : null}
      </div>
    </Modal>
  );
}
