import type { Category, Competency, FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import { FolderPlus, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { foldForSearch } from '../../lib/search-text.ts';
import { notifyError, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { inputClass } from '../../ui/styles.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { CompetencyDialog } from './competency-dialog.tsx';
import { CompetencyRow, type CompetencyRowActions } from './competency-row.tsx';
import { useDeleteCategory, useSetCompetencyArchived } from './frameworks-api.ts';
import { useTypeLabel } from './type-label.ts';

type StatusFilter = 'active' | 'archived' | 'all';

interface Filters {
  text: string;
  categoryId: string;
  type: string;
  status: StatusFilter;
}

/** Lower-cased, accents dropped, so "competence" finds "Compétence". */

/** What the search box looks through, folded once per competency rather than once per key press. */
function searchIndex(competencies: readonly Competency[]): Map<string, string> {
  return new Map(
    competencies.map((c) => [c.id, foldForSearch([c.name, c.description, c.type, ...c.tags].join('\n'))]),
  );
}

function matches(competency: Competency, index: Map<string, string>, filters: Filters, words: string[]) {
  if (filters.status === 'active' && competency.archivedAt) return false;
  if (filters.status === 'archived' && !competency.archivedAt) return false;
  if (filters.categoryId && competency.categoryId !== filters.categoryId) return false;
  if (filters.type && competency.type !== filters.type) return false;
  const text = index.get(competency.id) ?? '';
  return words.every((word) => text.includes(word));
}

interface CompetencyListProps {
  companyId: string;
  framework: FrameworkDetail;
  editable: boolean;
}

/**
 * The competencies of a framework by category, with a search and filters that run in the browser:
 * a framework holds hundreds, not millions, and the answer must come with the key press.
 */
export function CompetencyList({ companyId, framework, editable }: CompetencyListProps) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const [filters, setFilters] = useState<Filters>({ text: '', categoryId: '', type: '', status: 'active' });
  const deferredFilters = useDeferredValue(filters);
  const index = useMemo(() => searchIndex(framework.competencies), [framework.competencies]);
  const [editing, setEditing] = useState<{ competency: Competency | null; categoryId?: string } | null>(null);
  const [editingCategory, setEditingCategory] = useState<{ category: Category | null } | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<Category | null>(null);
  const [archiving, setArchiving] = useState<Competency | null>(null);
  const setArchived = useSetCompetencyArchived(companyId, framework.id);
  const deleteCategory = useDeleteCategory(companyId, framework.id);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const words = foldForSearch(deferredFilters.text).split(/\s+/).filter(Boolean);
  const shown = framework.competencies.filter((c) => matches(c, index, deferredFilters, words));
  const total = framework.competencies.filter((c) =>
    filters.status === 'all' ? true : filters.status === 'archived' ? c.archivedAt : !c.archivedAt,
  ).length;
  const countIn = (categoryId: string) =>
    framework.competencies.filter((c) => c.categoryId === categoryId).length;
  const filtering = words.length > 0 || Boolean(filters.categoryId) || Boolean(filters.type);
  const groups = framework.categories
    .map((category) => ({ category, items: shown.filter((c) => c.categoryId === category.id) }))
    .filter((group) => group.items.length > 0 || (!filtering && filters.status !== 'archived'));
  const change = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  // The latest restore, read by the stable row actions below (so rows need not redraw when it changes).
  const restoreRef = useRef<(competency: Competency) => Promise<void>>(async () => {});
  restoreRef.current = async (competency: Competency) => {
    try {
      await setArchived.mutateAsync({ id: competency.id, archived: false });
      notifySuccess({ title: t('frameworks.competency.restored', { name: competency.name }) });
    } catch (error) {
      notifyError({ title: t('frameworks.competency.restoreFailed'), description: errorMessage(t, error) });
    }
  };
  const rowActions = useMemo<CompetencyRowActions>(
    () => ({
      edit: (competency) => setEditing({ competency }),
      archive: (competency) => {
        setConfirmError(null);
        setArchiving(competency);
      },
      restore: (competency) => void restoreRef.current(competency),
    }),
    [],
  );

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <label className="block space-y-1.5">
          <span className="text-sm font-medium text-slate-900">{t('frameworks.filters.search')}</span>
          <span className="relative block">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              type="search"
              value={filters.text}
              onChange={(event) => change({ text: event.target.value })}
              placeholder={t('frameworks.filters.searchPlaceholder')}
              className={`${inputClass} border-slate-300 pl-9`}
            />
          </span>
        </label>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SelectField
            label={t('frameworks.filters.category')}
            value={filters.categoryId}
            onChange={(event) => change({ categoryId: event.target.value })}
          >
            <option value="">{t('frameworks.filters.allCategories')}</option>
            {framework.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('frameworks.filters.type')}
            value={filters.type}
            onChange={(event) => change({ type: event.target.value })}
          >
            <option value="">{t('frameworks.filters.allTypes')}</option>
            {framework.types.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('frameworks.filters.status')}
            value={filters.status}
            onChange={(event) => change({ status: event.target.value as StatusFilter })}
          >
            <option value="active">{t('frameworks.filters.active')}</option>
            <option value="archived">{t('frameworks.filters.archived')}</option>
            <option value="all">{t('frameworks.filters.all')}</option>
          </SelectField>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('frameworks.filters.showing', { shown: shown.length, total })}
        </p>
        {editable ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setEditingCategory({ category: null })}>
              <FolderPlus aria-hidden="true" className="size-4" />
              {t('frameworks.category.add')}
            </Button>
            <Button
              size="sm"
              onClick={() => setEditing({ competency: null })}
              disabled={framework.categories.length === 0}
              title={framework.categories.length === 0 ? t('frameworks.competency.needCategory') : undefined}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('frameworks.competency.add')}
            </Button>
          </div>
        ) : null}
      </div>

      {framework.categories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {t('frameworks.category.none')}
        </p>
      ) : groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {t('frameworks.filters.noMatch')}
        </p>
      ) : (
        <div className="space-y-6">
          {groups.map(({ category, items }) => (
            <section key={category.id} aria-labelledby={`category-${category.id}`} className="space-y-2">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-2">
                <h3
                  id={`category-${category.id}`}
                  className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900"
                >
                  {category.name}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    ({t('frameworks.competencyCount', { count: items.length })})
                  </span>
                </h3>
                {editable ? (
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing({ competency: null, categoryId: category.id })}
                      aria-label={t('frameworks.competency.addIn', { category: category.name })}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditingCategory({ category })}
                      aria-label={t('frameworks.category.editNamed', { name: category.name })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    {countIn(category.id) === 0 ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          setConfirmError(null);
                          setDeletingCategory(category);
                        }}
                        aria-label={t('frameworks.category.deleteNamed', { name: category.name })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
              {items.length === 0 ? (
                <p className="px-1 py-2 text-sm text-slate-600">{t('frameworks.category.empty')}</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {items.map((competency) => (
                    <CompetencyRow
                      key={competency.id}
                      competency={competency}
                      editable={editable}
                      actions={rowActions}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}

      {editing ? (
        <CompetencyDialog
          companyId={companyId}
          framework={framework}
          competency={editing.competency}
          defaultCategoryId={editing.categoryId}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      {editingCategory ? (
        <CategoryDialog
          companyId={companyId}
          frameworkId={framework.id}
          category={editingCategory.category}
          open
          onOpenChange={(open) => !open && setEditingCategory(null)}
        />
      ) : null}
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={t('frameworks.competency.archiveTitle', { name: archiving?.name ?? '' })}
        description={t('frameworks.competency.archiveBody')}
        confirmLabel={t('frameworks.archive')}
        pendingLabel={t('frameworks.archiving')}
        pending={setArchived.isPending}
        error={confirmError}
        onConfirm={async () => {
          if (!archiving) return;
          try {
            await setArchived.mutateAsync({ id: archiving.id, archived: true });
            notifySuccess({ title: t('frameworks.competency.archived', { name: archiving.name }) });
            setArchiving(null);
          } catch (error) {
            setConfirmError(errorMessage(t, error));
          }
        }}
      />
      <ConfirmDialog
        open={deletingCategory !== null}
        onOpenChange={(open) => !open && setDeletingCategory(null)}
        title={t('frameworks.category.deleteTitle', { name: deletingCategory?.name ?? '' })}
        description={t('frameworks.category.deleteBody')}
        confirmLabel={t('frameworks.category.delete')}
        pendingLabel={t('frameworks.deleting')}
        pending={deleteCategory.isPending}
        error={confirmError}
        onConfirm={async () => {
          if (!deletingCategory) return;
          try {
            await deleteCategory.mutateAsync(deletingCategory.id);
            notifySuccess({ title: t('frameworks.category.deleted', { name: deletingCategory.name }) });
            setDeletingCategory(null);
          } catch (error) {
            setConfirmError(errorMessage(t, error));
          }
        }}
      />
    </div>
  );
}
