import { MATRIX_XLSX_MAX_MEMBERS } from '@competencyhub/domain/schemas/team-messages';
import type {
  MatrixCompetency,
  MatrixMemberView,
  MatrixSort,
  TeamMatrix,
} from '@competencyhub/domain/schemas/teams';
import { cellState } from '@competencyhub/domain/team-matrix';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Download } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { SkillMatrixNarrow } from './skill-matrix-narrow.tsx';
import {
  CELL_CLASSES,
  cellText,
  type Formatters,
  type MatrixActions,
  MemberHeading,
  type MorePages,
  type Row,
  ShowMore,
  useFormatters,
} from './skill-matrix-parts.tsx';
import { teamMatrixCsvUrl, teamMatrixXlsxUrl } from './teams-api.ts';

/** Column widths of the wide matrix, in px: fixed, so only the columns in sight need drawing. */
const PERSON_WIDTH = 224;
const FIT_WIDTH = 80;
const COMPETENCY_WIDTH = 152;
/** Rows of the wide matrix drawn before the rest. */
const FIRST_ROWS = 30;

/**
 * The team's skill matrix: people × competencies, filtered and sorted. Wide screens get a table
 * whose competency columns are drawn only while in sight (a team of 200 with 60 competencies would
 * otherwise be 12,000 cells, and a long freeze); phones get one card per person, a page at a time.
 */
