import type { MatrixMemberView } from '@competencyhub/domain/schemas/teams';
import type { CellState } from '@competencyhub/domain/team-matrix';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { MATRIX_PAGE_SIZE } from './teams-api.ts';

// What both layouts of the skill matrix draw a cell, a person and "show more" with: the wide table
// (skill-matrix.tsx) and the phone's cards (skill-matrix-narrow.tsx).

/** A member's level beside what their profile requires (the API sends it as a [column, level, required] tuple). */
export interface Cell {
  level: number | null;
  required: number | null;
}

/** Colour says the state at a glance; the text in every cell says it too. */
export const CELL_CLASSES: Record<CellState, string> = {
  met: 'bg-green-50 text-green-900',
  below: 'bg-amber-50 text-amber-900',
  not_rated: 'bg-slate-50 text-slate-700',
  not_required: 'text-slate-600',
};

export function useFormatters() {
  const { i18n } = useTranslation();
  return useMemo(
    () => ({
      percent: (value: number) =>
        new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value / 100),
      decimal: (value: number) =>
        new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value),
    }),
    [i18n.language],
  );
}

export type Formatters = ReturnType<typeof useFormatters>;

/** "3 / 4", "— / 4" or "3": the level, and what the person's role requires when it requires it. */
export function cellText(cell: Cell | undefined, decimal: (value: number) => string): string {
  const level = cell?.level == null ? '—' : decimal(cell.level);
  return cell?.required == null ? level : `${level} / ${cell.required}`;
}

/** A member with their cells by competency, looked up once per matrix rather than once per draw. */
export interface Row {
  member: MatrixMemberView;
  cells: Map<string, Cell>;
}

export interface MatrixActions {
  canRate: boolean;
  onRate: (member: MatrixMemberView) => void;
  onView: (member: MatrixMemberView) => void;
}

/** More members than one page holds: read the next page on demand. */
export interface MorePages {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** "Showing 200 of 3,140 people" and a button for the next ones, while there are more. */
export function ShowMore({
  shown,
  total,
  step = MATRIX_PAGE_SIZE,
  more,
}: {
  shown: number;
  total: number;
  step?: number;
  more: MorePages;
}) {
  const { t, i18n } = useTranslation();
  if (!more.hasMore) return null;
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('teams.shownOf', { shown: format.format(shown), total: format.format(total) })}
      </p>
      <Button size="sm" variant="secondary" disabled={more.loading} onClick={more.onLoadMore}>
        {more.loading
          ? t('app.loading')
          : t('teams.showMore', { count: Math.max(1, Math.min(step, total - shown)) })}
      </Button>
    </div>
  );
}

export function MemberHeading({ member, actions }: { member: MatrixMemberView; actions: MatrixActions }) {
  const { t } = useTranslation();
  const canRate = actions.canRate && member.directReport;
  return (
    <div className="min-w-0 space-y-1">
      <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{member.fullName}</p>
      <p className="text-xs text-slate-600">{member.jobProfileTitle ?? t('teams.noProfile')}</p>
      <p className="flex flex-wrap gap-1">
        {member.managerRatingDue ? (
          <Badge color="orange">{canRate ? t('teams.ratingDue') : t('teams.managerRatingDue')}</Badge>
        ) : null}
        {member.selfRatedCount === 0 ? <Badge color="gray">{t('teams.noSelf')}</Badge> : null}
        {member.openFeedbackCount > 0 ? (
          <Badge color="blue">{t('teams.openFeedback', { count: member.openFeedbackCount })}</Badge>
        ) : null}
      </p>
      <p className="flex flex-wrap gap-2 pt-1">
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('teams.detailsFor', { name: member.fullName })}
          onClick={() => actions.onView(member)}
        >
          {t('teams.details')}
        </Button>
        {canRate ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('teams.rate', { name: member.fullName })}
            onClick={() => actions.onRate(member)}
          >
            {t('teams.rateShort')}
          </Button>
        ) : null}
      </p>
    </div>
  );
}
