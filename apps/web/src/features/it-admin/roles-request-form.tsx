import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { type Role, rolesInCompany } from '@competencyhub/domain/roles';
import { ROLE_REQUEST_LIMITS } from '@competencyhub/domain/schemas/it-admin-roles-messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCreateRoleRequest, usePeopleSearch } from './roles-api.ts';
import { itAdminError, itAdminMessage } from './roles-messages.ts';

type FieldErrors = Partial<Record<'personId' | 'role' | 'reason', string>>;

/**
 * Asks for a role change one cannot make oneself (decision 0073): whom (found by name or e-mail
 * among the company's active people, 20 at a time), which role, and why. The server decides whether
 * a request is needed; its refusal is shown on the form.
 */
export function RoleRequestForm() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const people = usePeopleSearch(search);
  const [personId, setPersonId] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateRoleRequest();
  const roles = rolesInCompany({ systemOwnerCompany: me.company?.id === SYSTEM_OWNER_COMPANY_ID });
  const options = people.data?.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!personId) missing.personId = t('itRoles.form.personRequired');
    if (!role) missing.role = t('itRoles.form.roleRequired');
    if (!reason.trim()) missing.reason = t('itRoles.validation.reasonRequired');
    setErrors(missing);
    setFormError(null);
    if (!role || Object.keys(missing).length) return;
    create.mutate(
      { personId, role, reason },
      {
        onSuccess: () => {
          notifySuccess({ title: t('itRoles.form.sent') });
          setPersonId('');
          setRole('');
          setReason('');
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fieldErrors : {};
          if (fields.reason?.[0]) setErrors({ reason: itAdminMessage(t, fields.reason[0]) });
          else setFormError(itAdminError(t, error));
        },
      },
    );
  };

  return (
    <Card as="section" labelledBy="it-role-request-form" className="space-y-4 px-5 py-5">
      <div className="space-y-1">
        <h3 id="it-role-request-form" className="font-semibold text-slate-900">
          {t('itRoles.form.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('itRoles.form.intro')}</p>
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('itRoles.form.search')}
            hint={t('itRoles.form.searchHint')}
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SelectField
            label={t('itRoles.form.person')}
            value={personId}
            error={errors.personId}
            onChange={(event) => setPersonId(event.target.value)}
          >
            <option value="">{t('itRoles.form.choosePerson', { count: options.length })}</option>
            {options.map((person) => (
              <option key={person.id} value={person.id}>
                {`${person.fullName} (${person.email}) · ${t(`roles.${person.role}`)}`}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('itRoles.form.role')}
            value={role}
            error={errors.role}
            onChange={(event) => setRole(event.target.value as Role | '')}
          >
            <option value="">{t('itRoles.form.chooseRole')}</option>
            {roles.map((value) => (
              <option key={value} value={value}>
                {t(`roles.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label={t('itRoles.form.reason')}
          hint={t('itRoles.form.reasonHint', { count: ROLE_REQUEST_LIMITS.reasonChars })}
          value={reason}
          error={errors.reason}
          maxLength={ROLE_REQUEST_LIMITS.reasonChars}
          onChange={(event) => setReason(event.target.value)}
        />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Button type="submit" pending={create.isPending} pendingLabel={t('itRoles.form.sending')}>
          {t('itRoles.form.submit')}
        </Button>
      </form>
    </Card>
  );
}