export function SkillMatrix({
  matrix,
  sort,
  onSort,
  more,
  onRate,
  onView,
}: {
  matrix: TeamMatrix;
  /** The order the server reads members in (by name or by fit), so it holds across pages. */
  sort: MatrixSort;
  onSort: (sort: MatrixSort) => void;
  more: MorePages;
  onRate: (member: MatrixMemberView) => void;
  onView: (member: MatrixMemberView) => void;
}) {
  const { t, i18n } = useTranslation();
  const formatters = useFormatters();
  const wide = useMediaQuery('(min-width: 48rem)');
  const [filter, setFilter] = useState('');
  // Typing stays responsive: the matrix redraws with the filter once React has time for it.
  const needle = useDeferredValue(filter).trim().toLocaleLowerCase(i18n.language);
  const columns = useMemo(
    () =>
      matrix.competencies.filter(
        (c) => needle === '' || c.name.toLocaleLowerCase(i18n.language).includes(needle),
      ),
    [matrix.competencies, needle, i18n.language],
  );
  const rows = useMemo(
    () =>
      matrix.members.map((member) => ({
        member,
        cells: new Map(
          member.cells.map(([column, level, required]) => [
            matrix.competencies[column]?.id ?? '',
            { level, required },
          ]),
        ),
      })),
    [matrix.members, matrix.competencies],
  );
  const actions = useMemo<MatrixActions>(
    () => ({ canRate: matrix.canRate, onRate, onView }),
    [matrix.canRate, onRate, onView],
  );
  return (
    <Card className="px-5 py-5 sm:px-6" labelledBy="team-matrix-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="team-matrix-title" className="font-semibold text-slate-900">
            {t('teams.matrixTitle')}
          </h3>
          <p className="text-sm text-slate-600">{t('teams.matrixIntro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a className={buttonClasses('secondary', 'sm')} href={teamMatrixCsvUrl(matrix.team.id)} download>
            <Download aria-hidden="true" className="size-4" />
            {t('teams.exportCsv')}
          </a>
          {matrix.team.memberCount <= MATRIX_XLSX_MAX_MEMBERS ? (
            <a className={buttonClasses('secondary', 'sm')} href={teamMatrixXlsxUrl(matrix.team.id)} download>
              <Download aria-hidden="true" className="size-4" />
              {t('teams.exportXlsx')}
            </a>
          ) : (
            <p className="max-w-xs text-xs text-slate-600">
              {t('teams.xlsxTooLarge', {
                max: new Intl.NumberFormat(i18n.language).format(MATRIX_XLSX_MAX_MEMBERS),
              })}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-4">
        <TextField
          label={t('teams.filter')}
          className="w-full sm:w-64"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <SelectField
          label={t('teams.sort')}
          className="w-full sm:w-56"
          value={sort}
          onChange={(event) => onSort(event.target.value as MatrixSort)}
        >
          <option value="name">{t('teams.sortName')}</option>
          <option value="fit_low">{t('teams.sortFitLow')}</option>
          <option value="fit_high">{t('teams.sortFitHigh')}</option>
        </SelectField>
      </div>
      <p className="mt-3 flex flex-wrap gap-2 text-xs" aria-hidden="true">
        {(['met', 'below', 'not_rated'] as const).map((state) => (
          <span key={state} className={`rounded px-2 py-0.5 ring-1 ring-slate-200 ${CELL_CLASSES[state]}`}>
            {t(`teams.state.${state}`)}
          </span>
        ))}
      </p>
      {columns.length === 0 ? <p className="mt-4 text-sm text-slate-700">{t('teams.noColumns')}</p> : null}
      {wide ? (
        <>
          <WideMatrix rows={rows} columns={columns} actions={actions} formatters={formatters} />
          <ShowMore shown={rows.length} total={matrix.team.memberCount} more={more} />
        </>
      ) : (
        <SkillMatrixNarrow
          key={`${sort}:${needle}`}
          rows={rows}
          total={matrix.team.memberCount}
          more={more}
          columns={columns}
          actions={actions}
          formatters={formatters}
        />
      )}
    </Card>
  );
}

/**
 * People × competencies. Every column heading is in the table, so the layout and the headers are
 * whole; the cells of a row are drawn only for the columns in (or near) sight of its scroll box,
 * with one spanning cell standing for those on either side. aria-colcount and aria-colindex tell
 * assistive technology where each drawn cell sits.
 */
function WideMatrix({
  rows,
  columns,
  actions,
  formatters,
}: {
  rows: readonly Row[];
  columns: readonly MatrixCompetency[];
  actions: MatrixActions;
  formatters: Formatters;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => COMPETENCY_WIDTH,
    paddingStart: PERSON_WIDTH + FIT_WIDTH,
    overscan: 3,
    // Before the box is measured, draw what a laptop screen shows rather than nothing.
    initialRect: { width: 1280, height: 0 },
  });
  const inSight = virtualizer.getVirtualItems();
  const first = inSight[0]?.index ?? 0;
  const last = inSight.at(-1)?.index ?? -1;
  // A team of hundreds: the first rows at once, the rest drawn by React in the background, in
  // slices that leave the page responsive (a concurrent render yields to the browser).
  const drawn = useDeferredValue(rows, rows.slice(0, FIRST_ROWS));
  const tableWidth = PERSON_WIDTH + FIT_WIDTH + columns.length * COMPETENCY_WIDTH;
  return (
    // The box scrolls sideways; focusable so the arrow keys scroll it. relative: the cells'
    // screen-reader texts are absolutely placed, and must scroll with them.
    <section
      ref={scroller}
      aria-labelledby="team-matrix-title"
      className="relative mt-4 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <table
        className="table-fixed border-separate border-spacing-0 text-sm"
        style={{ width: tableWidth, minWidth: '100%' }}
        aria-colcount={columns.length + 2}
      >
        <caption className="sr-only">{t('teams.matrixCaption')}</caption>
        <colgroup>
          <col style={{ width: PERSON_WIDTH }} />
          <col style={{ width: FIT_WIDTH }} />
          {columns.map((competency) => (
            <col key={competency.id} style={{ width: COMPETENCY_WIDTH }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 border-b border-slate-200 bg-white px-3 py-2 text-left font-semibold text-slate-900"
            >
              {t('teams.person')}
            </th>
            <th
              scope="col"
              className="border-b border-slate-200 px-3 py-2 text-right font-semibold text-slate-900"
            >
              {t('teams.fit')}
            </th>
            {columns.map((competency) => (
              <th
                key={competency.id}
                scope="col"
                className="border-b border-slate-200 px-3 py-2 text-left align-bottom font-semibold text-slate-900"
              >
                <span className="block hyphens-auto [overflow-wrap:break-word]">{competency.name}</span>
                <span className="block text-xs font-normal text-slate-600">{competency.categoryName}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {drawn.map((row) => (
            <WideRow
              key={row.member.id}
              row={row}
              columns={columns}
              first={first}
              last={last}
              actions={actions}
              formatters={formatters}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One person's row; redrawn only when the columns in sight or the person change. */
const WideRow = memo(function WideRow({
  row,
  columns,
  first,
  last,
  actions,
  formatters,
}: {
  row: Row;
  columns: readonly MatrixCompetency[];
  first: number;
  last: number;
  actions: MatrixActions;
  formatters: Formatters;
}) {
  const { t } = useTranslation();
  const { member, cells } = row;
  const after = columns.length - 1 - last;
  return (
    <tr>
      <th
        scope="row"
        className="sticky left-0 z-10 border-b border-slate-100 bg-white px-3 py-2 text-left font-normal"
      >
        <MemberHeading member={member} actions={actions} />
      </th>
      <td className="border-b border-slate-100 px-3 py-2 text-right tabular-nums text-slate-900">
        {member.fitPercent === null ? '—' : formatters.percent(member.fitPercent)}
      </td>
      {first > 0 ? <td aria-hidden="true" colSpan={first} className="border-b border-slate-100" /> : null}
      {columns.slice(first, last + 1).map((competency, offset) => {
        const cell = cells.get(competency.id);
        const state = cellState(cell);
        return (
          <td
            key={competency.id}
            aria-colindex={first + offset + 3}
            className={`border-b border-slate-100 px-3 py-2 tabular-nums ${CELL_CLASSES[state]}`}
          >
            {cellText(cell, formatters.decimal)}
            {state === 'not_required' ? null : <span className="sr-only">, {t(`teams.state.${state}`)}</span>}
          </td>
        );
      })}
      {after > 0 ? <td aria-hidden="true" colSpan={after} className="border-b border-slate-100" /> : null}
    </tr>
  );
});
