import { PROFILE_STATUSES, type ProfileStatus } from '@competencyhub/domain/account-status';
import { type Role, rolesInCompany } from '@competencyhub/domain/roles';
import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ActiveDialog } from './active-dialog.tsx';
import { type Actor, canManagePerson } from './actor.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { JobHistoryDialog } from './job-history-dialog.tsx';
import { JobProfileAssignDialog } from './job-profile-dialog.tsx';
import { LineManagerDialog } from './line-manager-dialog.tsx';
import { useDecideProfile, usePeople } from './people-api.ts';
import { PeopleList } from './people-list.tsx';
import type { PersonAction } from './person-actions-menu.tsx';
import { RejectRequestDialog } from './reject-request-dialog.tsx';

type OpenDialog = {
  action:
    | 'changeRole'
    | 'setLineManager'
    | 'setJobProfile'
    | 'jobHistory'
    | 'deactivate'
    | 'reactivate'
    | 'reject';
  person: ProfileListItem;
};

export function PeopleTab({ actor, companyName }: { actor: Actor; companyName: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<ProfileStatus | ''>('');
  const q = useDebouncedValue(search.trim());
  const people = usePeople({ q: q || undefined, role: role || undefined, status: status || undefined });
  const decide = useDecideProfile();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const items = people.data?.pages.flatMap((page) => page.items) ?? [];
  const total = people.data?.pages[0]?.total ?? 0;
  const filtered = Boolean(q || role || status);

  const onAction = (action: PersonAction, person: ProfileListItem) => {
    if (action === 'approve') {
      decide.mutate(
        { id: person.id, decision: action },
        {
          onSuccess: () => notifySuccess({ title: t('people.pending.approved', { name: person.fullName }) }),
          onError: (error) =>
            notifyError({ title: t('people.errorTitle'), description: errorMessage(t, error) }),
        },
      );
    } else {
      setDialog({ action, person });
    }
  };

  const clear = () => {
    setSearch('');
    setRole('');
    setStatus('');
  };

  return (
    <Card className="overflow-hidden">
      <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          type="search"
          label={t('people.filters.search')}
          placeholder={t('people.filters.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField
          label={t('people.filters.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as Role | '')}
        >
          <option value="">{t('people.filters.allRoles')}</option>
          {rolesInCompany({ systemOwnerCompany: actor.systemOwnerCompany }).map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('people.filters.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as ProfileStatus | '')}
        >
          <option value="">{t('people.filters.allStatuses')}</option>
          {PROFILE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`people.status.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="flex min-h-12 flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-5">
        <p className="text-sm text-slate-700" aria-live="polite">
          {people.isSuccess ? t('people.list.showing', { shown: items.length, total }) : null}
        </p>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            {t('people.filters.clear')}
          </Button>
        ) : null}
      </div>

      {people.isPending ? (
        <div className="flex justify-center px-5 py-10">
          <Spinner label={t('app.loading')} />
        </div>
      ) : people.isError ? (
        <div className="px-5 pb-5">
          <Alert tone="error">{errorMessage(t, people.error)}</Alert>
        </div>
      ) : items.length === 0 ? (
        <p className="px-5 pt-4 pb-10 text-center text-sm text-slate-600">
          {filtered ? t('people.list.emptyFiltered') : t('people.list.empty')}
        </p>
      ) : (
        <div className="border-t border-slate-200">
          <PeopleList
            actor={actor}
            people={items}
            caption={t('people.list.caption', { company: companyName })}
            onAction={onAction}
          />
        </div>
      )}

      {people.hasNextPage ? (
        <div className="flex justify-center border-t border-slate-200 px-5 py-4">
          <ShowMore list={people} label={t('people.list.loadMore')} />
        </div>
      ) : null}

      {dialog?.action === 'changeRole' ? (
        <ChangeRoleDialog actor={actor} person={dialog.person} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.action === 'setLineManager' ? (
        <LineManagerDialog person={dialog.person} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.action === 'setJobProfile' ? (
        <JobProfileAssignDialog person={dialog.person} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.action === 'jobHistory' ? (
        <JobHistoryDialog
          person={dialog.person}
          canRecord={canManagePerson(actor, dialog.person)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.action === 'reject' ? (
        <RejectRequestDialog
          person={dialog.person}
          onClose={() => setDialog(null)}
          onRejected={(name) => notifySuccess({ title: t('people.pending.rejected', { name }) })}
        />
      ) : null}
      {dialog?.action === 'deactivate' || dialog?.action === 'reactivate' ? (
        <ActiveDialog person={dialog.person} onClose={() => setDialog(null)} />
      ) : null}
    </Card>
  );
}
