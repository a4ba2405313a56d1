import type { CsvCompetencyRow } from '@competencyhub/domain/framework-csv';
import {
  type CsvCompetencyValues,
  type CsvRowChange,
  csvRowChange,
} from '@competencyhub/domain/framework-csv-rows';
import type { FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';

const ROWS_PREVIEWED = 8;
/** Rows that change an archived competency are all listed, up to this many. */
const ARCHIVED_LISTED = 100;

export interface PlannedRow {
  row: CsvCompetencyRow;
  change: CsvRowChange;
  archived: boolean;
}

/** What each row will do, worked out as the server will (the same domain function). */
export function planRows(
  framework: FrameworkDetail,
  rows: readonly CsvCompetencyRow[],
  columns: readonly string[],
): PlannedRow[] {
  const categoryNames = new Map(framework.categories.map((category) => [category.id, category.name]));
  const existing = new Map(
    framework.competencies.map((competency) => [competency.name.toLocaleLowerCase(), competency]),
  );
  const types = [...framework.types];
  return rows.map((row) => {
    const competency = existing.get(row.name.toLocaleLowerCase());
    const before: CsvCompetencyValues | null = competency
      ? {
          category: categoryNames.get(competency.categoryId) ?? '',
          name: competency.name,
          type: competency.type,
          description: competency.description,
          tags: competency.tags,
          levelDescriptions: competency.levelDescriptions,
        }
      : null;
    const { values, change } = csvRowChange(row, columns, before, types);
    if (!types.includes(values.type)) types.push(values.type);
    return { row, change, archived: Boolean(competency?.archivedAt) };
  });
}

/** The file is correct: what importing it will do, counted and row by row. */
export function CsvPreview({
  framework,
  planned,
  columns,
}: {
  framework: FrameworkDetail;
  planned: readonly PlannedRow[];
  columns: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const count = (change: CsvRowChange) => planned.filter((entry) => entry.change === change).length;
  const archivedChanged = planned.filter((entry) => entry.archived && entry.change === 'update');
  const known = new Set(framework.categories.map((category) => category.name.toLocaleLowerCase()));
  const newCategories = new Set(
    planned.map((entry) => entry.row.category.toLocaleLowerCase()).filter((name) => !known.has(name)),
  );
  const optional = [
    'description',
    'tags',
    ...framework.scale.levels.map((level) => `level_${level.value}`),
  ].filter((column) => !columns.includes(column));
  const shown = [
    ...planned.slice(0, ROWS_PREVIEWED),
    ...planned
      .slice(ROWS_PREVIEWED)
      .filter((entry) => entry.archived)
      .slice(0, ARCHIVED_LISTED),
  ];
  const status = (entry: PlannedRow) => {
    if (entry.change === 'create') return <Badge color="green">{t('frameworks.csv.willCreate')}</Badge>;
    if (entry.change === 'unchanged') {
      return (
        <Badge color="gray">
          {entry.archived ? t('frameworks.csv.unchangedArchived') : t('frameworks.csv.willStay')}
        </Badge>
      );
    }
    return entry.archived ? (
      <Badge color="orange">{t('frameworks.csv.willUpdateArchived')}</Badge>
    ) : (
      <Badge color="blue">{t('frameworks.csv.willUpdate')}</Badge>
    );
  };

  return (
    <section className="space-y-3">
      <Alert tone="success" title={t('frameworks.csv.readyTitle', { count: planned.length })}>
        {t('frameworks.csv.readyBody', {
          created: t('frameworks.csv.createdCount', { count: count('create') }),
          updated: t('frameworks.csv.updatedCount', { count: count('update') }),
          unchanged: t('frameworks.csv.unchangedCount', { count: count('unchanged') }),
          categories: t('frameworks.csv.newCategoryCount', { count: newCategories.size }),
        })}
      </Alert>
      {optional.length > 0 && planned.some((entry) => entry.change !== 'create') ? (
        <Alert tone="info">
          {t('frameworks.csv.columnsLeftOut', {
            count: optional.length,
            columns: optional.join(', '),
          })}
        </Alert>
      ) : null}
      {archivedChanged.length > 0 ? (
        <Alert tone="warning">{t('frameworks.csv.archivedNotice', { count: archivedChanged.length })}</Alert>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="px-3 py-2 text-left text-xs text-slate-600">
            {shown.length > Math.min(ROWS_PREVIEWED, planned.length)
              ? t('frameworks.csv.previewCaptionArchived', {
                  shown: Math.min(ROWS_PREVIEWED, planned.length),
                  count: planned.length,
                })
              : t('frameworks.csv.previewCaption', {
                  shown: Math.min(ROWS_PREVIEWED, planned.length),
                  count: planned.length,
                })}
          </caption>
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('frameworks.csv.row')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('frameworks.competency.category')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('frameworks.competency.name')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('frameworks.csv.change')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((entry) => (
              <tr key={entry.row.row}>
                <td className="px-3 py-2 text-slate-700">{number.format(entry.row.row)}</td>
                <td className="px-3 py-2 [overflow-wrap:anywhere] text-slate-800">{entry.row.category}</td>
                <td className="px-3 py-2 font-medium [overflow-wrap:anywhere] text-slate-900">
                  {entry.row.name}
                </td>
                <td className="px-3 py-2">{status(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
