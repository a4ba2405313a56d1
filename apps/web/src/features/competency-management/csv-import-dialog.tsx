import { type CsvIssue, csvIssuesFromErrors } from '@competencyhub/domain/framework-csv';
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MESSAGES,
  type FrameworkDetail,
} from '@competencyhub/domain/schemas/competencies';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { focusRing } from '../../ui/styles.ts';
import { CsvIssuesTable } from './csv-issues-table.tsx';
import { CsvLayoutHelp } from './csv-layout-help.tsx';
import { CsvPreview, type PlannedRow, planRows } from './csv-preview.tsx';
import { frameworkCsvUrl, uploadFrameworkCsv, useImportedFramework } from './frameworks-api.ts';
import { NotUtf8Error, type ReadPhase, readFrameworkCsvFile } from './read-csv-file.ts';

type Stage =
  | { step: 'choose' }
  | { step: 'reading'; fileName: string; phase: ReadPhase; fraction: number }
  | {
      step: 'checked';
      fileName: string;
      file: Blob;
      planned: PlannedRow[];
      columns: string[];
      issues: ReadonlyArray<CsvIssue | string>;
      /** The server refused what the browser accepted (the scale changed meanwhile, say). */
      fromServer: boolean;
    }
  | { step: 'uploading'; fileName: string; fraction: number; rows: number };

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

/** The server's refusal of the file, row by row, when it lists rows (else null). */
function serverIssues(failure: unknown): Array<CsvIssue | string> | null {
  if (!isApiError(failure) || failure.message !== CSV_IMPORT_MESSAGES.invalid) return null;
  const issues = csvIssuesFromErrors(failure.fieldErrors);
  return issues.length > 0 ? issues : null;
}

/**
 * Imports competencies into a framework from a CSV file: the file is read and checked in the browser,
 * in steps with real progress, by the same rules the server uses; every problem is listed by row, and
 * each row says what it will do (new, update, no change, an archived competency updated) before
 * anything is sent. The server checks it again and imports it in one transaction; if it refuses, its
 * problems are listed row by row the same way.
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
  const { t } = useTranslation();
  const inputId = useId();
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
      setStage({ step: 'choose' });
      setError(t('frameworks.csv.tooLarge'));
      return;
    }
    setStage({ step: 'reading', fileName: file.name, phase: 'reading', fraction: 0 });
    try {
      const { rows, issues, columns } = await readFrameworkCsvFile(file, levelCount, (phase, fraction) =>
        setStage({ step: 'reading', fileName: file.name, phase, fraction }),
      );
      setStage({
        step: 'checked',
        fileName: file.name,
        file,
        planned: planRows(framework, rows, columns),
        columns,
        issues,
        fromServer: false,
      });
    } catch (failure) {
      setStage({ step: 'choose' });
      setError(t(failure instanceof NotUtf8Error ? 'frameworks.csv.notUtf8' : 'frameworks.csv.unreadable'));
    }
  }

  async function upload() {
    if (stage.step !== 'checked') return;
    const checked = stage;
    const rows = checked.planned.length;
    setError(null);
    setStage({ step: 'uploading', fileName: checked.fileName, fraction: 0, rows });
    try {
      const result = await uploadFrameworkCsv(framework.id, checked.file, (fraction) =>
        setStage({ step: 'uploading', fileName: checked.fileName, fraction, rows }),
      );
      await imported(result);
      notifySuccess({
        title: t('frameworks.csv.done', {
          created: t('frameworks.csv.createdCount', { count: result.created }),
          updated: t('frameworks.csv.updatedCount', { count: result.updated }),
          unchanged: t('frameworks.csv.unchangedCount', { count: result.unchanged }),
        }),
      });
      onOpenChange(false);
    } catch (failure) {
      const issues = serverIssues(failure);
      if (issues) {
        setStage({ ...checked, issues, fromServer: true });
      } else {
        setStage(checked);
        setError(errorMessage(t, failure));
      }
    }
  }

  const ready = stage.step === 'checked' && stage.issues.length === 0 && stage.planned.length > 0;

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
              disabled={stage.step === 'checked' && !ready}
              pending={stage.step === 'uploading'}
              pendingLabel={t('frameworks.csv.importing')}
            >
              {t('frameworks.csv.importRows', {
                count: stage.step === 'checked' ? stage.planned.length : stage.rows,
              })}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="space-y-5">
        <CsvLayoutHelp
          key={stage.step === 'choose' ? 'open' : 'folded'}
          framework={framework}
          open={stage.step === 'choose'}
        />

        {error ? <Alert tone="error">{error}</Alert> : null}

        {stage.step === 'reading' ? (
          <Progress
            label={t(stage.phase === 'reading' ? 'frameworks.csv.reading' : 'frameworks.csv.checking', {
              file: stage.fileName,
            })}
            fraction={stage.fraction}
          />
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
            <CsvIssuesTable issues={stage.issues} fileName={stage.fileName} fromServer={stage.fromServer} />
          ) : (
            <CsvPreview framework={framework} planned={stage.planned} columns={stage.columns} />
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
