import type { OrgHierarchy, OrgUnit } from '@competencyhub/domain/schemas/organisation';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { useUnitLevel } from './organisation-api.ts';
import { kindLabel } from './unit-kinds.ts';

function UnitCard({
  unit,
  onOpen,
  current = false,
}: {
  unit: OrgUnit;
  onOpen?: () => void;
  current?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex h-full flex-col gap-3 rounded-xl border bg-white p-4 shadow-xs ${current ? 'border-indigo-300 ring-2 ring-indigo-100' : 'border-slate-200'}`}
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{unit.name}</p>
        <p className="text-xs text-slate-600">
          {kindLabel(t, unit.kind)}
          {unit.code ? <span className="font-mono"> · {unit.code}</span> : null}
        </p>
      </div>
      <div className="flex items-center gap-2 text-sm">
        {unit.headName ? (
          <>
            <Avatar name={unit.headName} size="sm" />
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-800">{unit.headName}</span>
              <span className="block text-xs text-slate-600">{t('organisation.chart.headRole')}</span>
            </span>
          </>
        ) : (
          <span className="text-slate-600">{t('organisation.tree.noHead')}</span>
        )}
      </div>
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          className={`mt-auto inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 ${focusRing}`}
          aria-label={t('organisation.chart.open', { name: unit.name, count: unit.childCount })}
        >
          {t('organisation.tree.subUnits', { count: unit.childCount })}
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * The org chart: a unit with its head, and the units below it as cards, one level at a time; a trail
 * leads back up. A company of 2,000 units is read as the reader walks it, never drawn all at once.
 */
export function OrgChart({ hierarchy }: { hierarchy: OrgHierarchy }) {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<OrgUnit[]>([]);
  const current = trail.at(-1) ?? null;
  const level = useUnitLevel(hierarchy, current?.id ?? null, false);
  const units = level.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-4">
      <nav aria-label={t('organisation.chart.trail')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          <li>
            {current ? (
              <button
                type="button"
                className={`rounded-sm text-indigo-700 hover:underline ${focusRing}`}
                onClick={() => setTrail([])}
              >
                {t('organisation.chart.top')}
              </button>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {t('organisation.chart.top')}
              </span>
            )}
          </li>
          {trail.map((unit, index) => (
            <li key={unit.id} className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
              {index === trail.length - 1 ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {unit.name}
                </span>
              ) : (
                <button
                  type="button"
                  className={`rounded-sm text-indigo-700 hover:underline ${focusRing}`}
                  onClick={() => setTrail(trail.slice(0, index + 1))}
                >
                  {unit.name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {current ? (
        <div className="mx-auto max-w-sm">
          <UnitCard unit={current} current />
          <div aria-hidden="true" className="mx-auto h-5 w-px bg-slate-300" />
        </div>
      ) : null}
      {level.isPending ? (
        <Spinner label={t('organisation.tree.loading')} />
      ) : level.isError ? (
        <Alert tone="error">{errorMessage(t, level.error)}</Alert>
      ) : units.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {current ? t('organisation.chart.noneBelow', { name: current.name }) : t('organisation.tree.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 border-t-2 border-slate-200 pt-4 sm:grid-cols-2 xl:grid-cols-4">
          {units.map((unit) => (
            <li key={unit.id}>
              <UnitCard
                unit={unit}
                onOpen={unit.childCount > 0 ? () => setTrail([...trail, unit]) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        list={level}
        label={t('organisation.tree.more')}
        pendingLabel={t('organisation.tree.loading')}
      />
    </div>
  );
}
