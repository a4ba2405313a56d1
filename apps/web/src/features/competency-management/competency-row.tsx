import type { Competency } from '@competencyhub/domain/schemas/competencies';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { useTypeLabel } from './type-label.ts';

/** What a row's buttons do; one stable object for the whole list, so an unchanged row never redraws. */
export interface CompetencyRowActions {
  edit(competency: Competency): void;
  archive(competency: Competency): void;
  restore(competency: Competency): void;
}

const TYPE_COLOR = { leadership: 'purple', behavioural: 'green', technical: 'blue' } as const;

interface CompetencyRowProps {
  competency: Competency;
  editable: boolean;
  actions: CompetencyRowActions;
}

/**
 * One competency of the list. Memoised: a key press in the search redraws only the rows that come or go
 * (a framework of 300 redrew every row on every letter, a long task of about 100 ms: docs/benchmarks.md).
 */
export const CompetencyRow = memo(function CompetencyRow({
  competency,
  editable,
  actions,
}: CompetencyRowProps) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{competency.name}</span>
          <Badge color={TYPE_COLOR[competency.type as keyof typeof TYPE_COLOR] ?? 'orange'}>
            {typeLabel(competency.type)}
          </Badge>
          {competency.archivedAt ? <Badge color="gray">{t('frameworks.archivedBadge')}</Badge> : null}
        </p>
        {competency.description ? (
          <p className="line-clamp-2 text-sm text-slate-600">{competency.description}</p>
        ) : null}
        {competency.tags.length > 0 ? (
          <ul
            className="flex flex-wrap gap-1.5"
            aria-label={t('frameworks.competency.tagsOf', { name: competency.name })}
          >
            {competency.tags.map((tag) => (
              <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {editable ? (
        <div className="flex shrink-0 gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => actions.edit(competency)}
            aria-label={t('frameworks.competency.editNamed', { name: competency.name })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{t('frameworks.edit')}</span>
          </Button>
          {competency.archivedAt ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => actions.restore(competency)}
              aria-label={t('frameworks.competency.restoreNamed', { name: competency.name })}
            >
              <ArchiveRestore aria-hidden="true" className="size-4" />
              <span aria-hidden="true">{t('frameworks.restore')}</span>
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => actions.archive(competency)}
              aria-label={t('frameworks.competency.archiveNamed', { name: competency.name })}
            >
              <Archive aria-hidden="true" className="size-4" />
              <span aria-hidden="true">{t('frameworks.archive')}</span>
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
});
