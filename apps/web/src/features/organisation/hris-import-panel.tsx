import type { HrisImport, HrisImportIssue } from '@competencyhub/domain/schemas/hris-import';
import { HRIS_MAX_MB, HRIS_RECORD_KINDS } from '@competencyhub/domain/schemas/hris-import-messages';
import { Download, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  HRIS_TEMPLATE_URL,
  useApplyHrisImport,
  useHrisImport,
  useUploadHrisFile,
} from './hris-import-api.ts';
import { HrisImportHistory } from './hris-import-history.tsx';

/**
 * Organisation > Import from HR system (decision 0056): download the template, upload one CSV of
 * units, cost centres, locations, positions, people and secondary assignments, see what it would
 * change and every problem by row, apply a file without problems, and follow the job's progress until
 * it is done.
 */
export function HrisImportPanel() {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  // The import shown is in the address: a reload, or coming back later, shows its progress again.
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const setImportId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('import', id);
        else next.delete('import');
        return next;
      },
      { replace: true },
    );
  const upload = useUploadHrisFile();
  const apply = useApplyHrisImport();
  const run = useHrisImport(importId);
  const current = run.data ?? null;

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    apply.reset();
    const result = await upload.mutateAsync(file).catch(() => null);
    if (result) setImportId(result.id);
  }

  function again() {
    setImportId(null);
    setFile(null);
    upload.reset();
    apply.reset();
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2 text-sm text-slate-700">
        <p>{t('organisation.hris.intro')}</p>
        <p>{t('organisation.hris.layout')}</p>
      </div>
      <a href={HRIS_TEMPLATE_URL} download className={buttonClasses('secondary')}>
        <Download aria-hidden className="size-4" />
        {t('organisation.hris.template')}
      </a>
      {importId !== null && run.isPending ? (
        // An import opened from the list or the address: shown once read, not the form meanwhile.
        <Spinner label={t('app.loading')} />
      ) : current === null ? (
        <form onSubmit={(event) => void check(event)} className="space-y-3">
          <div className="space-y-1">
            <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
              {t('organisation.hris.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="block w-full max-w-md text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800"
            />
            <p id={`${fileId}-hint`} className="text-xs text-slate-500">
              {t('organisation.hris.fileHint', { max: HRIS_MAX_MB })}
            </p>
          </div>
          {upload.isError ? <Alert tone="error">{errorMessage(t, upload.error)}</Alert> : null}
          <Button
            type="submit"
            disabled={!file}
            pending={upload.isPending}
            pendingLabel={t('organisation.hris.checking')}
          >
            <Upload aria-hidden className="size-4" />
            {t('organisation.hris.check')}
          </Button>
        </form>
      ) : null}
      {importId !== null && run.isPending ? null : current === null ? (
        <HrisImportHistory onOpen={setImportId} />
      ) : (
        <ImportState
          run={current}
          applying={apply.isPending}
          applyError={apply.isError ? errorMessage(t, apply.error) : null}
          onApply={() => void apply.mutateAsync(current.id).catch(() => undefined)}
          onAgain={again}
        />
      )}
    </div>
  );
}

interface StateProps {
  run: HrisImport;
  applying: boolean;
  applyError: string | null;
  onApply: () => void;
  onAgain: () => void;
}

function ImportState({ run, applying, applyError, onApply, onAgain }: StateProps) {
  const { t } = useTranslation();
  const busy = run.status === 'queued' || run.status === 'running';
  return (
    <div className="space-y-5">
      {/* A file with problems is refused whole: what its valid rows would change is beside the point. */}
      {run.issueCount === 0 ? (
        <Counts run={run} />
      ) : (
        <h3 className="text-sm font-semibold text-slate-900">{run.fileName}</h3>
      )}
      {run.issueCount > 0 ? (
        <Issues
          title={t('organisation.hris.problemsTitle')}
          messageHeader={t('organisation.hris.problem')}
          intro={t(
            run.status === 'failed' ? 'organisation.hris.failedInvalid' : 'organisation.hris.problems',
            { count: run.issueCount },
          )}
          issues={run.issues}
          count={run.issueCount}
          tone="error"
        />
      ) : null}
      {run.noticeCount > 0 ? (
        <Issues
          title={t('organisation.hris.noticesTitle')}
          messageHeader={t('organisation.hris.note')}
          intro={t('organisation.hris.notices', { count: run.noticeCount })}
          issues={run.notices}
          count={run.noticeCount}
          tone="warning"
        />
      ) : null}
      {run.status === 'previewed' && run.issueCount === 0 ? (
        <div className="space-y-3">
          <Alert tone="success">{t('organisation.hris.ready')}</Alert>
          {applyError ? <Alert tone="error">{applyError}</Alert> : null}
        </div>
      ) : null}
      {busy || run.status === 'done' ? <Progress run={run} /> : null}
      {run.status === 'done' ? <Alert tone="success">{t('organisation.hris.done')}</Alert> : null}
      {run.status === 'failed' && run.failure !== 'invalid' ? (
        <Alert tone="error">{t('organisation.hris.failedStopped')}</Alert>
      ) : null}
      {busy ? null : (
        <div className="flex flex-wrap gap-3">
          {run.status === 'previewed' && run.issueCount === 0 ? (
            <Button onClick={onApply} pending={applying} pendingLabel={t('organisation.hris.applying')}>
              {t('organisation.hris.apply')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onAgain}>
            {t('organisation.hris.another')}
          </Button>
        </div>
      )}
    </div>
  );
}

function Counts({ run }: { run: HrisImport }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const columns = ['create', 'change', 'unchanged'] as const;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">
        {t('organisation.hris.previewTitle', { name: run.fileName || 'CSV', count: run.totalRows })}
      </h3>
      <div className="max-w-2xl overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{t('organisation.hris.countsCaption')}</caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('organisation.hris.kind')}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 text-right font-medium">
                  {t(`organisation.hris.counts.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {HRIS_RECORD_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-800">
                  {t(`organisation.hris.kinds.${kind}`)}
                </th>
                {columns.map((column) => (
                  <td key={column} className="py-2 pr-4 text-right tabular-nums text-slate-700">
                    {number.format(run.counts[kind][column])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface IssuesProps {
  title: string;
  /** The heading of the messages' column: a problem to correct, or a note on a row that changes nothing. */
  messageHeader: string;
  intro: string;
  issues: readonly HrisImportIssue[];
  count: number;
  tone: 'error' | 'warning';
}

function Issues({ title, messageHeader, intro, issues, count, tone }: IssuesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <Alert tone={tone}>{intro}</Alert>
      <div className="max-h-96 overflow-auto rounded-lg border border-slate-200">
        <table className="min-w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('organisation.hris.row')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('organisation.hris.column')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {messageHeader}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {issues.map((issue, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several problems; the list never reorders.
              <tr key={index}>
                <td className="px-3 py-2 tabular-nums text-slate-700">
                  {issue.row ?? t('organisation.hris.wholeFile')}
                </td>
                <td className="px-3 py-2 font-mono text-xs text-slate-700">{issue.column ?? '—'}</td>
                <td className="px-3 py-2 text-slate-800">
                  {t(`organisation.hris.issues.${issue.problem}`, {
                    value: issue.value ?? '',
                    defaultValue: issue.problem,
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {count > issues.length ? (
        <p className="text-xs text-slate-600">
          {t('organisation.hris.more', { count: count - issues.length })}
        </p>
      ) : null}
    </section>
  );
}

function Progress({ run }: { run: HrisImport }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const total = Math.max(run.totalPeople, 0);
  const percent =
    total === 0 ? (run.status === 'done' ? 100 : 0) : Math.round((run.donePeople / total) * 100);
  const label = t('organisation.hris.progress');
  const counts = { done: number.format(run.donePeople), total: number.format(total) };
  // While it runs, people are written in one transaction: none of it shows until all of it does.
  const text =
    run.status === 'queued'
      ? t('organisation.hris.queued')
      : run.status === 'done'
        ? t('organisation.hris.progressDone', counts)
        : t('organisation.hris.progressText', counts);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
