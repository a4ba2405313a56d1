import { JOB_CHANGE_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitSearch } from '../../lib/organisation-queries.ts';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useActivePeopleSearch } from './people-api.ts';

/** The pickers of job records (a unit, a manager found by typing) and their refusals' words. */

interface Found {
  items: Array<{ id: string; name: string; detail?: string | undefined }>;
  searched: boolean;
}

/** A choice among a few found by typing: keep what the person has, or pick one of the matches. */
export function SearchPick({
  label,
  searchLabel,
  search,
  onSearch,
  found,
  chosen,
  onChoose,
  error,
  noneText,
  clearText,
}: {
  label: string;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  found: Found;
  chosen: { id: string; name: string } | null;
  onChoose: (value: { id: string; name: string } | null) => void;
  error?: string | undefined;
  /** What no choice means, and the button that goes back to it (a change keeps what the person has). */
  noneText?: string | undefined;
  clearText?: string | undefined;
}) {
  const { t } = useTranslation();
  const typed = search.trim().length > 0;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <p className="text-sm text-slate-700">
        {chosen ? (
          <>
            <span className="font-medium text-slate-900">{chosen.name}</span>{' '}
            <button
              type="button"
              className={`rounded-sm text-indigo-700 underline-offset-2 hover:underline ${focusRing}`}
              onClick={() => onChoose(null)}
            >
              {clearText ?? t('organisation.history.keepCurrent')}
            </button>
          </>
        ) : (
          (noneText ?? t('organisation.history.unchanged'))
        )}
      </p>
      <TextField
        type="search"
        label={searchLabel}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        error={error}
      />
      {typed && found.items.length > 0 ? (
        <ul className="max-h-40 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {found.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={`flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50 ${focusRing}`}
                onClick={() => {
                  onChoose({ id: item.id, name: item.name });
                  onSearch('');
                }}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{item.name}</span>
                  {item.detail ? (
                    <span className="block truncate text-xs text-slate-600">{item.detail}</span>
                  ) : null}
                </span>
                <span className="shrink-0 text-indigo-700">{t('organisation.unit.chooseHead')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {typed && found.searched && found.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('organisation.history.noMatch')}</p>
      ) : null}
    </fieldset>
  );
}

export type PickProps = Omit<Parameters<typeof SearchPick>[0], 'search' | 'onSearch' | 'found'>;

export function UnitPick(props: PickProps) {
  const [search, setSearch] = useState('');
  const found = useUnitSearch('organisation', useDeferredValue(search.trim()));
  const items = (found.data?.items ?? []).map((u) => ({
    id: u.id,
    name: u.name,
    detail: u.path.join(' › '),
  }));
  return (
    <SearchPick
      {...props}
      search={search}
      onSearch={setSearch}
      found={{ items, searched: found.isSuccess }}
    />
  );
}

export function ManagerPick({ personId, ...props }: PickProps & { personId: string }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useActivePeopleSearch(q, q.length > 0);
  const items = (found.data?.items ?? [])
    .filter((p) => p.id !== personId)
    .map((p) => ({ id: p.id, name: p.fullName, detail: p.jobTitle ?? undefined }));
  return (
    <SearchPick
      {...props}
      search={search}
      onSearch={setSearch}
      found={{ items, searched: found.isSuccess }}
    />
  );
}

/** The refusals of job changes in the reader's language. */
export const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(JOB_CHANGE_MESSAGES).map(([key, text]) => [text, key]),
);
