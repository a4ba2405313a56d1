import { type CsvCompetencyRow, type CsvIssue, readFrameworkCsv } from '@competencyhub/domain/framework-csv';
import { frameworkCsvTemplate } from '@competencyhub/domain/framework-csv-template';
import { CSV_IMPORT_MAX_BYTES, type FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import { Download, FileUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { focusRing } from '../../ui/styles.ts';
import { frameworkCsvUrl, uploadFrameworkCsv, useImportedFramework } from './frameworks-api.ts';

/** Problems shown at once; the rest are counted ("and 312 more"), the file is refused whole anyway. */
const ISSUES_SHOWN = 100;
const ROWS_PREVIEWED = 8;

type Stage =
  | { step: 'choose' }
  | { step: 'reading'; fileName: string; fraction: number }
  | { step: 'checked'; fileName: string; file: Blob; rows: CsvCompetencyRow[]; issues: CsvIssue[] }
  | { step: 'uploading'; fileName: string; fraction: number; rows: number };

function readText(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.readAsText(file, 'utf-8');
  });
}

function saveBlob(content: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

function Progress({ label, fraction }: { label: string; fraction: number | null }) {
  const percent = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-indigo-600 transition-[width] ${percent === null ? 'w-1/3 animate-pulse' : ''}`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** "Row 4, column name: Enter a name" in the person's language. */
function useIssueText() {
  const { t } = useTranslation();
  return (issue: CsvIssue) =>
    t(`frameworks.csv.problems.${issue.problem}`, { column: issue.column ?? '', value: issue.value ?? '' });
}

/**
 * Imports competencies into a framework from a CSV file: the file is read and checked in the browser
 * with the same reader the server uses, every problem is listed by row, and nothing is sent until the
 * whole file is correct. The server checks it again and imports it in one transaction.
 */
export function CsvImportDialog({
  companyId,
  framework,
  open,
  onOpenChange,
}: {
  companyId: string;
  framework: FrameworkDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const issueText = useIssueText();
  const imported = useImportedFramework(companyId);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const levelCount = framework.scale.levels.length;
  const busy = stage.step === 'reading' || stage.step === 'uploading';

  useEffect(() => {
    if (open) {
      setStage({ step: 'choose' });
      setError(null);
    }
  }, [open]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > CSV_IMPORT_MAX_BYTES) {
      setError(t('frameworks.csv.tooLarge'));
      return;
    }
    setStage({ step: 'reading', fileName: file.name, fraction: 0 });
    try {
      const text = await readText(file, (fraction) =>
        setStage({ step: 'reading', fileName: file.name, fraction }),
      );
      const { rows, issues } = readFrameworkCsv(text, levelCount);
      setStage({ step: 'checked', fileName: file.name, file, rows, issues });
    } catch {
      setStage({ step: 'choose' });
      setError(t('frameworks.csv.unreadable'));
    }
  }

  async function upload() {
    if (stage.step !== 'checked') return;
    const { file, fileName, rows } = stage;
    setError(null);
    setStage({ step: 'uploading', fileName, fraction: 0, rows: rows.length });
    try {
      const result = await uploadFrameworkCsv(framework.id, file, (fraction) =>
        setStage({ step: 'uploading', fileName, fraction, rows: rows.length }),
      );
      await imported(result);
      notifySuccess({
        title: t('frameworks.csv.done', {
          created: t('frameworks.csv.createdCount', { count: result.created }),
          updated: t('frameworks.csv.updatedCount', { count: result.updated }),
        }),
      });
      onOpenChange(false);
    } catch (failure) {
      setStage({ ...stage });
      setError(errorMessage(t, failure));
    }
  }

  const existing = new Set(framework.competencies.map((competency) => competency.name.toLocaleLowerCase()));
  const categories = new Set(framework.categories.map((category) => category.name.toLocaleLowerCase()));
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <Modal
      wide
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('frameworks.csv.importTitle', { name: framework.name })}
      description={t('frameworks.csv.importDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          {stage.step === 'checked' || stage.step === 'uploading' ? (
            <Button
              onClick={() => void upload()}
              disabled={stage.step === 'checked' && (stage.issues.length > 0 || stage.rows.length === 0)}
              pending={stage.step === 'uploading'}
              pendingLabel={t('frameworks.csv.importing')}
            >
              {t('frameworks.csv.importRows', {
                count: stage.step === 'checked' ? stage.rows.length : stage.rows,
              })}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="space-y-5">
        <section className="space-y-2 text-sm text-slate-700">
          <p>{t('frameworks.csv.layout', { count: levelCount })}</p>
          <p className="rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs [overflow-wrap:anywhere] text-slate-800">
            category,name,type,description,tags,
            {framework.scale.levels.map((level) => `level_${level.value}`).join(',')}
          </p>
          <p>{t('frameworks.csv.layoutDetails')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                saveBlob(
                  frameworkCsvTemplate(
                    levelCount,
                    framework.scale.levels.map((level) => level.name),
                  ),
                  t('frameworks.csv.templateFileName'),
                )
              }
            >
              <Download aria-hidden="true" className="size-4" />
              {t('frameworks.csv.template')}
            </Button>
          </div>
        </section>

        {error ? <Alert tone="error">{error}</Alert> : null}

        {stage.step === 'reading' ? (
          <Progress label={t('frameworks.csv.reading', { file: stage.fileName })} fraction={stage.fraction} />
        ) : null}
        {stage.step === 'uploading' ? (
          <Progress
            label={
              stage.fraction < 1
                ? t('frameworks.csv.uploading', { file: stage.fileName })
                : t('frameworks.csv.saving', { count: stage.rows })
            }
            fraction={stage.fraction < 1 ? stage.fraction : null}
          />
        ) : null}

        {stage.step === 'choose' || stage.step === 'checked' ? (
          <div>
            <label
              htmlFor={inputId}
              className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-6 text-center hover:border-indigo-400 hover:bg-indigo-50/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${focusRing}`}
            >
              <FileUp aria-hidden="true" className="size-6 text-indigo-600" />
              <span className="text-sm font-semibold text-slate-900">
                {stage.step === 'checked' ? t('frameworks.csv.chooseAnother') : t('frameworks.csv.choose')}
              </span>
              <span className="text-xs text-slate-600">{t('frameworks.csv.chooseHint')}</span>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={(event) => void onFile(event)}
              />
            </label>
          </div>
        ) : null}

        {stage.step === 'checked' ? (
          stage.issues.length > 0 ? (
            <section className="space-y-3">
              <Alert tone="error" title={t('frameworks.csv.problemsTitle', { count: stage.issues.length })}>
                {t('frameworks.csv.problemsBody', { file: stage.fileName })}
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
                    {stage.issues.slice(0, ISSUES_SHOWN).map((issue) => (
                      <tr key={`${issue.row}-${issue.column}-${issue.problem}`}>
                        <td className="px-3 py-2 whitespace-nowrap text-slate-900">
                          {issue.row === null ? t('frameworks.csv.wholeFile') : number.format(issue.row)}
                        </td>
                        <td className="px-3 py-2 font-mono text-xs text-slate-700">{issue.column ?? '—'}</td>
                        <td className="px-3 py-2 text-slate-800">{issueText(issue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {stage.issues.length > ISSUES_SHOWN ? (
                <p className="text-sm text-slate-600">
                  {t('frameworks.csv.moreProblems', { count: stage.issues.length - ISSUES_SHOWN })}
                </p>
              ) : null}
            </section>
          ) : (
            <section className="space-y-3">
              <Alert tone="success" title={t('frameworks.csv.readyTitle', { count: stage.rows.length })}>
                {t('frameworks.csv.readyBody', {
                  created: t('frameworks.csv.createdCount', {
                    count: stage.rows.filter((row) => !existing.has(row.name.toLocaleLowerCase())).length,
                  }),
                  updated: t('frameworks.csv.updatedCount', {
                    count: stage.rows.filter((row) => existing.has(row.name.toLocaleLowerCase())).length,
                  }),
                  categories: t('frameworks.csv.newCategoryCount', {
                    count: new Set(
                      stage.rows
                        .map((row) => row.category.toLocaleLowerCase())
                        .filter((name) => !categories.has(name)),
                    ).size,
                  }),
                })}
              </Alert>
              <div className="overflow-x-auto rounded-lg border border-slate-200">
                <table className="w-full text-left text-sm">
                  <caption className="px-3 py-2 text-left text-xs text-slate-600">
                    {t('frameworks.csv.previewCaption', {
                      shown: Math.min(ROWS_PREVIEWED, stage.rows.length),
                      count: stage.rows.length,
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
                    {stage.rows.slice(0, ROWS_PREVIEWED).map((row) => (
                      <tr key={row.row}>
                        <td className="px-3 py-2 text-slate-700">{number.format(row.row)}</td>
                        <td className="px-3 py-2 text-slate-800">{row.category}</td>
                        <td className="px-3 py-2 font-medium text-slate-900">{row.name}</td>
                        <td className="px-3 py-2 text-slate-700">
                          {existing.has(row.name.toLocaleLowerCase())
                            ? t('frameworks.csv.willUpdate')
                            : t('frameworks.csv.willCreate')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )
        ) : null}

        <p className="text-xs text-slate-600">
          <a
            className={`font-medium text-indigo-700 underline ${focusRing}`}
            href={frameworkCsvUrl(framework.id)}
          >
            {t('frameworks.csv.exportCurrent')}
          </a>
        </p>
      </div>
    </Modal>
  );
}
