import type { Location } from '@competencyhub/domain/schemas/organisation';
import { Archive, ArchiveRestore, Pencil, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { LocationDialog, useCountryNames } from './location-dialog.tsx';
import { useLocationChange, useLocations } from './organisation-api.ts';

const iconButton = `rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`;

/** The company's locations: find, add, change, archive and restore. */
export function LocationsPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [includeArchived, setIncludeArchived] = useState(false);
  const q = useDeferredValue(search.trim());
  const list = useLocations(q, includeArchived);
  const change = useLocationChange();
  const countries = useCountryNames();
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const locations = list.data?.pages.flatMap((page) => page.items) ?? [];

  async function toggleArchive(location: Location) {
    setFailure(null);
    try {
      await change.mutateAsync({ kind: 'archive', id: location.id, input: { archived: !location.archived } });
      notifySuccess({
        title: t(location.archived ? 'organisation.location.restored' : 'organisation.location.archived', {
          name: location.name,
        }),
      });
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          type="search"
          className="min-w-0 flex-1 sm:max-w-sm"
          label={t('organisation.location.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-indigo-600"
            checked={includeArchived}
            onChange={(event) => setIncludeArchived(event.target.checked)}
          />
          {t('organisation.showArchived')}
        </label>
        {canManage ? (
          <Button className="ms-auto" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('organisation.location.add')}
          </Button>
        ) : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {list.isPending ? (
        <Spinner label={t('organisation.tree.loading')} />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(t, list.error)}</Alert>
      ) : locations.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {q ? t('organisation.location.noMatch') : t('organisation.location.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {locations.map((location) => (
            <li key={location.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className={`font-medium ${location.archived ? 'text-slate-500' : 'text-slate-900'}`}>
                    {location.name}
                  </span>
                  {location.archived ? (
                    <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-700">
                      {t('organisation.tree.archived')}
                    </span>
                  ) : null}
                </span>
                {location.needsReview ? (
                  <span className="block text-xs text-amber-800">
                    {t('organisation.location.needsReview')}
                  </span>
                ) : (
                  <span className="block text-xs text-slate-600">
                    {[
                      location.city,
                      location.region,
                      location.country ? countries.nameOf(location.country) : null,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                    {' · '}
                    {location.timeZone?.replaceAll('_', ' ')}
                  </span>
                )}
              </span>
              {canManage ? (
                <span className="flex shrink-0 items-center gap-0.5">
                  {location.archived ? null : (
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={t('organisation.location.edit', { name: location.name })}
                      title={t('organisation.location.edit', { name: location.name })}
                      onClick={() => setEditing(location)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </button>
                  )}
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t(
                      location.archived ? 'organisation.location.restore' : 'organisation.location.archive',
                      {
                        name: location.name,
                      },
                    )}
                    title={t(
                      location.archived ? 'organisation.location.restore' : 'organisation.location.archive',
                      {
                        name: location.name,
                      },
                    )}
                    onClick={() => void toggleArchive(location)}
                  >
                    {location.archived ? (
                      <ArchiveRestore aria-hidden="true" className="size-4" />
                    ) : (
                      <Archive aria-hidden="true" className="size-4" />
                    )}
                  </button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        list={list}
        label={t('organisation.tree.more')}
        pendingLabel={t('organisation.tree.loading')}
      />
      {editing ? (
        <LocationDialog location={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
