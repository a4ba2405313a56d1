import { hasPermission } from '@competencyhub/domain/permissions';
import type { FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import { Archive, ArchiveRestore, Download, FileUp, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { CompetencyList } from './competency-list.tsx';
import { CsvImportDialog } from './csv-import-dialog.tsx';
import { FrameworkDialog } from './framework-dialog.tsx';
import {
  frameworkCsvUrl,
  frameworkXlsxUrl,
  useFramework,
  useSetFrameworkArchived,
} from './frameworks-api.ts';
import { ScaleEditor } from './scale-editor.tsx';

type Tab = 'competencies' | 'scale';

function FrameworkHeader({
  companyId,
  framework,
  canManage,
}: {
  companyId: string;
  framework: FrameworkDetail;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [importing, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setArchived = useSetFrameworkArchived(companyId, framework.id);
  const archived = Boolean(framework.archivedAt);

  async function toggleArchived(next: boolean) {
    setError(null);
    try {
      await setArchived.mutateAsync(next);
      setArchiving(false);
      notifySuccess({
        title: t(next ? 'frameworks.archivedToast' : 'frameworks.restoredToast', { name: framework.name }),
      });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <Card className="space-y-3 px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold [overflow-wrap:anywhere] text-slate-900">
            {framework.name}
            {archived ? <Badge color="gray">{t('frameworks.archivedBadge')}</Badge> : null}
          </h2>
          {framework.description ? <p className="text-sm text-slate-600">{framework.description}</p> : null}
          <p className="text-sm text-slate-600">
            {t('frameworks.summary', {
              competencies: t('frameworks.competencyCount', { count: framework.competencyCount }),
              categories: t('frameworks.categoryCount', { count: framework.categoryCount }),
              levels: t('frameworks.levelCount', { count: framework.scale.levels.length }),
              date: formatDate(framework.updatedAt, i18n.language),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a className={buttonClasses('secondary', 'sm')} href={frameworkCsvUrl(framework.id)} download>
            <Download aria-hidden="true" className="size-4" />
            {t('frameworks.csv.export')}
          </a>
          <a className={buttonClasses('secondary', 'sm')} href={frameworkXlsxUrl(framework.id)} download>
            <Download aria-hidden="true" className="size-4" />
            {t('frameworks.csv.exportXlsx')}
          </a>
          {canManage && !archived ? (
            <Button size="sm" variant="secondary" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" className="size-4" />
              {t('frameworks.csv.import')}
            </Button>
          ) : null}
          {canManage ? (
            archived ? (
              <Button
                size="sm"
                variant="secondary"
                pending={setArchived.isPending}
                pendingLabel={t('frameworks.restoring')}
                onClick={() => void toggleArchived(false)}
              >
                <ArchiveRestore aria-hidden="true" className="size-4" />
                {t('frameworks.restoreFramework')}
              </Button>
            ) : (
              <>
                <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('frameworks.editDetails')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setError(null);
                    setArchiving(true);
                  }}
                >
                  <Archive aria-hidden="true" className="size-4" />
                  {t('frameworks.archiveFramework')}
                </Button>
              </>
            )
          ) : null}
        </div>
      </div>
      {archived ? <Alert tone="warning">{t('frameworks.archivedNotice')}</Alert> : null}
      {error && !archiving ? <Alert tone="error">{error}</Alert> : null}
      <FrameworkDialog companyId={companyId} framework={framework} open={editing} onOpenChange={setEditing} />
      {canManage && !archived ? (
        <CsvImportDialog
          companyId={companyId}
          framework={framework}
          open={importing}
          onOpenChange={setImporting}
        />
      ) : null}
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        title={t('frameworks.archiveTitle', { name: framework.name })}
        description={t('frameworks.archiveBody')}
        confirmLabel={t('frameworks.archiveFramework')}
        pendingLabel={t('frameworks.archiving')}
        pending={setArchived.isPending}
        error={error}
        onConfirm={() => void toggleArchived(true)}
      />
    </Card>
  );
}

/** One framework: its details, its competencies by category, and its proficiency scale. */
export function FrameworkView({ companyId, frameworkId }: { companyId: string; frameworkId: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const query = useFramework(companyId, frameworkId);
  const [tab, setTab] = useState<Tab>('competencies');

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (query.isError) return <Alert tone="error">{errorMessage(t, query.error)}</Alert>;
  const framework = query.data;
  const canManage = hasPermission(me.user.role, 'manage_competencies');
  const editable = canManage && !framework.archivedAt;
  const idPrefix = 'framework';

  return (
    <div className="min-w-0 space-y-4">
      <FrameworkHeader companyId={companyId} framework={framework} canManage={canManage} />
      <div>
        <Tabs
          idPrefix={idPrefix}
          label={t('frameworks.tabsLabel')}
          layout="grid"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'competencies', label: t('frameworks.tabs.competencies') },
            { id: 'scale', label: t('frameworks.tabs.scale') },
          ]}
        />
        <TabPanel idPrefix={idPrefix} id="competencies" selected={tab === 'competencies'}>
          <Card className="px-5 py-5 sm:px-6">
            <CompetencyList companyId={companyId} framework={framework} editable={editable} />
          </Card>
        </TabPanel>
        <TabPanel idPrefix={idPrefix} id="scale" selected={tab === 'scale'}>
          <Card className="px-5 py-5 sm:px-6">
            <ScaleEditor
              key={`${framework.scale.version}-${framework.scale.levels.map((level) => level.name).join('|')}-${framework.scale.proficientLevel}`}
              companyId={companyId}
              framework={framework}
              editable={editable}
            />
          </Card>
        </TabPanel>
      </div>
    </div>
  );
}
