import type { OrgHierarchy, OrgUnit } from '@competencyhub/domain/schemas/organisation';
import { GitFork, ListTree, Plus } from 'lucide-react';
import { type DragEvent, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { useUnitSearch } from '../../lib/organisation-queries.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { HrisImportPanel } from './hris-import-panel.tsx';
import { LocationsPanel } from './locations-panel.tsx';
import { formatDay, MoveUnitDialog } from './move-unit-dialog.tsx';
import { OrgChart } from './org-chart.tsx';
import { useMoveUnit, useUnitChange, useUnitTwins } from './organisation-api.ts';
import { orgMessage } from './organisation-messages.ts';
import { PositionsPanel } from './positions-panel.tsx';
import { ScheduledMovesPanel } from './scheduled-moves-panel.tsx';
import { TwinsDialog } from './twins-dialog.tsx';
import { UnitDialog } from './unit-dialog.tsx';
import { type UnitActions, UnitLevel, UnitRow } from './unit-tree.tsx';

type Section = 'units' | 'cost-centres' | 'positions' | 'locations' | 'import';
const HIERARCHY: Record<Exclude<Section, 'locations' | 'positions' | 'import'>, OrgHierarchy> = {
  units: 'organisation',
  'cost-centres': 'cost_centre',
};

/**
 * Company Administration > Organisation: the company's departments and teams, its cost centres (a
 * tree of their own) and its locations.
 */
export function OrganisationPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const sections: [Section, ...Section[]] = ['units', 'cost-centres', 'positions', 'locations'];
  // Importing from an HR system changes the organisation: only those who may change it see it.
  if (canManage) sections.push('import');
  const [section, select] = useTabParam<Section>(sections, { param: 'section' });
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{t('organisation.intro')}</p>
      <Tabs
        idPrefix="organisation"
        label={t('organisation.sections.label')}
        layout="grid"
        selected={section}
        onSelect={select}
        tabs={[
          { id: 'units', label: t('organisation.sections.units') },
          { id: 'cost-centres', label: t('organisation.sections.costCentres') },
          { id: 'positions', label: t('organisation.sections.positions') },
          { id: 'locations', label: t('organisation.sections.locations') },
          ...(canManage ? [{ id: 'import' as const, label: t('organisation.sections.import') }] : []),
        ]}
      />
      {(['units', 'cost-centres'] as const).map((id) => (
        <TabPanel key={id} idPrefix="organisation" id={id} selected={section === id}>
          {section === id ? <TreeSection hierarchy={HIERARCHY[id]} canManage={canManage} /> : null}
        </TabPanel>
      ))}
      <TabPanel idPrefix="organisation" id="positions" selected={section === 'positions'}>
        {section === 'positions' ? <PositionsPanel /> : null}
      </TabPanel>
      <TabPanel idPrefix="organisation" id="locations" selected={section === 'locations'}>
        {section === 'locations' ? <LocationsPanel canManage={canManage} /> : null}
      </TabPanel>
      {canManage ? (
        <TabPanel idPrefix="organisation" id="import" selected={section === 'import'}>
          {section === 'import' ? <HrisImportPanel /> : null}
        </TabPanel>
      ) : null}
    </div>
  );
}

type Dialog =
  | { kind: 'add'; parent: OrgUnit | null }
  | { kind: 'edit'; unit: OrgUnit }
  | { kind: 'move'; unit: OrgUnit }
  | { kind: 'drop'; unit: OrgUnit; target: OrgUnit | null };

