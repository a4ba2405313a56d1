import type { JobProfileDetail } from '@competencyhub/domain/schemas/job-profiles';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAssignablePeople, useAssignJobProfile } from './job-profiles-api.ts';

/**
 * Gives people this job profile. Their job title and department then follow it; someone who holds
 * another profile moves to this one (the list says which they hold now).
 */
export function AssignDialog({
  companyId,
  profile,
  open,
  onOpenChange,
}: {
  companyId: string;
  profile: JobProfileDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const people = useAssignablePeople(companyId, q, open);
  const assign = useAssignJobProfile(companyId);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setSearch('');
      setError(null);
    }
  }, [open]);

  async function give(personId: string, name: string) {
    setError(null);
    setBusyId(personId);
    try {
      await assign.mutateAsync({ personId, jobProfileId: profile.id });
      notifySuccess({ title: t('jobProfiles.assign.done', { name, title: profile.title }) });
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('jobProfiles.assign.title', { title: profile.title })}
      description={t('jobProfiles.assign.description')}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common.close')}
        </Button>
      }
    >
      <div className="space-y-4">
        <div className="relative">
          <TextField
            label={t('jobProfiles.assign.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('jobProfiles.assign.searchPlaceholder')}
            autoComplete="off"
          />
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute right-3 bottom-3 size-4 text-slate-400"
          />
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {people.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : people.isError ? (
          <Alert tone="error">{errorMessage(t, people.error)}</Alert>
        ) : people.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('jobProfiles.assign.noMatch')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('jobProfiles.assign.results')}>
            {people.data.items.map((person) => {
              const holds = person.jobProfileId === profile.id;
              return (
                <li key={person.id} className="flex items-center gap-3 py-2.5">
                  <Avatar name={person.fullName} imageUrl={person.avatarUrl} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">{person.fullName}</p>
                    <p className="truncate text-xs text-slate-600">
                      {person.jobTitle
                        ? t('jobProfiles.assign.currently', { title: person.jobTitle })
                        : t('jobProfiles.assign.noProfile')}
                    </p>
                  </div>
                  {holds ? (
                    <span className="text-sm font-medium text-green-700">
                      {t('jobProfiles.assign.holds')}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      pending={busyId === person.id}
                      pendingLabel={t('jobProfiles.saving')}
                      disabled={busyId !== null && busyId !== person.id}
                      aria-label={t('jobProfiles.assign.giveTo', { name: person.fullName })}
                      onClick={() => void give(person.id, person.fullName)}
                    >
                      {t('jobProfiles.assign.give')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
