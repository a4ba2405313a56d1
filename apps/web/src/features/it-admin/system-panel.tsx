import type { SystemReport } from '@competencyhub/domain/schemas/it-admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatBytes, formatDateTime } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FailedJobs } from './failed-jobs.tsx';
import { useSystemReport } from './it-admin-api.ts';
import { LevelCheck } from './level-check.tsx';
import { StorageList } from './storage-list.tsx';

/**
 * IT Administration > System (issue 24; platform staff): the version and database the platform runs
 * on, its migrations, how far behind its background jobs and e-mails are (a failed job can be run
 * again), what each company stores, and the latest nightly check of stored levels.
 */
export function SystemPanel() {
  const { t } = useTranslation();
  const report = useSystemReport();
  if (report.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (report.isError) return <Alert tone="error">{errorMessage(t, report.error)}</Alert>;
  const data = report.data;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('itSystem.title')}</h2>
        <p className="text-sm text-slate-600">{t('itSystem.intro')}</p>
      </div>
      <PlatformCard data={data} />
      <QueuesCard data={data} />
      <FailedJobs jobs={data.failedJobs} />
      <LevelCheck check={data.levelCheck} />
      <StorageList totals={data.storage} check={data.storageCheck} />
    </div>
  );
}

/** A term and its value, as every card here lists them. */
function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-3 py-3 sm:px-4">
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="mt-1 break-words font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function PlatformCard({ data }: { data: SystemReport }) {
  const { t, i18n } = useTranslation();
  const { migrations, database, version } = data;
  const behind = migrations.known - migrations.applied;
  return (
    <Card as="section" labelledBy="it-system-platform" className="space-y-4 px-5 py-5">
      <h3 id="it-system-platform" className="font-semibold text-slate-900">
        {t('itSystem.platform.title')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure term={t('itSystem.platform.version')}>{version.product}</Figure>
        <Figure term={t('itSystem.platform.node')}>{version.node}</Figure>
        <Figure term={t('itSystem.platform.startedAt')}>
          {formatDateTime(version.startedAt, i18n.language)}
        </Figure>
        <Figure term={t('itSystem.platform.database')}>
          {t(`itSystem.platform.kind.${database.kind}`, { version: database.serverVersion })}
        </Figure>
        <Figure term={t('itSystem.platform.size')}>{formatBytes(database.bytes, i18n.language)}</Figure>
        <Figure term={t('itSystem.platform.migrations')}>
          <span className="block">
            {t('itSystem.platform.migrationsApplied', {
              applied: migrations.applied,
              known: migrations.known,
            })}
          </span>
          {migrations.latest ? (
            <span className="mt-0.5 block text-xs font-normal text-slate-600">
              {t('itSystem.platform.latestMigration', {
                name: migrations.latest,
                date: migrations.latestAt ? formatDateTime(migrations.latestAt, i18n.language) : '',
              })}
            </span>
          ) : null}
        </Figure>
      </dl>
      {behind > 0 ? (
        <Alert tone="warning">{t('itSystem.platform.migrationsBehind', { count: behind })}</Alert>
      ) : null}
    </Card>
  );
}

function QueuesCard({ data }: { data: SystemReport }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const since = (iso: string | null) =>
    iso ? formatDateTime(iso, i18n.language) : t('itSystem.queues.nothingWaiting');
  return (
    <Card as="section" labelledBy="it-system-queues" className="space-y-4 px-5 py-5">
      <h3 id="it-system-queues" className="font-semibold text-slate-900">
        {t('itSystem.queues.title')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure term={t('itSystem.queues.queued')}>{number.format(data.jobs.queued)}</Figure>
        <Figure term={t('itSystem.queues.due')}>{number.format(data.jobs.due)}</Figure>
        <Figure term={t('itSystem.queues.running')}>{number.format(data.jobs.running)}</Figure>
        <Figure term={t('itSystem.queues.failed')}>{number.format(data.jobs.failed)}</Figure>
        <Figure term={t('itSystem.queues.oldestDue')}>{since(data.jobs.oldestDueAt)}</Figure>
        <Figure term={t('itSystem.queues.mailPending')}>{number.format(data.outbox.pending)}</Figure>
        <Figure term={t('itSystem.queues.mailFailed')}>{number.format(data.outbox.failed)}</Figure>
        <Figure term={t('itSystem.queues.mailOldest')}>{since(data.outbox.oldestPendingAt)}</Figure>
      </dl>
    </Card>
  );
}
