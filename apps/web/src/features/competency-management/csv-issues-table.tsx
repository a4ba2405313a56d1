import type { CsvIssue } from '@competencyhub/domain/framework-csv';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';

/** Problems shown at once; the rest are counted ("and 312 more"), the file is refused whole anyway. */
const ISSUES_SHOWN = 100;

/** "Row 4, column name: Enter a name" in the person's language; a sentence the app does not know as it came. */
function useIssueText() {
  const { t } = useTranslation();
  return (issue: CsvIssue | string) =>
    typeof issue === 'string'
      ? issue
      : t(`frameworks.csv.problems.${issue.problem}`, {
          column: issue.column ?? '',
          value: issue.value ?? '',
        });
}

/** Problems found, not counting the line that says more were left out (too_many_problems). */
const listed = (issues: ReadonlyArray<CsvIssue | string>) =>
  issues.filter((issue) => typeof issue === 'string' || issue.problem !== 'too_many_problems').length;

/**
 * Every problem of a file, by row and column, whether the browser found it while checking or the
 * server when it checked again (its row errors are read back into the same issues).
 */
export function CsvIssuesTable({
  issues,
  fileName,
  fromServer,
}: {
  issues: ReadonlyArray<CsvIssue | string>;
  fileName: string;
  fromServer: boolean;
}) {
  const { t, i18n } = useTranslation();
  const issueText = useIssueText();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="space-y-3">
      <Alert tone="error" title={t('frameworks.csv.problemsTitle', { count: listed(issues) })}>
        {fromServer
          ? t('frameworks.csv.serverProblemsBody', { file: fileName })
          : t('frameworks.csv.problemsBody', { file: fileName })}
      </Alert>
      <div className="max-h-72 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('frameworks.csv.row')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('frameworks.csv.column')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('frameworks.csv.problem')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {issues.slice(0, ISSUES_SHOWN).map((issue, index) => {
              const row = typeof issue === 'string' ? null : issue.row;
              const column = typeof issue === 'string' ? null : issue.column;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id, and the list never reorders
                <tr key={index}>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-900">
                    {row === null ? t('frameworks.csv.wholeFile') : number.format(row)}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs text-slate-700">{column ?? '—'}</td>
                  <td className="px-3 py-2 text-slate-800">{issueText(issue)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {issues.length > ISSUES_SHOWN ? (
        <p className="text-sm text-slate-600">
          {t('frameworks.csv.moreProblems', { count: issues.length - ISSUES_SHOWN })}
        </p>
      ) : null}
    </section>
  );
}