function TreeSection({ hierarchy, canManage }: { hierarchy: OrgHierarchy; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<'tree' | 'chart'>('tree');
  const [search, setSearch] = useState('');
  const [includeArchived, setIncludeArchived] = useState(false);
  const q = useDeferredValue(search.trim());
  const results = useUnitSearch(hierarchy, q, includeArchived);
  const change = useUnitChange();
  const move = useMoveUnit();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dragged, setDragged] = useState<OrgUnit | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dropError, setDropError] = useState<string | null>(null);
  const twins = useUnitTwins(canManage && hierarchy === 'organisation');
  // A preview of the tree on a later day, with the moves scheduled until then (read only).
  const [asOf, setAsOf] = useState('');
  const today = new Date().toISOString().slice(0, 10);
  const previewing = asOf > today;
  const [twinsOpen, setTwinsOpen] = useState(false);

  async function archive(unit: OrgUnit) {
    setFailure(null);
    try {
      await change.mutateAsync({ kind: 'archive', id: unit.id, input: { archived: !unit.archived } });
      notifySuccess({
        title: t(unit.archived ? 'organisation.tree.restored' : 'organisation.tree.archivedDone', {
          name: unit.name,
        }),
      });
    } catch (error) {
      const reason = isApiError(error) ? error.fieldErrors.archived?.[0] : undefined;
      setFailure(
        reason
          ? t('organisation.tree.archiveRefused', { name: unit.name, reason: orgMessage(t, reason) })
          : errorMessage(t, error),
      );
    }
  }

  async function confirmDrop(unit: OrgUnit, target: OrgUnit | null) {
    setDropError(null);
    try {
      await move.mutateAsync({ id: unit.id, parentId: target?.id ?? null });
      notifySuccess({ title: t('organisation.move.done', { name: unit.name }) });
      setDialog(null);
    } catch (error) {
      const reason = isApiError(error) ? error.fieldErrors.parentId?.[0] : undefined;
      setDropError(reason ? (orgMessage(t, reason) ?? reason) : errorMessage(t, error));
    }
  }

  const actions: UnitActions | null = canManage
    ? {
        add: (parent) => setDialog({ kind: 'add', parent }),
        edit: (unit) => setDialog({ kind: 'edit', unit }),
        move: (unit) => setDialog({ kind: 'move', unit }),
        archive: (unit) => void archive(unit),
        drop: (unit, target) => {
          setDragged(null);
          if (unit.parentId === (target?.id ?? null)) return;
          setDropError(null);
          setDialog({ kind: 'drop', unit, target });
        },
        dragStart: (unit) => setDragged(unit),
        dragEnd: () => setDragged(null),
        dragged,
      }
    : null;

  const topDrop = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged) actions?.drop(dragged, null);
    },
  };

  const viewButton = (id: 'tree' | 'chart', label: string, Icon: typeof ListTree) => (
    <Button
      variant={view === id ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={view === id}
      onClick={() => setView(id)}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        {view === 'tree' ? (
          <>
            <TextField
              type="search"
              className="w-full min-w-0 sm:w-auto sm:max-w-sm sm:flex-1"
              label={t(
                hierarchy === 'cost_centre'
                  ? 'organisation.tree.searchCostCentres'
                  : 'organisation.tree.search',
              )}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 accent-indigo-600"
                checked={includeArchived}
                onChange={(event) => setIncludeArchived(event.target.checked)}
              />
              {t('organisation.showArchived')}
            </label>
            <TextField
              type="date"
              className="w-44"
              label={t('organisation.scheduled.previewOn')}
              min={today}
              value={asOf}
              onChange={(event) => setAsOf(event.target.value)}
            />
          </>
        ) : null}
        <div className="ms-auto flex flex-wrap gap-2">
          {hierarchy === 'organisation' ? (
            <fieldset className="flex gap-2">
              <legend className="sr-only">{t('organisation.view.label')}</legend>
              {viewButton('tree', t('organisation.view.tree'), ListTree)}
              {viewButton('chart', t('organisation.view.chart'), GitFork)}
            </fieldset>
          ) : null}
          {canManage ? (
            <Button size="sm" onClick={() => setDialog({ kind: 'add', parent: null })}>
              <Plus aria-hidden="true" className="size-4" />
              {t(hierarchy === 'cost_centre' ? 'organisation.tree.addCostCentre' : 'organisation.tree.add')}
            </Button>
          ) : null}
        </div>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {twins.data && twins.data.items.length > 0 ? (
        <Alert tone="warning" title={t('organisation.twins.alertTitle', { count: twins.data.items.length })}>
          <p>{t('organisation.twins.alertBody')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => setTwinsOpen(true)}>
            {t('organisation.twins.review')}
          </Button>
        </Alert>
      ) : null}
      {twinsOpen && twins.data ? (
        <TwinsDialog twins={twins.data} onClose={() => setTwinsOpen(false)} />
      ) : null}
      {canManage && view === 'tree' && !q ? (
        <p className="hidden text-xs text-slate-600 sm:block">{t('organisation.tree.dragHint')}</p>
      ) : null}
      {dragged?.parentId ? (
        <div
          {...topDrop}
          // Floats over the page: a zone that pushed the tree down would move the rows under the pointer.
          className="fixed bottom-6 left-1/2 z-40 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 rounded-lg border-2 border-dashed border-indigo-400 bg-indigo-50 px-4 py-3 text-center text-sm font-medium text-indigo-900 shadow-lg"
        >
          {t('organisation.tree.dropTop', { name: dragged.name })}
        </div>
      ) : null}
      {canManage && !previewing ? <ScheduledMovesPanel /> : null}
      {previewing ? (
        <Alert
          tone="info"
          title={t('organisation.scheduled.previewTitle', { date: formatDay(asOf, i18n.resolvedLanguage) })}
        >
          <p>{t('organisation.scheduled.previewBody')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => setAsOf('')}>
            {t('organisation.scheduled.backToToday')}
          </Button>
        </Alert>
      ) : null}
      {view === 'chart' ? (
        <OrgChart hierarchy={hierarchy} />
      ) : q ? (
        results.isPending ? (
          <Spinner label={t('organisation.tree.loading')} />
        ) : results.isError ? (
          <Alert tone="error">{errorMessage(t, results.error)}</Alert>
        ) : results.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('organisation.tree.noMatch', { q })}</p>
        ) : (
          <ul
            aria-label={t('organisation.tree.results')}
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {results.data.items.map((unit) => (
              <UnitRow
                key={unit.id}
                unit={unit}
                depth={0}
                hierarchy={hierarchy}
                includeArchived={includeArchived}
                actions={actions}
                showPath
              />
            ))}
          </ul>
        )
      ) : (
        <UnitLevel
          hierarchy={hierarchy}
          parentId={null}
          depth={0}
          includeArchived={includeArchived}
          actions={previewing ? null : actions}
          asOf={previewing ? asOf : null}
        />
      )}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <UnitDialog
          hierarchy={hierarchy}
          parent={dialog.kind === 'add' ? dialog.parent : null}
          unit={dialog.kind === 'edit' ? dialog.unit : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'move' ? <MoveUnitDialog unit={dialog.unit} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'drop' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={t('organisation.move.confirmTitle', { name: dialog.unit.name })}
          description={
            dialog.target
              ? t('organisation.move.confirmUnder', { name: dialog.unit.name, target: dialog.target.name })
              : t('organisation.move.confirmTop', { name: dialog.unit.name })
          }
          confirmLabel={t('organisation.move.submit')}
          pendingLabel={t('organisation.move.moving')}
          pending={move.isPending}
          confirmVariant="primary"
          error={dropError}
          onConfirm={() => void confirmDrop(dialog.unit, dialog.target)}
        />
      ) : null}
    </div>
  );
}
