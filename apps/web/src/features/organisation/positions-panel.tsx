import {
  POSITION_STATUSES,
  type Position,
  type PositionStatus,
} from '@competencyhub/domain/schemas/organisation';
import { Pencil, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { TextField } from '../../ui/text-field.tsx';
import { usePositions } from './organisation-api.ts';
import { PositionDialog } from './position-dialog.tsx';

const STATUS_COLOURS = { filled: 'green', vacant: 'orange', frozen: 'blue', closed: 'gray' } as const;

/** The company's positions: seats in units, who holds them, which are vacant or critical. */
export function PositionsPanel() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PositionStatus | ''>('');
  const [criticalOnly, setCriticalOnly] = useState(false);
  const q = useDeferredValue(search.trim());
  const list = usePositions({ q, status, criticalOnly });
  const [editing, setEditing] = useState<Position | 'new' | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          type="search"
          className="min-w-0 flex-1 sm:max-w-xs"
          label={t('organisation.positions.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label={t('organisation.positions.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as PositionStatus | '')}
        >
          <option value="">{t('organisation.positions.anyStatus')}</option>
          {POSITION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`organisation.positions.statuses.${value}`)}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-indigo-600"
            checked={criticalOnly}
            onChange={(event) => setCriticalOnly(event.target.checked)}
          />
          {t('organisation.positions.criticalOnly')}
        </label>
        <Button className="ms-auto" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('organisation.positions.add')}
        </Button>
      </div>
      {list.isPending ? (
        <Spinner label={t('organisation.tree.loading')} />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(t, list.error)}</Alert>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {q || status || criticalOnly
            ? t('organisation.positions.noMatch')
            : t('organisation.positions.empty')}
        </p>
      ) : (
        <ul
          aria-label={t('organisation.positions.list')}
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {items.map((position) => {
            const label = [position.code, position.jobProfile.name].filter(Boolean).join(' · ');
            return (
              <li key={position.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{label}</span>
                    <Badge color={STATUS_COLOURS[position.status]}>
                      {t(`organisation.positions.statuses.${position.status}`)}
                    </Badge>
                    {position.critical ? (
                      <Badge color="red">{t('organisation.positions.criticalBadge')}</Badge>
                    ) : null}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {[
                      position.orgUnit.name,
                      position.location?.name,
                      t('organisation.positions.fteValue', {
                        fte: new Intl.NumberFormat(i18n.resolvedLanguage).format(position.fte),
                      }),
                      position.reportsTo
                        ? t('organisation.positions.reportsToValue', { name: position.reportsTo.name })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <span className="block text-xs text-slate-700">
                    {position.holder
                      ? t('organisation.positions.heldBy', { name: position.holder.name })
                      : t('organisation.positions.nobody')}
                  </span>
                </span>
                <button
                  type="button"
                  className={`rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
                  aria-label={t('organisation.positions.edit', { name: label })}
                  title={t('organisation.positions.edit', { name: label })}
                  onClick={() => setEditing(position)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ShowMore
        list={list}
        label={t('organisation.tree.more')}
        pendingLabel={t('organisation.tree.loading')}
      />
      {editing ? (
        <PositionDialog position={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
