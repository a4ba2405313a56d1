import type { BadgeColor } from '@competencyhub/domain/roles';
import type { HrisImportStatus, HrisImportSummary } from '@competencyhub/domain/schemas/hris-import';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useHrisImports } from './hris-import-api.ts';

const STATUS_COLORS: Record<HrisImportStatus, BadgeColor> = {
  previewed: 'gray',
  queued: 'blue',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/** The company's earlier imports, newest first; opening one shows it as it was left. */
export function HrisImportHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const imports = useHrisImports();
  const items = imports.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="hris-history-title" className="space-y-3 border-t border-slate-200 pt-5">
      <h3 id="hris-history-title" className="text-sm font-semibold text-slate-900">
        {t('organisation.hris.history.title')}
      </h3>
      {imports.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : imports.isError ? (
        <Alert tone="error">{errorMessage(t, imports.error)}</Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('organisation.hris.history.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {items.map((item) => (
            <ImportRow key={item.id} item={item} onOpen={onOpen} />
          ))}
        </ul>
      )}
      <ShowMore list={imports} label={t('organisation.hris.history.more')} />
    </section>
  );
}

function ImportRow({ item, onOpen }: { item: HrisImportSummary; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const name = item.fileName || 'CSV';
  const details = [
    t('organisation.hris.history.rows', { count: item.totalRows }),
    item.issueCount > 0 ? t('organisation.hris.history.problems', { count: item.issueCount }) : null,
    item.createdByName ? t('organisation.hris.history.by', { name: item.createdByName }) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span className="[overflow-wrap:anywhere]">{name}</span>
          <Badge color={STATUS_COLORS[item.status]}>
            {t(`organisation.hris.history.status.${item.status}`)}
          </Badge>
        </p>
        <p className="text-xs text-slate-600">
          <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
          {details.length > 0 ? ` · ${details.join(' · ')}` : ''}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onOpen(item.id)}
        aria-label={t('organisation.hris.history.openNamed', { name })}
      >
        {t('organisation.hris.history.open')}
      </Button>
    </li>
  );
}
