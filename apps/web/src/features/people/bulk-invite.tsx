import { BULK_INVITE_MAX_ROWS, BULK_ROW_ERROR_KEY } from '@competencyhub/domain/schemas/invitations';
import { Download } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { focusRing, linkClass } from '../../ui/styles.ts';
import { BulkPreview, BulkReport, type RowProblem } from './bulk-tables.tsx';
import { CSV_TEMPLATE, type CsvInviteRow, type CsvProblem, parseInviteCsv } from './csv-rows.ts';
import { useBulkInvite } from './invitations-api.ts';

/** A file bigger than this is not a list of at most 500 people. */
const MAX_FILE_BYTES = 1024 * 1024;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;

type FileState =
  | { kind: 'none' }
  | { kind: 'problem'; problem: CsvProblem | 'tooLarge' | 'unreadable'; count: number }
  | { kind: 'ready'; name: string; rows: CsvInviteRow[] };

/** The server's field errors `rows.<row>.<field>` as a table of problems, in row order. */
function rowProblems(errors: Record<string, string[]>): RowProblem[] {
  return Object.entries(errors)
    .flatMap(([key, messages]) => {
      const match = BULK_ROW_ERROR_KEY.exec(key);
      return match
        ? messages.map((message) => ({ row: Number(match[1]), field: match[2] ?? '', message }))
        : [];
    })
    .sort((a, b) => a.row - b.row);
}

/** Invites up to 500 people from a CSV file: all of them, or none if any row is wrong. */
export function BulkInvite() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<FileState>({ kind: 'none' });
  const [problems, setProblems] = useState<RowProblem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const bulk = useBulkInvite();

  const reset = () => {
    setFile({ kind: 'none' });
    setProblems(null);
    setFailure(null);
    if (input.current) input.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setProblems(null);
    setFailure(null);
    if (!chosen) return setFile({ kind: 'none' });
    if (chosen.size > MAX_FILE_BYTES) return setFile({ kind: 'problem', problem: 'tooLarge', count: 0 });
    try {
      const parsed = parseInviteCsv(await chosen.text());
      setFile(
        parsed.ok ? { kind: 'ready', name: chosen.name, rows: parsed.rows } : { kind: 'problem', ...parsed },
      );
    } catch {
      setFile({ kind: 'problem', problem: 'unreadable', count: 0 });
    }
  };

  const submit = () => {
    if (file.kind !== 'ready') return;
    bulk.mutate(
      { rows: file.rows },
      {
        onSuccess: (result) => {
          notifySuccess({ title: t('invitations.bulk.sent', { count: result.created }) });
          reset();
        },
        onError: (error) => {
          const report = isApiError(error, 'VALIDATION_FAILED') ? rowProblems(error.fieldErrors) : [];
          if (report.length > 0) setProblems(report);
          else setFailure(errorMessage(t, error));
        },
      },
    );
  };

  const badRows = new Set(problems?.map((p) => p.row) ?? []);
  return (
    <div className="space-y-5">
      <a
        href={TEMPLATE_HREF}
        download="invitations-template.csv"
        className={`inline-flex items-center gap-2 text-sm ${linkClass}`}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('invitations.bulk.template')}
      </a>

      <Field
        label={t('invitations.bulk.file')}
        hint={t('invitations.bulk.fileHint', { max: BULK_INVITE_MAX_ROWS })}
      >
        {(control) => (
          <input
            ref={input}
            {...control}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void onFile(event)}
            className={`block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-100 ${focusRing}`}
          />
        )}
      </Field>

      {file.kind === 'problem' ? (
        <Alert tone="error">
          {t(`invitations.bulk.problems.${file.problem}`, { max: BULK_INVITE_MAX_ROWS, count: file.count })}
        </Alert>
      ) : null}

      {problems ? <BulkReport problems={problems} /> : failure ? <Alert tone="error">{failure}</Alert> : null}

      {file.kind === 'ready' ? (
        <>
          <BulkPreview rows={file.rows} fileName={file.name} badRows={badRows} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={submit} pending={bulk.isPending} pendingLabel={t('invitations.bulk.sending')}>
              {t('invitations.bulk.submit', { count: file.rows.length })}
            </Button>
            <Button variant="secondary" onClick={reset} disabled={bulk.isPending}>
              {t('invitations.bulk.clear')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
