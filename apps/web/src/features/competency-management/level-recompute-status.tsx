import type { LevelRecompute } from '@competencyhub/domain/schemas/level-rules';
import { useTranslation } from 'react-i18next';
import { useRetryRecompute } from '../../lib/competency-queries.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';

/**
 * Where the company's stored levels stand after a change of rules or scale (decision 0053): the
 * version in force, and the latest recompute — waiting, its progress while it runs, or when it ended
 * and how many levels it changed. Announced politely to screen readers as it moves.
 */
export function LevelRecomputeStatus({
  companyId,
  rulesVersion,
  recompute,
}: {
  companyId: string;
  rulesVersion: number;
  recompute: LevelRecompute | null;
}) {
  const { t, i18n } = useTranslation();
  const retry = useRetryRecompute(companyId);
  async function onRetry() {
    try {
      await retry.mutateAsync();
      notifySuccess({ title: t('frameworks.rules.recompute.retried') });
    } catch (error) {
      notifyError({ title: errorMessage(t, error) });
    }
  }
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <p className="font-medium text-slate-800">
        {t('frameworks.rules.recompute.version', { version: rulesVersion })}
      </p>
      <div aria-live="polite">
        {recompute?.status === 'queued' ? <p>{t('frameworks.rules.recompute.queued')}</p> : null}
        {recompute?.status === 'running' ? (
          <>
            <p id="level-recompute-progress">
              {t('frameworks.rules.recompute.running', {
                version: recompute.rulesVersion,
                done: recompute.donePeople.toLocaleString(i18n.language),
                total: recompute.totalPeople.toLocaleString(i18n.language),
              })}
            </p>
            <progress
              className="mt-1 h-2 w-full accent-indigo-600"
              aria-labelledby="level-recompute-progress"
              max={Math.max(1, recompute.totalPeople)}
              value={recompute.donePeople}
            />
          </>
        ) : null}
        {recompute?.status === 'failed' ? (
          <div className="space-y-2">
            <p className="text-red-700">
              {t('frameworks.rules.recompute.failed', {
                version: recompute.rulesVersion,
                done: recompute.donePeople.toLocaleString(i18n.language),
                total: recompute.totalPeople.toLocaleString(i18n.language),
              })}
            </p>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              pending={retry.isPending}
              pendingLabel={t('frameworks.rules.recompute.retrying')}
              onClick={() => void onRetry()}
            >
              {t('frameworks.rules.recompute.retry')}
            </Button>
          </div>
        ) : null}
        {recompute?.status === 'done' && recompute.finishedAt ? (
          <p>
            {t('frameworks.rules.recompute.done', {
              version: recompute.rulesVersion,
              date: formatDateTime(recompute.finishedAt, i18n.language),
              count: recompute.changedLevels,
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
