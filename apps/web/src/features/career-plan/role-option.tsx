import type { RoleFit } from '@competencyhub/domain/schemas/career-plan';
import { ArrowRight, ArrowUpRight, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FitMeter } from './fit-meter.tsx';
import { GapList } from './gap-list.tsx';
import { roleLabel } from './role-label.ts';

/** One role one could move to: its fit and gaps, and (on one's own plan) a way to aim for it. */
export function RoleOption({
  fit,
  kind,
  isTarget = null,
  onTarget,
}: {
  fit: RoleFit;
  kind?: 'promotion' | 'lateral';
  /** Already one of the plan's targets (its gaps are shown there): the sentence saying so. */
  isTarget?: string | null;
  onTarget: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <Card className="min-w-0 space-y-3 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex min-w-0 items-center gap-2 text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
          {kind === 'promotion' ? (
            <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
          ) : kind === 'lateral' ? (
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          ) : null}
          {roleLabel(fit.role)}
        </h3>
        {kind ? (
          <Badge color={kind === 'promotion' ? 'blue' : 'gray'}>
            {t(`jobProfiles.careerPath.kind.${kind}`)}
          </Badge>
        ) : null}
      </div>
      <FitMeter fit={fit.fitPercent} label={t('careerPlan.fit.label')} />
      {isTarget ? (
        <p className="text-sm text-slate-600">{isTarget}</p>
      ) : fit.gaps.length === 0 ? (
        <GapList fit={fit} />
      ) : (
        <details className="group">
          <summary className="cursor-pointer text-sm text-indigo-700">
            {t('careerPlan.gaps.show', { count: fit.gaps.length })}
          </summary>
          <div className="mt-2">
            <GapList fit={fit} />
          </div>
        </details>
      )}
      {onTarget ? (
        <Button size="sm" variant="secondary" onClick={onTarget}>
          <Flag aria-hidden="true" className="size-4" />
          {t('careerPlan.targets.aimFor', { title: fit.role.title })}
        </Button>
      ) : null}
    </Card>
  );
}
