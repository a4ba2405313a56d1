import { isRole } from '@competencyhub/domain/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { focusRing } from '../../ui/styles.ts';
import type { CsvInviteRow } from './csv-rows.ts';

export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

const th =
  'sticky top-0 bg-slate-50 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const td = 'px-3 py-2 text-sm text-slate-800';

/** A scrollable table region: focusable, so keyboard users can scroll it too. */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={`max-h-80 overflow-auto rounded-lg border border-slate-200 ${focusRing}`}
    >
      {children}
    </section>
  );
}

/** The rows read from the file, before anything is sent; rows the server refused are marked. */
export function BulkPreview({
  rows,
  fileName,
  badRows,
}: {
  rows: CsvInviteRow[];
  fileName: string;
  badRows: Set<number>;
}) {
  const { t } = useTranslation();
  const title = t('invitations.bulk.preview', { count: rows.length, file: fileName });
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <Scroller label={title}>
        <table className="w-full min-w-[34rem] border-collapse">
          <thead>
            <tr>
              <th scope="col" className={`${th} w-16`}>
                {t('invitations.bulk.columns.row')}
              </th>
              <th scope="col" className={th}>
                {t('invitations.bulk.columns.email')}
              </th>
              <th scope="col" className={th}>
                {t('invitations.bulk.columns.role')}
              </th>
              <th scope="col" className={th}>
                {t('invitations.bulk.columns.fullName')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.row} className={badRows.has(row.row) ? 'bg-red-50' : undefined}>
                <td className={`${td} tabular-nums text-slate-600`}>{row.row}</td>
                <td className={`${td} [overflow-wrap:anywhere]`}>{row.email}</td>
                <td className={td}>{isRole(row.role) ? t(`roles.${row.role}`) : row.role}</td>
                <td className={td}>{row.fullName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </div>
  );
}

/** Why the file was refused, row by row; nothing was imported. */
export function BulkReport({ problems }: { problems: RowProblem[] }) {
  const { t } = useTranslation();
  const rows = new Set(problems.map((p) => p.row)).size;
  return (
    <div className="space-y-3">
      <Alert tone="error" title={t('invitations.bulk.reportTitle')}>
        {t('invitations.bulk.reportBody', { count: rows })}
      </Alert>
      <Scroller label={t('invitations.bulk.reportTable')}>
        <table className="w-full min-w-[26rem] border-collapse">
          <caption className="sr-only">{t('invitations.bulk.reportTable')}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${th} w-16`}>
                {t('invitations.bulk.columns.row')}
              </th>
              <th scope="col" className={`${th} w-28`}>
                {t('invitations.bulk.columns.field')}
              </th>
              <th scope="col" className={th}>
                {t('invitations.bulk.columns.problem')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {problems.map((problem) => (
              <tr key={`${problem.row}-${problem.field}-${problem.message}`}>
                <td className={`${td} tabular-nums`}>{problem.row}</td>
                <td className={td}>
                  {t(`invitations.bulk.columns.${problem.field}`, { defaultValue: problem.field })}
                </td>
                <td className={`${td} text-red-800`}>{translateValidationMessage(t, problem.message)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroller>
    </div>
  );
}
