import type { OrgHierarchy, OrgUnit } from '@competencyhub/domain/schemas/organisation';
import { Archive, ArchiveRestore, ChevronRight, FolderInput, GripVertical, Pencil, Plus } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { useUnitLevel } from './organisation-api.ts';
import { kindLabel } from './unit-kinds.ts';

/** What a row can ask the panel to do; absent when the viewer only reads. */
export interface UnitActions {
  add(parent: OrgUnit): void;
  edit(unit: OrgUnit): void;
  move(unit: OrgUnit): void;
  archive(unit: OrgUnit): void;
  /** A unit dropped on another (or on the top-level zone: null). */
  drop(unit: OrgUnit, target: OrgUnit | null): void;
  dragStart(unit: OrgUnit): void;
  dragEnd(): void;
  dragged: OrgUnit | null;
}

const iconButton = `rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`;

/**
 * One level of a tree, 50 units at a time, each able to open its own sub-units: a tree of thousands
 * of units opens as deep as the reader goes, never all at once. Lists with disclosure buttons (not
 * an ARIA tree): every control is a plain button in the tab order.
 */
export function UnitLevel({
  hierarchy,
  parentId,
  depth,
  includeArchived,
  actions,
  asOf = null,
}: {
  hierarchy: OrgHierarchy;
  parentId: string | null;
  depth: number;
  includeArchived: boolean;
  actions: UnitActions | null;
  /** A preview of the tree on that day (read only). */
  asOf?: string | null;
}) {
  const { t } = useTranslation();
  const level = useUnitLevel(hierarchy, parentId, includeArchived, asOf);
  if (level.isPending) {
    return (
      <div className="py-3" style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
        <Spinner label={t('organisation.tree.loading')} />
      </div>
    );
  }
  if (level.isError) return <Alert tone="error">{errorMessage(t, level.error)}</Alert>;
  const units = level.data.pages.flatMap((page) => page.items);
  if (units.length === 0 && depth === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
        {t(hierarchy === 'cost_centre' ? 'organisation.tree.emptyCostCentres' : 'organisation.tree.empty')}
      </p>
    );
  }
  return (
    <ul className={depth === 0 ? 'divide-y divide-slate-100 rounded-lg border border-slate-200' : ''}>
      {units.map((unit) => (
        <UnitRow
          key={unit.id}
          unit={unit}
          depth={depth}
          hierarchy={hierarchy}
          includeArchived={includeArchived}
          actions={actions}
          asOf={asOf}
        />
      ))}
      {level.hasNextPage ? (
        <li className="px-3 py-2" style={{ paddingInlineStart: `${depth * 1.25 + 2.25}rem` }}>
          <ShowMore
            list={level}
            variant="ghost"
            label={t('organisation.tree.more')}
            pendingLabel={t('organisation.tree.loading')}
          />
        </li>
      ) : null}
    </ul>
  );
}

/** A unit's row: open its sub-units, and (for those who manage) add, edit, move, archive, drag. */
export function UnitRow({
  unit,
  depth,
  hierarchy,
  includeArchived,
  actions,
  showPath = false,
  asOf = null,
}: {
  unit: OrgUnit;
  depth: number;
  hierarchy: OrgHierarchy;
  includeArchived: boolean;
  actions: UnitActions | null;
  asOf?: string | null;
  /** Where the unit sits (search results, which come from anywhere in the tree). */
  showPath?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [dropping, setDropping] = useState(false);
  const movable = actions !== null && !unit.archived;
  const droppable = movable && actions.dragged !== null && actions.dragged.id !== unit.id;

  const dropHandlers = droppable
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setDropping(true);
        },
        onDragLeave: () => setDropping(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDropping(false);
          if (actions.dragged) actions.drop(actions.dragged, unit);
        },
      }
    : {};

  return (
    <li>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's shortcut; the keyboard moves a unit with its Move button */}
      <div
        {...dropHandlers}
        draggable={movable}
        onDragStart={
          movable
            ? (event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', unit.name);
                actions.dragStart(unit);
              }
            : undefined
        }
        onDragEnd={movable ? () => actions.dragEnd() : undefined}
        data-unit-row={unit.name}
        className={`flex flex-wrap items-center gap-x-2 gap-y-1 py-2 pe-2 ${dropping ? 'bg-indigo-50 ring-2 ring-indigo-400 ring-inset' : ''} ${unit.archived ? 'text-slate-500' : ''}`}
        style={{ paddingInlineStart: `${depth * 1.25 + 0.5}rem` }}
      >
        {movable ? (
          <GripVertical
            aria-hidden="true"
            className="hidden size-4 shrink-0 cursor-grab text-slate-400 sm:block"
          />
        ) : null}
        {unit.childCount > 0 ? (
          <button
            type="button"
            className={iconButton}
            aria-expanded={open}
            aria-label={t(open ? 'organisation.tree.collapse' : 'organisation.tree.expand', {
              name: unit.name,
            })}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronRight
              aria-hidden="true"
              className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`}
            />
          </button>
        ) : (
          <span aria-hidden="true" className="inline-block size-7 shrink-0" />
        )}
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium break-words text-slate-900">{unit.name}</span>
            <span className="text-xs text-slate-600">{kindLabel(t, unit.kind)}</span>
            {unit.code ? <span className="font-mono text-xs text-slate-600">{unit.code}</span> : null}
            {unit.archived ? (
              <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-700">
                {t('organisation.tree.archived')}
              </span>
            ) : null}
          </span>
          {showPath ? (
            <span className="block text-xs text-slate-600">
              {unit.path.length ? unit.path.join(' › ') : t('organisation.move.topLevel')}
            </span>
          ) : null}
          <span className="block text-xs text-slate-600">
            {unit.headName
              ? t('organisation.tree.head', { name: unit.headName })
              : t('organisation.tree.noHead')}
            {unit.childCount > 0 ? ` · ${t('organisation.tree.subUnits', { count: unit.childCount })}` : ''}
          </span>
        </span>
        {actions ? (
          <span className="flex shrink-0 items-center gap-0.5">
            {unit.archived ? (
              <button
                type="button"
                className={iconButton}
                aria-label={t('organisation.tree.restore', { name: unit.name })}
                title={t('organisation.tree.restore', { name: unit.name })}
                onClick={() => actions.archive(unit)}
              >
                <ArchiveRestore aria-hidden="true" className="size-4" />
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('organisation.tree.addUnder', { name: unit.name })}
                  title={t('organisation.tree.addUnder', { name: unit.name })}
                  onClick={() => actions.add(unit)}
                >
                  <Plus aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('organisation.tree.edit', { name: unit.name })}
                  title={t('organisation.tree.edit', { name: unit.name })}
                  onClick={() => actions.edit(unit)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('organisation.tree.move', { name: unit.name })}
                  title={t('organisation.tree.move', { name: unit.name })}
                  onClick={() => actions.move(unit)}
                >
                  <FolderInput aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('organisation.tree.archive', { name: unit.name })}
                  title={t('organisation.tree.archive', { name: unit.name })}
                  onClick={() => actions.archive(unit)}
                >
                  <Archive aria-hidden="true" className="size-4" />
                </button>
              </>
            )}
          </span>
        ) : null}
      </div>
      {open ? (
        <UnitLevel
          hierarchy={hierarchy}
          parentId={unit.id}
          depth={depth + 1}
          includeArchived={includeArchived}
          actions={actions}
          asOf={asOf}
        />
      ) : null}
    </li>
  );
}
