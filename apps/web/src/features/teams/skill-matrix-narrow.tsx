import type { MatrixCompetency } from '@competencyhub/domain/schemas/teams';
import { cellState } from '@competencyhub/domain/team-matrix';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CELL_CLASSES,
  type Cell,
  cellText,
  type Formatters,
  type MatrixActions,
  MemberHeading,
  type MorePages,
  type Row,
  ShowMore,
} from './skill-matrix-parts.tsx';

/** People shown at a time on a phone, before "Show more". */
const NARROW_PAGE = 25;

/** Phones: one card per person, each competency a line; a page of people at a time. */
export function SkillMatrixNarrow({
  rows,
  total,
  more,
  columns,
  actions,
  formatters,
}: {
  rows: readonly Row[];
  total: number;
  more: MorePages;
  columns: readonly MatrixCompetency[];
  actions: MatrixActions;
  formatters: Formatters;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(NARROW_PAGE);
  const visible = rows.slice(0, shown);
  return (
    <div className="mt-4 space-y-4">
      <ul className="space-y-4" aria-label={t('teams.peopleList')}>
        {visible.map(({ member, cells }) => (
          <li key={member.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <MemberHeading member={member} actions={actions} />
              <span className="text-sm text-slate-900">
                {t('teams.fitShort', {
                  percent: member.fitPercent === null ? '—' : formatters.percent(member.fitPercent),
                })}
              </span>
            </div>
            <MemberLines cells={cells} columns={columns} decimal={formatters.decimal} />
          </li>
        ))}
      </ul>
      <ShowMore
        shown={visible.length}
        total={total}
        step={NARROW_PAGE}
        more={{
          ...more,
          // The people already read first, then the server's next page.
          hasMore: visible.length < rows.length || more.hasMore,
          onLoadMore: () => {
            // Fewer than a step left of those read: read the next page too.
            if (rows.length - visible.length < NARROW_PAGE && more.hasMore) more.onLoadMore();
            setShown(visible.length + NARROW_PAGE);
          },
        }}
      />
    </div>
  );
}

function MemberLines({
  cells,
  columns,
  decimal,
}: {
  cells: Map<string, Cell>;
  columns: readonly MatrixCompetency[];
  decimal: (value: number) => string;
}) {
  const { t } = useTranslation();
  const shown = columns.filter((competency) => cells.has(competency.id));
  return (
    <dl className="mt-2 divide-y divide-slate-100 text-sm">
      {shown.map((competency) => {
        const cell = cells.get(competency.id);
        const state = cellState(cell);
        return (
          <div key={competency.id} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="min-w-0 text-slate-800 [overflow-wrap:anywhere]">{competency.name}</dt>
            <dd className={`shrink-0 rounded px-2 tabular-nums ${CELL_CLASSES[state]}`}>
              {cellText(cell, decimal)}
              {state === 'not_required' ? null : (
                <span className="sr-only">, {t(`teams.state.${state}`)}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
