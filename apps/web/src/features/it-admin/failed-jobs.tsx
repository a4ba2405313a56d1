import type { FailedJob } from '@competencyhub/domain/schemas/it-admin';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useRetryJob } from './it-admin-api.ts';

/**
 * The latest jobs that failed for good, with their last error, and "Run again" where that is safe
 * (the server decides which: an HRIS import or a recompute is started afresh from its own page).
 */
export function FailedJobs({ jobs }: { jobs: readonly FailedJob[] }) {
  const { t, i18n } = useTranslation();
  const retry = useRetryJob();
  // A job run again leaves the list, and its button with it: focus goes to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Card as="section" labelledBy="it-system-failed" className="space-y-4 px-5 py-5">
      <div className="space-y-1">
        <h3 id="it-system-failed" ref={heading} tabIndex={-1} className="font-semibold text-slate-900">
          {t('itSystem.failed.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('itSystem.failed.intro')}</p>
      </div>
      {jobs.length === 0 ? (
        <p className="text-sm text-slate-600">{t('itSystem.failed.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {jobs.map((job) => (
            <li
              key={job.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-medium text-slate-900">
                  <code id={`failed-job-${job.id}`} className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">
                    {job.kind}
                  </code>
                </p>
                <p className="text-xs text-slate-600">
                  {t('itSystem.failed.when', {
                    date: formatDateTime(job.failedAt, i18n.language),
                    count: job.attempts,
                  })}
                </p>
                {job.lastError ? <p className="break-words text-sm text-red-800">{job.lastError}</p> : null}
              </div>
              {job.retryable ? (
                <Button
                  size="sm"
                  className="shrink-0 self-start"
                  pending={retry.isPending && retry.variables === job.id}
                  pendingLabel={t('itSystem.failed.retrying')}
                  aria-describedby={`failed-job-${job.id}`}
                  onClick={() =>
                    retry.mutate(job.id, {
                      onSuccess: () =>
                        notifySuccess({ title: t('itSystem.failed.retried', { kind: job.kind }) }),
                      onError: (error) =>
                        notifyError({
                          title: t('itSystem.failed.retryFailed'),
                          description: errorMessage(t, error),
                        }),
                    })
                  }
                >
                  {t('itSystem.failed.retry')}
                </Button>
              ) : (
                <p className="shrink-0 text-xs text-slate-600 sm:max-w-56">
                  {t('itSystem.failed.notRetryable')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
