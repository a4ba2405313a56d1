import type { JobGrade } from '@competencyhub/domain/schemas/job-architecture';
import { ArrowDown, ArrowUp, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ArchiveToggle } from './archive-toggle.tsx';
import { GradeDialog } from './grade-dialog.tsx';
import { useGradeChange, useReorderLadder } from './job-architecture-api.ts';
import { usePayRangeLabel } from './pay-range.ts';

/** The ladder with `id` moved one place up (toward the highest grade) or down, lowest first. */
function moved(grades: readonly JobGrade[], id: string, step: 1 | -1): string[] {
  const ids = grades.map((grade) => grade.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  return ids;
}

/**
 * The company's grade ladder, shown from the highest grade down, each with its pay range and how
 * many job profiles hold it; editors add grades (on top), change, archive and move them.
 */
export function GradeLadderCard({
  companyId,
  grades,
  defaultCurrency,
  canEdit,
}: {
  companyId: string;
  /** Lowest first, as the API answers. */
  grades: readonly JobGrade[];
  defaultCurrency: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const change = useGradeChange(companyId);
  const reorder = useReorderLadder(companyId);
  const payRange = usePayRangeLabel();
  const [editing, setEditing] = useState<JobGrade | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = change.isPending || reorder.isPending;

  async function run(action: () => Promise<unknown>, done: string) {
    setFailure(null);
    try {
      await action();
      notifySuccess({ title: done });
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  }

  const toggleArchived = (grade: JobGrade) =>
    run(
      () => change.mutateAsync({ kind: 'archive', id: grade.id, input: { archived: !grade.archived } }),
      t(
        grade.archived
          ? 'jobProfiles.architecture.grades.restored'
          : 'jobProfiles.architecture.grades.archived',
        {
          code: grade.code,
        },
      ),
    );
  const move = (grade: JobGrade, step: 1 | -1) =>
    run(
      () => reorder.mutateAsync(moved(grades, grade.id, step)),
      t('jobProfiles.architecture.grades.reordered'),
    );

  const topDown = [...grades].reverse();
  return (
    <Card as="section" labelledBy="grade-ladder-title" className="space-y-3 px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="grade-ladder-title" className="text-base font-semibold text-slate-900">
          {t('jobProfiles.architecture.grades.title')}
        </h2>
        {canEdit ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('jobProfiles.architecture.grades.new')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">{t('jobProfiles.architecture.grades.hint')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {grades.length === 0 ? (
        <p className="text-sm text-slate-600">{t('jobProfiles.architecture.grades.empty')}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {topDown.map((grade, index) => (
            <li key={grade.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5">
              <div className="min-w-48 flex-1">
                <p className="flex flex-wrap items-center gap-2 [overflow-wrap:anywhere] text-slate-900">
                  <span className="font-semibold">{grade.code}</span>
                  {grade.name ? <span>{grade.name}</span> : null}
                  {grade.archived ? <Badge color="gray">{t('jobProfiles.archivedBadge')}</Badge> : null}
                </p>
                <p className="text-sm text-slate-700">
                  {payRange(grade.payRange) ?? t('jobProfiles.architecture.noPayRange')}
                </p>
                <p className="text-xs text-slate-600">
                  {t('jobProfiles.architecture.profileCount', { count: grade.profileCount })}
                </p>
              </div>
              {canEdit ? (
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy || index === 0}
                    aria-label={t('jobProfiles.architecture.grades.moveUp', { code: grade.code })}
                    onClick={() => void move(grade, 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy || index === topDown.length - 1}
                    aria-label={t('jobProfiles.architecture.grades.moveDown', { code: grade.code })}
                    onClick={() => void move(grade, -1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  {grade.archived ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('jobProfiles.architecture.grades.edit', { code: grade.code })}
                      onClick={() => setEditing(grade)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                  <ArchiveToggle
                    archived={grade.archived}
                    disabled={busy}
                    label={t(
                      grade.archived
                        ? 'jobProfiles.architecture.grades.restore'
                        : 'jobProfiles.architecture.grades.archive',
                      { code: grade.code },
                    )}
                    onClick={() => void toggleArchived(grade)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <GradeDialog
          companyId={companyId}
          grade={editing === 'new' ? null : editing}
          defaultCurrency={defaultCurrency}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
